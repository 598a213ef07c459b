import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { check } from '../check/check.js';
import { checkTraffic } from '../check/traffic/check-traffic.js';
import type { TrafficRun } from '../check/traffic/traffic-judge.js';
import { UsageError } from '../errors.js';
import { plural } from '../reporters/report-facts.js';
import type { CheckOptions, CheckProgress } from '../check/options.js';
import { CHECK_DEFAULTS, EXPIRED_TOKEN_ENV, LIMITED_TOKEN_ENV, TOKEN_ENV, parseHeaderArgument } from '../check/options.js';
import { conventionsOptionsOf } from '../check/conventions-config.js';
import { findRulesetFile, loadRulesetFile } from '../config/load-ruleset.js';
import { PROBES } from '../check/probes/index.js';
import { NOT_PROBED } from '../check/context.js';
import { checkDocsUrlFor } from '../check/probe.js';
import { severityLevel } from '../findings.js';
import type { ReportContext } from '../reporters/reporter.js';
import type { RuleDescription } from '../reporters/rule-catalog.js';
import type { ReportFlags } from './report-outputs.js';
import { addReportOptions, planOutputs, reportFindings } from './report-outputs.js';

export interface CheckFlags extends ReportFlags {
  har?: string;
  baseUrl?: string;
  token: string[];
  limitedToken?: string;
  expiredToken?: string;
  ruleset?: string;
  header: string[];
  allowWrites?: boolean;
  write: string[];
  rateLimitProbe?: number;
  timeout: number;
  maxRequests: number;
  maxTime: number;
  concurrency: number;
  quiet?: boolean;
  allowExternalRefs?: boolean;
  allowRemoteRefs?: boolean;
}

function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new InvalidArgumentError('expected a whole number of at least 1.');
  return Number(value);
}

export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** The live checks as reporters describe rules (SARIF's rule list, the HTML report's sections). */
export function probeDescriptions(): RuleDescription[] {
  return [...PROBES.map((probe) => ({
    id: probe.id,
    severity: severityLevel(probe.severity),
    description: probe.description,
    docsUrl: probe.docsUrl,
    sections: probe.section.split(',').map((section) => section.trim()),
  })), {
    id: NOT_PROBED,
    severity: severityLevel('info'),
    description: 'What the run could not probe, and why (an error when most of it could not be).',
    docsUrl: checkDocsUrlFor(NOT_PROBED),
    sections: [],
  }];
}

/** A one-line progress indicator on a terminal's standard error, erased when the run ends. */
function progressLine(enabled: boolean): { update: (progress: CheckProgress) => void; clear: () => void } {
  let shown = false;
  let last = 0;
  return {
    update: (progress) => {
      if (!enabled || Date.now() - last < 100) return;
      last = Date.now();
      shown = true;
      process.stderr.write(`\r\x1b[2Kchecking: ${progress.phase}, ${progress.requests} requests sent`);
    },
    clear: () => {
      if (shown) process.stderr.write('\r\x1b[2K');
    },
  };
}

/** The token (flags, else the environment) and the conventions' options (the ruleset file, as for lint). */
export async function tokenAndConventions(flags: Pick<CheckFlags, 'token' | 'ruleset'>): Promise<Pick<CheckOptions, 'token' | 'conventions'>> {
  const fromEnvironment = process.env[TOKEN_ENV];
  const token = flags.token.length > 0 ? flags.token : fromEnvironment === undefined ? undefined : [fromEnvironment];
  // The same configuration as lint: what is a collection, an item and an action is read alike.
  const rulesetFile = flags.ruleset ?? (await findRulesetFile(process.cwd()));
  const conventions = rulesetFile === undefined ? undefined : conventionsOptionsOf(await loadRulesetFile(rulesetFile));
  return { ...(token === undefined ? {} : { token }), ...(conventions === undefined ? {} : { conventions }) };
}

