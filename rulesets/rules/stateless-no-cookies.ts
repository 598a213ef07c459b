import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import { isHeaderNamed } from '../model/http-headers.js';

const STATELESS = 'the API is stateless (every request carries all the data the server needs)';

/** Its messages by id. */
const messages = {
  cookieParameter: `parameter "{{name}}" is sent in a cookie; ${STATELESS}: send it in a header, query parameter or the body`,
  cookieHeader: `header parameter "{{name}}" sends cookies; ${STATELESS}: send their values in headers, query parameters or the body`,
  setCookie: 'response header "{{name}}" sets a cookie; the API is stateless and the server keeps no client state between calls: remove the cookie',
} as const;

export default defineRule({
  id: 'stateless-no-cookies',
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    // Parameters and responses may be shared components: messages do not name the operation.
    for (const operation of facts.model.operations) {
      for (const parameter of operation.parameters) {
        if (parameter.in === 'cookie') {
          results.push({ path: parameter.path, messageId: 'cookieParameter', data: { name: parameter.name } });
        } else if (parameter.in === 'header' && isHeaderNamed(parameter.name, 'Cookie')) {
          results.push({ path: parameter.path, messageId: 'cookieHeader', data: { name: parameter.name } });
        }
      }
      for (const response of operation.responses) {
        for (const header of response.headers) {
          if (!isHeaderNamed(header.name, 'Set-Cookie')) continue;
          results.push({ path: header.path, messageId: 'setCookie', data: { name: header.name } });
        }
      }
    }
    return results;
  },
});
