import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = path.join(ROOT, 'bin/api-conventions.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a user would, in `cwd` (the repository by default). */
export function runCli(args: readonly string[], options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '0', ...options.env },
      timeout: options.timeoutMs ?? 60_000,
      maxBuffer: 64 * 1024 * 1024,
    }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}
