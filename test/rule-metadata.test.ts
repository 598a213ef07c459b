import { describe, expect, it } from 'vitest';
import { CATALOG } from '../rulesets/catalog.js';
import { getFacts } from '../rulesets/model/facts.js';
import { OPTION_NAMES, resolveOptions } from '../rulesets/options.js';
import { defineRule, formatMessage } from '../rulesets/rule.js';
import { RULES } from '../rulesets/rules/index.js';
import { assertReadOptions, messagePattern } from './helpers/rule-tester.js';

/**
 * Each rule's metadata, as ESLint's: the options it reads (each with what it does to the rule)
 * and its messages by id; its severity, sections and description are its catalog entry's.
 */

const fieldCasing = RULES.find((rule) => rule.id === 'field-casing');

describe('rule metadata', () => {
  it('takes severity, sections and description from the catalog entry of its id', () => {
    for (const rule of RULES) {
      const entry = CATALOG.find((candidate) => candidate.id === rule.id);
      expect({ id: rule.id, severity: rule.severity, section: rule.section, description: rule.description }).toEqual({ id: entry?.id, severity: entry?.severity, section: entry?.section, description: entry?.description });
    }
  });

  it('names only options there are, each with what it does', () => {
    for (const rule of RULES) {
      for (const [name, effect] of Object.entries(rule.options)) {
        expect(OPTION_NAMES, `${rule.id} reads ${name}`).toContain(name);
        expect(effect.length, `${rule.id}: what ${name} does`).toBeGreaterThan(10);
      }
    }
  });

  it('fills a message by id, and refuses one with a value missing', () => {
    const messages = fieldCasing?.messages ?? {};
    expect(formatMessage(messages, 'configured', { what: 'field', name: 'firstName', style: 'camelCase', casing: 'snake_case', respelt: 'first_name' }))
      .toBe('field "firstName" is camelCase; the configured casing is snake_case: "first_name"');
    expect(() => formatMessage(messages, 'configured', { what: 'field' })).toThrow('message "configured" has no value for {{name}}');
    expect(() => formatMessage(messages, 'nope')).toThrow('no message "nope"');
  });
});

describe('the rule tester', () => {
  it('matches a message by id whatever it fills in, and no other message', () => {
    if (fieldCasing === undefined) throw new Error('no field-casing');
    const pattern = messagePattern(fieldCasing, 'configured');
    expect(pattern.test('parameter "pageSize" is camelCase; the configured casing is snake_case: "page_size"')).toBe(true);
    expect(pattern.test('parameter "pageSize" is camelCase; this API uses snake_case: "page_size"')).toBe(false);
    expect(() => messagePattern(fieldCasing, 'unknown')).toThrow('field-casing has no message "unknown" (it has mixed, majority, configured)');
  });

  it('refuses a case that sets an option the rule does not read', () => {
    if (fieldCasing === undefined) throw new Error('no field-casing');
    expect(() => assertReadOptions(fieldCasing, { name: 'x', document: {}, options: { casing: 'snake_case' } })).not.toThrow();
    expect(() => assertReadOptions(fieldCasing, { name: 'x', document: {}, options: { basePath: '/api' } }))
      .toThrow('field-casing reads no option basePath (it reads casing)');
  });
});

describe('a rule of a team\'s own', () => {
  it('carries the metadata it gives, and its messages by id', () => {
    const rule = defineRule({
      id: 'item-ids',
      description: 'Items are picked by an id.',
      severity: 'info',
      docsUrl: 'https://api.example.com/guide#item-ids',
      options: { casing: 'how the id is spelt' },
      messages: { notAnId: 'path "{{path}}" picks its item by "{{parameter}}"' },
      check: (facts) => facts.model.operations.map((operation) => ({ path: operation.path, messageId: 'notAnId' as const, data: { path: operation.pathKey, parameter: 'order' } })),
    });
    expect(rule).toMatchObject({ id: 'item-ids', description: 'Items are picked by an id.', severity: 'info', section: '', docsUrl: 'https://api.example.com/guide#item-ids', options: { casing: 'how the id is spelt' } });
    const facts = getFacts({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/orders/{order}': { get: { responses: {} } } } }, resolveOptions({}));
    expect(rule.check(facts)).toEqual([{ path: ['paths', '/orders/{order}', 'get'], message: 'path "/orders/{order}" picks its item by "order"' }]);
  });
});
