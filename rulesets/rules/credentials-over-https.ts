import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import { namesAnyScheme, schemeNames } from '../model/security.js';
import { protectsCredentials } from '../model/server-url.js';
import { proseList, quoted } from '../prose.js';

/** Its messages by id. */
const messages = {
  notHttps: '{{what}} is not https, while the API takes credentials ({{schemes}}); list only https server URLs (loopback hosts excepted)',
} as const;

export default defineRule({
  id: 'credentials-over-https',
  messages,
  check(facts) {
    const { model } = facts;
    const requirementSets = [model.security, ...model.operations.map((operation) => operation.security)];
    if (!requirementSets.some(namesAnyScheme)) return [];
    const schemes = proseList(quoted([...new Set(requirementSets.flatMap(schemeNames))]));
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    for (const server of model.servers) {
      if (protectsCredentials(server.url)) continue;
      const what = model.version === '2.0' ? `scheme "${String(server.url.split(':')[0])}" (${server.url})` : `server URL "${server.written}"${server.written === server.url ? '' : ` ("${server.url}" with its variables' defaults)`}`;
      results.push({ path: server.path, messageId: 'notHttps', data: { what, schemes } });
    }
    return results;
  },
});
