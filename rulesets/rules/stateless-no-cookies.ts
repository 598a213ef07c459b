import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import { isHeaderNamed } from '../model/http-headers.js';

const STATELESS = 'the API is stateless (every request carries all the data the server needs)';

export default defineRule({
  id: 'stateless-no-cookies',
  section: '1, 5.1',
  severity: 'warn',
  description: 'No cookie parameters and no Set-Cookie response headers: the API is stateless.',
  check(facts) {
    const results: RuleResult[] = [];
    // Parameters and responses may be shared components: messages do not name the operation.
    for (const operation of facts.model.operations) {
      for (const parameter of operation.parameters) {
        if (parameter.in === 'cookie') {
          results.push({ path: parameter.path, message: `parameter "${parameter.name}" is sent in a cookie; ${STATELESS}: send it in a header, query parameter or the body` });
        } else if (parameter.in === 'header' && isHeaderNamed(parameter.name, 'Cookie')) {
          results.push({ path: parameter.path, message: `header parameter "${parameter.name}" sends cookies; ${STATELESS}: send their values in headers, query parameters or the body` });
        }
      }
      for (const response of operation.responses) {
        for (const header of response.headers) {
          if (!isHeaderNamed(header.name, 'Set-Cookie')) continue;
          results.push({ path: header.path, message: `response header "${header.name}" sets a cookie; the API is stateless and the server keeps no client state between calls: remove the cookie` });
        }
      }
    }
    return results;
  },
});
