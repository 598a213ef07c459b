/** `check`: probes a running server, guided by its OpenAPI document. */
export type { CheckRun } from './check.js';
export { check } from './check.js';
export type { CheckOptions, CheckProgress } from './options.js';
export { LIMITED_TOKEN_ENV, TOKEN_ENV } from './options.js';
export type { Probe } from './probe.js';
export { PROBES } from './probes/index.js';
export type { TrafficFileRun } from './traffic/check-traffic.js';
export { checkTraffic } from './traffic/check-traffic.js';
export type { ProxyOptions, RecordingProxy } from './traffic/proxy.js';
export { startProxy } from './traffic/proxy.js';
export type { TrafficRun } from './traffic/traffic-judge.js';
