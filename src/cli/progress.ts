import type { RunProgress } from '../runner/runner.js';

/**
 * The one line a long `lint` shows on a terminal while it works: documents done of the total and
 * findings so far, redrawn in place on stderr and erased at the end. Never in a pipe or a CI log,
 * where it would only add lines.
 */

export function showsProgress(wanted: boolean, stderr: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  const ci = env['CI'];
  return wanted && stderr.isTTY === true && (ci === undefined || ci === '' || ci === 'false' || ci === '0');
}

export function progressText(progress: RunProgress): string {
  const findings = `${progress.findings.toLocaleString('en-US')} finding${progress.findings === 1 ? '' : 's'}`;
  return `linting ${progress.done}/${progress.total} documents, ${findings} so far`;
}

const ERASE_LINE = '\r\u001b[2K';

export interface ProgressLine {
  update(progress: RunProgress): void;
  /** Erases the line, so that the report starts on a clean one. */
  end(): void;
}

/** Redraws at most every `intervalMs`, and only once the run has lasted `delayMs` (short runs show nothing). */
export function progressLine(write: (text: string) => void, delayMs = 500, intervalMs = 100, now = () => Date.now()): ProgressLine {
  const started = now();
  let lastDrawn = Number.NEGATIVE_INFINITY;
  let shown = false;
  return {
    update(progress) {
      const time = now();
      if (time - started < delayMs || time - lastDrawn < intervalMs) return;
      lastDrawn = time;
      shown = true;
      write(`${ERASE_LINE}${progressText(progress)}`);
    },
    end() {
      if (shown) write(ERASE_LINE);
    },
  };
}
