import path from 'node:path';
import type { CheckOptions } from '../options.js';
import { readRecordedExchanges } from './recorded-exchange.js';
import type { TrafficRun } from './traffic-judge.js';
import { TrafficJudge } from './traffic-judge.js';

export interface TrafficFileRun extends TrafficRun {
  /** Absolute path of the recording. */
  traffic: string;
}

/**
 * Judges the exchanges a HAR file or newline-delimited JSON records against the document, sending
 * nothing, reading the file one exchange at a time. Of the options, `baseUrl` (which origin and
 * path the API is at), `token`s (kept out of messages), `conventions` and the `$ref` permissions
 * apply. Throws `UsageError` naming the file, and the line or entry, when it cannot be read.
 */
export async function checkTraffic(document: string, traffic: string, options: CheckOptions = {}): Promise<TrafficFileRun> {
  const judge = await TrafficJudge.create(document, options);
  for await (const recorded of readRecordedExchanges(traffic)) judge.judge(recorded);
  return { ...judge.finish(), traffic: path.resolve(traffic) };
}
