import { execFile } from 'node:child_process';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';
import { ROOT } from '../helpers/cli.js';

/** Microsoft's SARIF validator and a real Chromium, as the report tests use them. */

const MULTITOOL = path.join(ROOT, 'node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool');
export const CHROMIUM = '/usr/bin/chromium';

/** npm here runs no install scripts, so the validator's own `chmod u+x` is done once, here. */
function multitool(): string {
  if (!existsSync(MULTITOOL)) throw new Error(`${MULTITOOL} is missing: run npm ci (it comes with @microsoft/sarif-multitool)`);
  const mode = statSync(MULTITOOL).mode;
  if ((mode & 0o100) === 0) chmodSync(MULTITOOL, mode | 0o100);
  return MULTITOOL;
}

export interface ValidationResult {
  ruleId: string;
  level: string;
  message: string;
}

/** Runs `Sarif.Multitool validate` on a file and returns every problem it reports (errors and warnings). */
export async function validateSarif(file: string): Promise<ValidationResult[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-sarif-'));
  const output = path.join(directory, 'validation.sarif');
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(multitool(), ['validate', file, '--output', output, '--log', 'ForceOverwrite', '--quiet'], {
        // A single-file .NET binary: without ICU on the machine it must run culture-invariant.
        env: { ...process.env, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1', DOTNET_CLI_TELEMETRY_OPTOUT: '1' },
        timeout: 120_000,
      }, (error, _stdout, stderr) => (error === null ? resolve() : reject(new Error(`Sarif.Multitool failed: ${stderr || error.message}`))));
    });
    const log = JSON.parse(await readFile(output, 'utf8')) as { runs: Array<{ results?: Array<{ ruleId: string; level?: string; message: { text?: string; id?: string; arguments?: string[] } }> }> };
    return (log.runs[0]?.results ?? []).map((result) => ({
      ruleId: result.ruleId,
      // SARIF's default level is warning.
      level: result.level ?? 'warning',
      message: result.message.text ?? `${result.message.id ?? ''} ${(result.message.arguments ?? []).join(' ')}`,
    }));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Headless Chromium with a fresh profile and no background traffic; with `recordHar`, its traffic is written there when closed. */
export async function launchChromium(options: { recordHar?: string } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 900 },
    ...(options.recordHar === undefined ? {} : { recordHar: { path: options.recordHar } }),
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
