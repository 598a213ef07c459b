import path from 'node:path';

/** What a client may set in `initializationOptions`; everything is optional. */
export interface ServerSettings {
  /** Ruleset file, absolute or relative to the workspace folder; default: `.spectral.*` there, as `lint` finds it in its directory. */
  rulesetFile?: string;
  /** As `lint --allow-external-refs`. */
  allowExternalRefs: boolean;
  /** As `lint --allow-remote-refs`. */
  allowRemoteRefs: boolean;
  /** Quiet time after an edit before linting, in milliseconds. */
  debounceMs: number;
}

export const DEFAULT_DEBOUNCE_MS = 100;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Reads the initialization options leniently: a wrong type means the default, not a failed start. */
export function readSettings(initializationOptions: unknown, workspaceDirectory: string): ServerSettings {
  const options = record(initializationOptions);
  const debounce = options['debounceMs'];
  const rulesetFile = options['rulesetFile'];
  return {
    ...(typeof rulesetFile === 'string' && rulesetFile.trim() !== '' ? { rulesetFile: path.resolve(workspaceDirectory, rulesetFile) } : {}),
    allowExternalRefs: options['allowExternalRefs'] === true,
    allowRemoteRefs: options['allowRemoteRefs'] === true,
    debounceMs: typeof debounce === 'number' && Number.isFinite(debounce) && debounce >= 0 ? debounce : DEFAULT_DEBOUNCE_MS,
  };
}