/** The flags that send requests, which judging a recording has no use for. */
const SENDING_FLAGS: ReadonlyArray<[keyof CheckFlags, string]> = [['allowWrites', '--allow-writes'], ['rateLimitProbe', '--rate-limit-probe'], ['limitedToken', '--limited-token'], ['expiredToken', '--expired-token']];

/** `check --har`: the recorded exchanges judged, nothing sent. */
async function runTrafficCheck(document: string, traffic: string, flags: CheckFlags): Promise<number> {
  const given = SENDING_FLAGS.find(([key]) => flags[key] !== undefined && flags[key] !== false);
  if (given !== undefined || flags.write.length > 0) throw new UsageError(`${given?.[1] ?? '--write'} sends requests; --har only reads the recording`);
  const outputs = planOutputs(flags.format, flags.output);
  const run = await checkTraffic(document, traffic, {
    ...(flags.baseUrl === undefined ? {} : { baseUrl: flags.baseUrl }),
    ...await tokenAndConventions(flags),
    allowExternalRefs: flags.allowExternalRefs === true,
    allowRemoteRefs: flags.allowRemoteRefs === true,
  });
  return reportTraffic(run, outputs, flags, 'recorded exchange', '');
}

/** What judging traffic found: a count and the notes on standard error (unless quiet), the findings as asked. */
export async function reportTraffic(run: TrafficRun, outputs: ReturnType<typeof planOutputs>, flags: ReportFlags & { quiet?: boolean }, exchange: string, after: string): Promise<number> {
  if (flags.quiet !== true) {
    process.stderr.write(`api-conventions: judged ${plural(run.exchanges, exchange)}, ${run.matched} of them on operations of the document${after}\n`);
    for (const notice of run.notices) process.stderr.write(`api-conventions: note: ${notice}\n`);
  }
  const shown = flags.quiet === true ? run.findings.filter((finding) => finding.severity === 0) : run.findings;
  return reportFindings(outputs, shown, run.findings, flags, reportContext(run));
}

/** The report's context for one document: its findings located by JSON pointer when it is written on one line. */
function reportContext(run: { document: string; documentOnOneLine: boolean }): Omit<ReportContext, 'color' | 'failSeverity'> {
  return { files: [run.document], cwd: process.cwd(), rules: probeDescriptions(), ...(run.documentOnOneLine ? { locatedByPointer: new Set([run.document]) } : {}) };
}

async function runCheck(document: string, flags: CheckFlags): Promise<number> {
  if (flags.har !== undefined) return runTrafficCheck(document, flags.har, flags);
  const outputs = planOutputs(flags.format, flags.output);
  const progress = progressLine(process.stderr.isTTY === true);
  const limitedToken = flags.limitedToken ?? process.env[LIMITED_TOKEN_ENV];
  const expiredToken = flags.expiredToken ?? process.env[EXPIRED_TOKEN_ENV];
  const shared = await tokenAndConventions(flags);
  let run;
  try {
    run = await check(document, {
      ...(flags.baseUrl === undefined ? {} : { baseUrl: flags.baseUrl }),
      ...shared,
      ...(limitedToken === undefined ? {} : { limitedToken }),
      ...(expiredToken === undefined ? {} : { expiredToken }),
      headers: flags.header.map(parseHeaderArgument),
      allowWrites: flags.allowWrites === true,
      writeOperations: flags.write,
      rateLimitProbe: flags.rateLimitProbe ?? 0,
      timeoutMs: flags.timeout,
      maxRequests: flags.maxRequests,
      maxTimeMs: flags.maxTime,
      concurrency: flags.concurrency,
      allowExternalRefs: flags.allowExternalRefs === true,
      allowRemoteRefs: flags.allowRemoteRefs === true,
      onProgress: progress.update,
    });
  } finally {
    progress.clear();
  }
  if (flags.quiet !== true) for (const notice of run.notices) process.stderr.write(`api-conventions: note: ${notice}\n`);
  if (run.incomplete !== undefined) process.stderr.write(`api-conventions: incomplete run: ${run.incomplete}\n`);
  const shown = flags.quiet === true ? run.findings.filter((finding) => finding.severity === 0) : run.findings;
  return reportFindings(outputs, shown, run.findings, flags, reportContext(run));
}

