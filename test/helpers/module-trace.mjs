// `node --import ./module-trace.mjs`: appends the URL of every ES module the process loads to
// the file named by API_CONVENTIONS_MODULE_TRACE (the hooks run on their own thread), and of every
// script it compiles through `vm.Script` (the lint bundle, src/cli/code-cache.ts).
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

const hooks = `
import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data.file; }
export async function load(url, context, next) {
  appendFileSync(file, url + '\\n');
  return next(url, context);
}`;

const trace = process.env.API_CONVENTIONS_MODULE_TRACE;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { file: trace } });

const Script = vm.Script;
vm.Script = class TracedScript extends Script {
  constructor(code, options) {
    super(code, options);
    const filename = typeof options === 'string' ? options : options?.filename;
    if (filename !== undefined && trace !== undefined) appendFileSync(trace, `${pathToFileURL(filename).href}\n`);
  }
};
