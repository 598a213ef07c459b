// The floor a linter cannot go below: read the document, parse it, and walk every node once.
import { readFileSync } from 'node:fs';
import YAML from 'yaml';

const file = process.argv[2];
const text = readFileSync(file, 'utf8');
const data = /\.json$/i.test(file) ? JSON.parse(text) : YAML.parse(text, { maxAliasCount: -1 });
let nodes = 0;
const stack = [data];
while (stack.length > 0) {
  const node = stack.pop();
  nodes++;
  if (typeof node === 'object' && node !== null) for (const value of Object.values(node)) stack.push(value);
}
process.stdout.write(`${nodes}\n`);