export function registerCheckCommand(program: Command, setExitCode: (code: number) => void): void {
  addReportOptions(program
    .command('check')
    .description('probe a running server, guided by its OpenAPI document, for the live conventions')
    .argument('<document>', 'the OpenAPI 3.x or Swagger 2.0 document of the API (YAML or JSON)'))
    .option('--base-url <url>', 'the server to probe (default: the document\'s first server URL); with --har, the origin and path of the API in the recording')
    .option('--har <file>', 'judge the exchanges a HAR file (or newline-delimited JSON, one exchange a line) records, sending nothing')
    .option('--token <token>', `credential of a caller allowed everything, applied as the document's security schemes say (or ${TOKEN_ENV}); with a scheme word where the server wants one ("Token abc"); <scheme>=<token> per scheme name where the document declares several (repeatable)`, collect, [])
    .option('--limited-token <token>', `credential of a caller with fewer permissions, for live-forbidden (or ${LIMITED_TOKEN_ENV})`)
    .option('--expired-token <token>', `a credential that has expired, which protected operations must refuse with 401 (or ${EXPIRED_TOKEN_ENV})`)
    .option('-r, --ruleset <file>', 'the ruleset file whose conventions options (basePath, singletons, extraVerbs, …) say how paths read (default: the .spectral.* lint finds, from the current directory up to the repository\'s root)')
    .option('-H, --header <header>', 'extra request header "Name: value", sent with every request (repeatable)', collect, [])
    .option('--allow-writes', 'let probes create, replace and delete resources; what they create is deleted again')
    .option('--write <operation>', 'with --allow-writes, a write the document gives no evidence for that may be sent all the same, "POST /v1/things" (repeatable)', collect, [])
    .option('--rate-limit-probe <n>', 'send a burst of up to n requests to meet the rate limit (429 with Retry-After)', wholeNumber)
    .option('--timeout <ms>', 'time limit of one request', wholeNumber, CHECK_DEFAULTS.timeoutMs)
    .option('--max-requests <n>', 'most requests the run sends (the burst aside)', wholeNumber, CHECK_DEFAULTS.maxRequests)
    .option('--max-time <ms>', 'time limit of the whole run', wholeNumber, CHECK_DEFAULTS.maxTimeMs)
    .option('--concurrency <n>', 'requests in flight at once', wholeNumber, CHECK_DEFAULTS.concurrency)
    .option('-q, --quiet', 'report errors only, and no notes')
    .option('--allow-external-refs', 'let $refs read files outside the document\'s repository (or its directory, outside one)')
    .option('--allow-remote-refs', 'let $refs fetch http(s) URLs')
    .addHelpText('after', `
Unless --allow-writes is given, only GET and HEAD requests are sent; with --har, none.
Requests go to the base URL's origin only. Tokens never appear in the output.

Examples:
  $ ${TOKEN_ENV}=... api-conventions check openapi.yaml --base-url http://127.0.0.1:8080
  $ api-conventions check openapi.yaml --base-url https://staging.example.com/v1 --allow-writes
  $ api-conventions check openapi.yaml --rate-limit-probe 200 --format json -o live.json
  $ api-conventions check openapi.yaml --har traffic.har --base-url https://api.example.com/v1

Exit codes: 0 nothing reached --fail-severity, 1 something did (a run where most requests got
no answer a probe could judge counts: it reports an error live-not-probed finding), 2 usage
error, unreadable document, unreachable server or internal error.`)
    .action(async (document: string, flags: CheckFlags) => {
      setExitCode(await runCheck(document, flags));
    });
}
