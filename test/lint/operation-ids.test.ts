import { describe, expect, it } from 'vitest';
import { findDuplicateOperationIds } from '../../src/lint/operation-ids.js';

const operation = (operationId: string) => ({ operationId, responses: { '204': { description: 'done' } } });

describe('duplicate operationIds in OpenAPI 3.2', () => {
  const document = {
    openapi: '3.2.0',
    info: { title: 't', version: '1' },
    paths: {
      '/tasks': { get: operation('listTasks'), query: operation('listTasks') },
      // `GET` has a field of its own: 3.2 forbids it here, and it is no operation.
      '/tasks/{id}': { additionalOperations: { LINK: operation('listTasks'), PURGE: operation('purgeTask'), GET: operation('purgeTask') } },
    },
    webhooks: { taskDone: { additionalOperations: { NOTIFY: operation('purgeTask') } } },
  };

  it('counts QUERY and additionalOperations methods as operations, each repeat where it is written', () => {
    expect(findDuplicateOperationIds(document, '3.2')).toEqual([
      { path: ['paths', '/tasks', 'query', 'operationId'], message: 'operationId "listTasks" is already used by GET /tasks; operationIds must be unique in a document' },
      { path: ['paths', '/tasks/{id}', 'additionalOperations', 'LINK', 'operationId'], message: 'operationId "listTasks" is already used by GET /tasks; operationIds must be unique in a document' },
      { path: ['webhooks', 'taskDone', 'additionalOperations', 'NOTIFY', 'operationId'], message: 'operationId "purgeTask" is already used by PURGE /tasks/{id}; operationIds must be unique in a document' },
    ]);
  });

  it('reads neither in a 3.1 document, where they are no operations', () => {
    expect(findDuplicateOperationIds({ ...document, openapi: '3.1.0' }, '3.1')).toEqual([]);
  });
});
