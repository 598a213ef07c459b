/**
 * The Spectral entry point: the conventions with default options. Stock Spectral loads this file
 * (`spectral lint -r .../rulesets/index.js`), so it has a default export and nothing else.
 */
import { apiConventions } from './api-conventions.js';

export default apiConventions();
