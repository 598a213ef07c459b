import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REASON_PLACEHOLDER, ignoreEdit } from '../../src/lsp/ignore-edit.js';

/** Where the quick fix puts an exception, read back from the edited text. */
function applied(text: string, findingPath: Array<string | number>, rule = 'field-casing'): unknown {
  const edit = ignoreEdit(text, findingPath, rule);
  if (edit === undefined) return undefined;
  return parse(text.slice(0, edit.offset) + edit.text + text.slice(edit.offset + edit.length));
}

const entry = (rule = 'field-casing') => ({ rule, reason: REASON_PLACEHOLDER });

describe('the quick fix edit: an x-api-conventions-ignore entry at the finding\'s node', () => {
  const yaml = 'openapi: 3.0.3\ncomponents:\n  schemas:\n    Task:\n      type: object\n      properties:\n        dueDate:\n          type: string\n';

  it('goes on the property schema a finding points into, in block YAML', () => {
    const data = applied(yaml, ['components', 'schemas', 'Task', 'properties', 'dueDate']) as { components: { schemas: { Task: { properties: { dueDate: Record<string, unknown> } } } } };
    expect(data.components.schemas.Task.properties.dueDate).toEqual({ 'x-api-conventions-ignore': [entry()], type: 'string' });
  });

  it('never goes into a map of names (properties, schemas): on the object holding it instead', () => {
    const data = applied(yaml, ['components', 'schemas', 'Task', 'properties']) as { components: { schemas: { Task: Record<string, unknown> } } };
    expect(data.components.schemas.Task['x-api-conventions-ignore']).toEqual([entry()]);
    const atSchemas = applied(yaml, ['components', 'schemas']) as { components: Record<string, unknown> };
    expect(atSchemas.components['x-api-conventions-ignore']).toEqual([entry()]);
  });

  it('adds to an exception list already there', () => {
    const withList = 'openapi: 3.0.3\npaths:\n  /getTasks:\n    x-api-conventions-ignore:\n      - rule: path-nouns\n        reason: legacy\n    get:\n      responses: {}\n';
    const data = applied(withList, ['paths', '/getTasks'], 'path-plural-collections') as { paths: Record<string, Record<string, unknown>> };
    expect(data.paths['/getTasks']?.['x-api-conventions-ignore']).toEqual([{ rule: 'path-nouns', reason: 'legacy' }, entry('path-plural-collections')]);
  });

  it('writes a flow entry in JSON, empty objects included', () => {
    const json = '{\n  "openapi": "3.0.3",\n  "paths": {\n    "/getTasks": {}\n  }\n}\n';
    const data = applied(json, ['paths', '/getTasks', 'get'], 'path-nouns') as { paths: Record<string, unknown> };
    expect(data.paths['/getTasks']).toEqual({ 'x-api-conventions-ignore': [entry('path-nouns')] });
    const edit = ignoreEdit(json, ['paths'], 'path-nouns');
    const text = json.slice(0, edit?.offset) + (edit?.text ?? '') + json.slice(edit?.offset);
    expect((JSON.parse(text) as { paths: Record<string, unknown> }).paths['x-api-conventions-ignore']).toEqual([entry('path-nouns')]);
  });

  it('stays out of security requirements and example values', () => {
    const text = 'openapi: 3.0.3\nsecurity:\n  - apiKey: []\npaths:\n  /tasks:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              example: {taskId: 1}\n';
    const root = applied(text, ['security', 0, 'apiKey'], 'operation-security') as Record<string, unknown>;
    expect(root['x-api-conventions-ignore']).toEqual([entry('operation-security')]);
    const example = applied(text, ['paths', '/tasks', 'get', 'responses', '200', 'content', 'application/json', 'example', 'taskId']) as {
      paths: { '/tasks': { get: { responses: { '200': { content: { 'application/json': Record<string, unknown> } } } } } };
    };
    expect(example.paths['/tasks'].get.responses['200'].content['application/json']).toEqual({ 'x-api-conventions-ignore': [entry()], example: { taskId: 1 } });
  });

  it('offers nothing for text that does not parse', () => {
    expect(ignoreEdit('openapi: [3.0\n', ['info'], 'field-casing')).toBeUndefined();
  });
});
