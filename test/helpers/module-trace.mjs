// `node --import ./module-trace.mjs`: appends the URL of every ES module the process loads to
// the file named by API_CONVENTIONS_MODULE_TRACE (the hooks run on their own thread).
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data.file; }
export async function load(url, context, next) {
  appendFileSync(file, url + '\\n');
  return next(url, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { file: process.env.API_CONVENTIONS_MODULE_TRACE } });
