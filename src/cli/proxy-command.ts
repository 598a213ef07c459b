import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { startProxy } from '../check/traffic/proxy.js';
import { collect, reportTraffic, tokenAndConventions } from './check-command.js';
import type { CheckFlags } from './check-command.js';
import type { ReportFlags } from './report-outputs.js';
import { addReportOptions, planOutputs } from './report-outputs.js';
import { packageVersion } from './version.js';

interface ProxyFlags extends ReportFlags, Pick<CheckFlags, 'token' | 'ruleset' | 'quiet' | 'allowExternalRefs' | 'allowRemoteRefs'> {
  target: string;
  port: number;
  record?: string;
}

function portNumber(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) > 65_535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return Number(value);
}

/** Resolves on the first SIGINT or SIGTERM; the handlers are removed again. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

async function runProxy(document: string, flags: ProxyFlags): Promise<number> {
  const outputs = planOutputs(flags.format, flags.output);
  const proxy = await startProxy(document, {
    target: flags.target,
    port: flags.port,
    ...(flags.record === undefined ? {} : { record: flags.record }),
    creator: { name: 'api-conventions', version: packageVersion() },
    ...await tokenAndConventions(flags),
    allowExternalRefs: flags.allowExternalRefs === true,
    allowRemoteRefs: flags.allowRemoteRefs === true,
  });
  process.stderr.write(`api-conventions: proxy listening on ${proxy.url}, forwarding to ${flags.target}; stop it (Ctrl-C, SIGTERM) for the report\n`);
  await stopSignal();
  const run = await proxy.close();
  return reportTraffic(run, outputs, flags, 'exchange', flags.record === undefined ? '' : `; recorded in ${flags.record}`);
}

export function registerProxyCommand(program: Command, setExitCode: (code: number) => void): void {
  addReportOptions(program
    .command('proxy')
    .description('a recording reverse proxy on 127.0.0.1: forwards to the target and judges each exchange as check --har does, reporting when stopped')
    .argument('<document>', 'the OpenAPI 3.x or Swagger 2.0 document of the API (YAML or JSON)'))
    .requiredOption('--target <url>', 'the server to forward to; its path, if any, goes before each request\'s')
    .option('--port <n>', 'the port to listen on, on 127.0.0.1 (0: any free port, printed when listening)', portNumber, 0)
    .option('--record <file>', 'write every exchange to this HAR file as it passes (credential header values masked)')
    .option('--token <token>', 'a token the traffic carries, kept out of the report (repeatable)', collect, [])
    .option('-r, --ruleset <file>', 'the ruleset file whose conventions options say how paths read (default: .spectral.* in the current directory)')
    .option('-q, --quiet', 'report errors only, and no notes')
    .option('--allow-external-refs', 'let $refs read files outside the document\'s repository (or its directory, outside one)')
    .option('--allow-remote-refs', 'let $refs fetch http(s) URLs')
    .addHelpText('after', `
Listens on 127.0.0.1 only. Requests and answers pass unchanged, except that hop-by-hop headers are
dropped and the answer is asked for without content encoding, so that it can be read.

Examples:
  $ api-conventions proxy openapi.yaml --target http://127.0.0.1:8080 --port 9090
  $ api-conventions proxy openapi.yaml --target http://127.0.0.1:8080 --port 9090 --record traffic.har --format json -o proxy.json

Exit codes: 0 nothing reached --fail-severity, 1 something did, 2 usage error or unreadable document.`)
    .action(async (document: string, flags: ProxyFlags) => {
      setExitCode(await runProxy(document, flags));
    });
}
