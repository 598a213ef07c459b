import { defineDiffCheck } from './check.js';

export const deprecationWindow = defineDiffCheck({
  id: 'deprecation-window',
  severity: 'warn',
  section: '9.3',
  description: 'A deprecated element removed or broken before one full version cycle passed: the version segment, the server URL\'s version or the major of info.version did not move on.',
});
