// Installs the real documents some tests read, by name and version, with npm ci so that npm checks
// each package's integrity against the lock file: test/releases (published releases, for diff)
// and test/corpus (the documents the audits judged, replayed by test/corpus/regression.test.ts).
// Runs before `npm test`; does nothing where the installed copy matches the lock file already.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['test/releases', 'test/corpus'];

for (const folder of FOLDERS) {
  const directory = path.join(root, folder);
  const lock = readFileSync(path.join(directory, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const marker = path.join(directory, 'node_modules', '.installed-from-lock');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) continue;
  process.stderr.write(`installing the documents of ${folder} (npm ci)\n`);
  execFileSync('npm', ['ci', '--prefix', directory, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(marker, hash);
}
