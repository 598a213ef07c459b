import { defineDiffCheck } from './check.js';

export const breakingWithoutDeprecation = defineDiffCheck({
  id: 'breaking-without-deprecation',
  severity: 'error',
  section: '9.1',
  description: 'A breaking change (an operation, parameter, response or property removed, or another change that breaks a client) to an element that was not marked deprecated in the old document.',
});
