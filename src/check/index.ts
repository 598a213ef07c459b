/** `check`: probes a running server, guided by its OpenAPI document. */
export type { CheckRun } from './check.js';
export { check } from './check.js';
export type { CheckOptions, CheckProgress } from './options.js';
export { LIMITED_TOKEN_ENV, TOKEN_ENV } from './options.js';
export type { Probe } from './probe.js';
export { PROBES } from './probes/index.js';
