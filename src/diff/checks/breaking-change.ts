import { defineDiffCheck } from './check.js';

export const breakingChange = defineDiffCheck({
  id: 'breaking-change',
  severity: 'info',
  section: '9',
  description: 'Every breaking change found, as info, worded for a changelog.',
});
