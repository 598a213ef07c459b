import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import { namesAnyScheme, schemeNames } from '../model/security.js';
import { protectsCredentials } from '../model/server-url.js';
import { proseList, quoted } from '../prose.js';

export default defineRule({
  id: 'credentials-over-https',
  section: '5.2',
  severity: 'error',
  description: 'An API that takes credentials lists only https server URLs (loopback hosts excepted).',
  check(facts) {
    const { model } = facts;
    const requirementSets = [model.security, ...model.operations.map((operation) => operation.security)];
    if (!requirementSets.some(namesAnyScheme)) return [];
    const schemes = proseList(quoted([...new Set(requirementSets.flatMap(schemeNames))]));
    const results: RuleResult[] = [];
    for (const server of model.servers) {
      if (protectsCredentials(server.url)) continue;
      const what = model.version === '2.0' ? `scheme "${String(server.url.split(':')[0])}" (${server.url})` : `server URL "${server.written}"${server.written === server.url ? '' : ` ("${server.url}" with its variables' defaults)`}`;
      results.push({ path: server.path, message: `${what} is not https, while the API takes credentials (${schemes}); list only https server URLs (loopback hosts excepted)` });
    }
    return results;
  },
});
