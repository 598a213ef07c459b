import { testRule } from '../helpers/rule-tester.js';
import { parameterOf, referencedAnswer, schemaAt, schemaDocument, withPathItemBehindRef, withSchemas } from '../helpers/path-item-documents.js';

const message = (name: string) => `success response body has a top-level "${name}" property; an error is never returned with a 2xx status: answer with a 4xx or 5xx status and the error body`;

testRule('no-error-in-success', {
  valid: [
    ...[
      { name: 'a count of errors beside the other counters of a stats body: `errors: number` (2.0)', document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/core/stats': { post: { responses: { '200': { description: 'stats', schema: { type: 'object', properties: { bytes: { type: 'integer' }, checks: { type: 'integer' }, errors: { type: 'number' } } } } } } } } } },
      { name: 'a flag that can only be false: `error: {type: boolean, enum: [false]}`, through a $ref (3.0)', document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/comments/{id}': { delete: { responses: { '200': { $ref: '#/components/responses/Deleted' } } } } }, components: { responses: { Deleted: { description: 'deleted', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'integer', enum: [200] }, error: { type: 'boolean', enum: [false] } } } } } } } } } },
      { name: 'the same with `const: false`, and a nullable count (3.1)', document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/reactions': { post: { responses: { '200': { description: 'done', content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'boolean', const: false }, errors: { type: ['integer', 'null'] } } } } } } } } } } } },
    ],
    {
      name: 'a QUERY answering the matching items (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '200': { description: 'users', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array' } } } } } } } } } } },
    },
    {
      name: 'flags saying whether named steps succeeded beside the error that explains them: `{parsingSucceeded, evaluationSucceeded, error}` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/schema/parseExpression': { post: { responses: { '200': { description: 'the outcome', content: { 'application/json': { schema: { $ref: '#/components/schemas/parseExpressionResponse' } } } } } } } }, components: { schemas: { parseExpressionResponse: { type: 'object', properties: { parsingSucceeded: { type: 'boolean' }, evaluationSucceeded: { type: 'boolean' }, evaluationResult: { type: 'array', items: { type: 'string' } }, error: { type: 'object' } } } } } },
    },
    {
      name: 'the same in 2.0: `{compilationFailed, error}`',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/templates/compile': { post: { responses: { '200': { description: 'the outcome', schema: { type: 'object', properties: { compilationFailed: { type: 'boolean' }, error: { type: 'string' } } } } } } } } },
    },
    {
      name: 'the same in 3.1: `{importPassed, errors}`',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/imports/preview': { post: { responses: { '200': { description: 'the outcome', content: { 'application/json': { schema: { type: 'object', properties: { importPassed: { type: 'boolean' }, errors: { type: 'array', items: { type: 'string' } } } } } } } } } } } },
    },
    {
      name: 'a PATCH answering the record the path\'s GET reads answers its own error: Microsoft Graph\'s `PATCH /sites/{site-id}` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/sites/{site-id}': {
        get: { responses: { '200': { description: 'the site', content: { 'application/json': { schema: { $ref: '#/components/schemas/site' } } } } } },
        patch: { responses: { '200': { description: 'the site', content: { 'application/json': { schema: { $ref: '#/components/schemas/site' } } } } } },
      } }, components: { schemas: { site: { type: 'object', properties: { id: { type: 'string' }, displayName: { type: 'string' }, error: { type: 'object', properties: { code: { type: 'string' } } } } } } } },
    },
    {
      name: 'the same with a PUT in 2.0',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/sites/{id}': {
        get: { responses: { '200': { description: 'the site', schema: { $ref: '#/definitions/site' } } } },
        put: { responses: { '200': { description: 'the site', schema: { $ref: '#/definitions/site' } } } },
      } }, definitions: { site: { type: 'object', properties: { id: { type: 'string' }, error: { type: 'object' } } } } },
    },
    {
      name: 'the same in 3.1, the PATCH answering an inline copy',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/sites/{id}': {
        get: { responses: { '200': { description: 'the site', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' }, error: { type: 'string' } } } } } } } },
        patch: { responses: { '200': { description: 'the updated site', content: { 'application/json': { schema: { type: 'object', description: 'the site', properties: { id: { type: 'string' }, error: { type: 'string' } } } } } } } },
      } } },
    },
    {
      name: 'the error body named by a 204, which sends no content, is no success body (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/issues/{id}/watch': { put: { responses: { '204': { description: 'watching', content: { 'application/json': { schema: { $ref: '#/components/schemas/error' } } } }, '404': { description: 'no issue', content: { 'application/json': { schema: { $ref: '#/components/schemas/error' } } } } } } } },
        components: { schemas: { error: { type: 'object', properties: { type: { type: 'string' }, error: { type: 'object' } } } } },
      },
    },
    {
      name: 'an error on a 2.0 204',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/issues/{id}/vote': { put: { produces: ['application/json'], responses: { '204': { description: 'voted', schema: { type: 'object', properties: { error: { type: 'string' } } } } } } } } },
    },
    {
      name: 'an error on a 204 (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/feeds/{id}/read': { post: { responses: { '204': { description: 'read', content: { 'application/json': { schema: { type: 'object', properties: { errors: { type: 'array' } } } } } } } } } } },
    },
    {
      name: 'a GET reading the state of a thing beside its error: a node\'s sync `{status, syncPercentage, error}` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/ins/sync': { get: { responses: { '200': { description: 'sync state', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' }, syncPercentage: { type: 'number' }, error: { type: 'string' } } } } } } } } } } },
    },
    {
      name: 'a GET reading the state of a thing, through a view word and a $ref (2.0): `GET /pages/builds/latest`',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/pages/builds/latest': { get: { responses: { '200': { description: 'the build', schema: { $ref: '#/definitions/PageBuild' } } } } } }, definitions: { PageBuild: { type: 'object', properties: { url: { type: 'string' }, status: { type: 'string' }, error: { type: 'object', properties: { message: { type: 'string' } } } } } } },
    },
    {
      name: 'a GET reading a state listed in an enum that is no outcome of a request (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/replication': { get: { responses: { '200': { description: 'state', content: { 'application/json': { schema: { type: 'object', properties: { state: { enum: ['running', 'stopped'] }, error: { type: 'string' } } } } } } } } } } },
    },
    {
      name: 'one record read back by its id holds its own error: `GET /builds/{id}` answering `{id, sha, error}` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/builds/{build_id}': { get: { responses: { '200': { description: 'a build', content: { 'application/json': { schema: { $ref: '#/components/schemas/Build' } } } } } } } },
        components: { schemas: { Build: { type: 'object', properties: { id: { type: 'string' }, sha: { type: 'string' }, error: { type: 'string' } } } } },
      },
    },
    {
      name: 'one record read back by its id (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/crawls/{id}': { get: { responses: { '200': { description: 'a crawl', schema: { type: 'object', properties: { crawl_id: { type: 'integer' }, errors: { type: 'array', items: { type: 'string' } } } } } } } } } },
    },
    {
      name: 'records read back by any GET hold their own error: past sessions listed and read (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/videos/{id}/live-session': { get: { responses: { '200': { description: 'the session', content: { 'application/json': { schema: { $ref: '#/components/schemas/Session' } } } } } } } },
        components: { schemas: { Session: { type: 'object', properties: { id: { type: 'integer' }, endDate: { type: 'string' }, error: { type: 'string', enum: ['BAD_SOCKET_HEALTH', 'DURATION_EXCEEDED'] } } } } },
      },
    },
    {
      name: 'one record read back by its id (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/analyses/{analysisId}': { get: { responses: { '200': { description: 'an analysis', content: { 'application/json': { schema: { type: 'object', properties: { analysisId: { type: 'string' }, error: { type: 'string' } } } } } } } } } } },
    },
    {
      name: 'a long-running operation named rather than numbered: `{name, done, error, response}` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/v1alpha1/deployments/{id}:move': { post: { responses: { '200': { description: 'the operation', content: { 'application/json': { schema: { $ref: '#/components/schemas/Operation' } } } } } } } },
        components: { schemas: { Operation: { type: 'object', properties: { name: { type: 'string' }, done: { type: 'boolean' }, error: { type: 'object' }, response: { type: 'object' }, metadata: { type: 'object' } } } } },
      },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/operations/{name}': { get: { responses: { '200': { description: 'the operation', schema: { type: 'object', properties: { name: { type: 'string' }, done: { type: 'boolean' }, error: { type: 'object' } } } } } } } } },
    },
    {
      name: 'and in 3.1',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/v1/operations/{operationsId}': { get: { responses: { '200': { description: 'the operation', content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, done: { type: 'boolean' }, error: { type: 'object' } } } } } } } } } } },
    },
    {
      name: 'a record of work with its own diagnostics: an analysis\'s `error` beside its `warning` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/repos/{repo}/code-scanning/analyses/{id}': { get: { responses: { '200': { description: 'one analysis', content: { 'application/json': { schema: { $ref: '#/components/schemas/Analysis' } } } } } } } },
        components: { schemas: { Analysis: { type: 'object', properties: { ref: { type: 'string' }, error: { type: 'string' }, warning: { type: 'string' }, tool: { type: 'object' } } } } },
      },
    },
    {
      name: 'errors beside the status of an upload\'s processing (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/repos/{repo}/sarifs/{sarif_id}': { get: { responses: { '200': { description: 'status', schema: { type: 'object', properties: { processing_status: { type: 'string' }, analyses_url: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } } } } } } } } },
    },
    {
      name: 'an import\'s state beside its errors (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/repos/{repo}/import': { get: { responses: { '200': { description: 'status', content: { 'application/json': { schema: { type: 'object', properties: { importState: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } } } } } } } } } } },
    },
    {
      name: 'a path under the errors counts them: `GET /apps/{app}/errors/errorCountsPerDay` (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/apps/{app}/errors/errorCountsPerDay': { get: { responses: { '200': { description: 'counts', content: { 'application/json': { schema: { type: 'object', properties: { count: { type: 'integer' }, errors: { type: 'array', items: { type: 'object' } } } } } } } } } } },
      },
    },
    {
      name: 'the results of earlier work read back, through a $ref (2.0)',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' },
        paths: { '/registry/v2/{jobId}/results': { get: { produces: ['application/json'], responses: { '200': { description: 'the results', schema: { $ref: '#/definitions/Results' } } } } } },
        definitions: { Results: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, errors: { type: 'array', items: { type: 'object' } } } } },
      },
    },
    {
      name: 'the status of earlier work states its outcome beside its error: `GET /reports/{id}/status` (3.1)',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: { '/shipment-reports/v4/{reportId}/status': { get: { responses: { '200': { description: 'the status', content: { 'application/json': { schema: { type: 'object', properties: { status: { enum: ['pending', 'completed', 'failed'] }, error: { type: 'string' } } } } } } } } } },
      },
    },
    {
      name: 'a build with its id and whether it is done keeps its own error, wherever it is answered, through a $ref (2.0)',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' },
        paths: { '/sites/{site_id}/builds': { post: { produces: ['application/json'], responses: { '200': { description: 'the build started', schema: { $ref: '#/definitions/Build' } } } } } },
        definitions: { Build: { type: 'object', properties: { id: { type: 'string' }, deploy_id: { type: 'string' }, done: { type: 'boolean' }, error: { type: 'string' } } } },
      },
    },
    {
      name: 'a health probe answers its outcome beside the error that explains it: `GET /heartbeat` (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/v0.5/heartbeat': { get: { responses: { '200': { description: 'up or down', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string', enum: ['UP', 'DOWN'] }, error: { type: 'object' }, timestamp: { type: 'string' } } } } } } } } } },
      },
    },
    {
      name: 'an item of a collection of runs states its outcome beside its errors: `GET /async-jobs/{jobId}` (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/v1/async-jobs/{jobId}': { get: { responses: { '200': { description: 'the job', content: { 'application/json': { schema: { type: 'object', properties: { errors: { type: 'string' }, result: { type: 'object' }, status: { type: 'string' }, success: { type: 'boolean' } } } } } } } } } },
      },
    },
    {
      name: 'a path whose resource is the errors answers them, through a $ref (2.0)',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' },
        paths: { '/objects/jobs/{id}/errors': { get: { produces: ['application/json'], responses: { '200': { description: 'the errors of the job', schema: { $ref: '#/definitions/JobErrors' } } } } } },
        definitions: { JobErrors: { type: 'object', properties: { errors: { type: 'array', items: { type: 'object' } }, nextPage: { type: 'string' } } } },
      },
    },
    {
      name: 'an account read back by its id keeps its own error, whatever its description says, through a $ref (3.1)',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: { '/accounts/{id}': { get: { responses: { '200': { description: 'the account', content: { 'application/json': { schema: { $ref: '#/components/schemas/Account' } } } } } } } },
        components: { schemas: { Account: { type: 'object', properties: { id: { type: 'integer' }, balance: { type: 'number' }, error: { type: ['string', 'null'], description: 'If the last update has failed, the error code' } } } } },
      },
    },
    {
      name: 'a run recorded with the time it finished, or a crawled URL with its status code, keeps its own error (3.1)',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: {
          '/crawls/{id}': { get: { responses: { '200': { description: 'the crawl', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' }, finishedAt: { type: 'string' }, error: { type: 'string' } } } } } } } } },
          '/crawl-urls/{id}': { get: { responses: { '200': { description: 'one URL', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' }, statusCode: { type: 'integer' }, error: {} } } } } } } } },
        },
      },
    },
    {
      name: 'a resource tracking a job records how the job failed (3.0)',
      document: {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {
          '/report_runs/{id}': {
            get: { responses: { '200': { description: 'the run', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] }, error: { type: 'string', nullable: true } } } } } } } },
          },
          '/jobs/{job_id}': {
            get: { responses: { '200': { description: 'the job', content: { 'application/json': { schema: { type: 'object', properties: { job_id: { type: 'integer' }, processing_state: { type: 'string' }, errors: { type: 'array', items: { type: 'object' } } } } } } } } },
          },
        },
      },
    },
    {
      name: 'a resource body, and the error body on an error status (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users/{id}:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties: {id: {type: string}, name: {type: string}}
        '404':
          description: missing
          content:
            application/json:
              schema:
                type: object
                properties: {error: {type: string}, message: {type: string}}
        default:
          description: failure
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Error'}
components:
  schemas:
    Error:
      type: object
      properties: {error: {type: string}, message: {type: string}, errors: {type: array}}
`,
    },
    {
      name: 'error fields below the top level, and near names (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/jobs': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        properties: {
                          data: { type: 'array', items: { type: 'object', properties: { error: { type: 'string' } } } },
                          last_error_at: { type: 'string' },
                          error_count: { type: 'integer' },
                          result: { type: 'object', properties: { errors: { type: 'array' } } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    {
      name: 'a non-JSON success body is not judged (3.0)',
      document: {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: { '/reports': { get: { responses: { '200': { description: 'ok', content: { 'application/xml': { schema: { type: 'object', properties: { error: { type: 'string' } } } } } } } } } },
      },
    },
    {
      name: 'an array body whose items carry an error field (2.0)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /results:
    get:
      responses:
        '200':
          description: ok
          schema:
            type: array
            items: {type: object, properties: {error: {type: string}}}
`,
    },
    {
      name: 'the outcome of a check records the check\'s own error (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /check_sqs:
    post:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses:
        '200':
          description: the outcome of checking the queue's credentials
          content:
            application/json:
              schema:
                type: object
                properties:
                  status: {type: string, enum: [ok, error]}
                  error: {type: string}
                  duration: {type: string}
`,
    },
    {
      name: 'a check named by its operationId, its outcome behind a $ref (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/webhooks/{id}/deliveries': { post: { operationId: 'testWebhook', responses: { '200': { description: 'the test delivery', content: { 'application/json': { schema: { $ref: '#/components/schemas/TestOutcome' } } } } } } } },
        components: { schemas: { TestOutcome: { type: 'object', properties: { success: { type: 'boolean' }, errors: { type: 'array', items: { type: 'string' } } } } } },
      },
    },
    {
      name: 'a validation that answers whether the input is valid and why not (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /addresses/validation:
    post:
      operationId: validateAddress
      parameters: [{name: body, in: body, schema: {type: object}}]
      responses:
        '200':
          description: the outcome
          schema:
            type: object
            properties:
              is_valid: {type: boolean}
              errors: {type: array, items: {type: string}}
`,
    },
  ],
  invalid: [
    {
      name: 'a boolean flag that can be true still tells clients that test it of an error on a 2xx (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/reactions': { post: { responses: { '200': { description: 'done', content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'boolean' } } } } } } } } } } },
      errors: [{ path: ['paths', '/reactions', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    ...[
      { version: { swagger: '2.0' }, body: (schema: object) => ({ '200': { description: 'saved', schema } }) },
      { version: { openapi: '3.0.3' }, body: (schema: object) => ({ '200': { description: 'saved', content: { 'application/json': { schema } } } }) },
      { version: { openapi: '3.1.0' }, body: (schema: object) => ({ '200': { description: 'saved', content: { 'application/json': { schema } } } }) },
    ].map(({ version, body }) => ({
      name: `a description of an earlier failure does not hide a top-level error from clients that test it (${'swagger' in version ? '2.0' : version.openapi.slice(0, 3)})`,
      document: { ...version, info: { title: 't', version: '1' }, paths: { '/preferences/{id}': { put: { responses: body({ type: 'object', properties: { theme: { type: 'string' }, error: { type: 'string', description: 'The error of the last save, if it failed' } } }) } } } },
      errors: [{ path: ['paths', '/preferences/{id}', 'put', 'responses', '200', ...('swagger' in version ? [] : ['content', 'application/json']), 'schema', 'properties', 'error'], message: message('error') }],
    })),
    {
      name: 'a QUERY whose 200 carries an error (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '200': { description: 'users', content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' }, message: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/users', 'query', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a flag about the request itself is the request\'s outcome: `{requestSucceeded, error}` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/orders': { post: { responses: { '200': { description: 'the outcome', content: { 'application/json': { schema: { type: 'object', properties: { requestSucceeded: { type: 'boolean' }, error: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/orders', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a bare `succeeded` beside the error is the request\'s outcome (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/orders': { post: { responses: { '200': { description: 'the outcome', content: { 'application/json': { schema: { type: 'object', properties: { succeeded: { type: 'boolean' }, error: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/orders', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a PATCH answering something else than the GET reads, with an error, is answered an error (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/sites/{id}': {
        get: { responses: { '200': { description: 'the site', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' }, error: { type: 'string' } } } } } } } },
        patch: { responses: { '200': { description: 'the outcome', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' }, updated: { type: 'boolean' }, error: { type: 'string' } } } } } } } },
      } } },
      errors: [{ path: ['paths', '/sites/{id}', 'patch', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a write answering an id beside an error: the request may have failed in part (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/sms/send': { post: { responses: { '200': { description: 'sent', content: { 'application/json': { schema: { type: 'object', properties: { messageId: { type: 'string' }, error: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/sms/send', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a name beside an error, with no done, is still an error in a success (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/users': { post: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, error: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/users', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a bare status beside an error is the pattern the rule is for: `{status: "error", error}` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/orders': { post: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' }, error: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/orders', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a POST to results answering this request\'s own failures, and a status that states no outcome (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: {
          '/batches/{id}/results': { post: { responses: { '200': { description: 'stored', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array' }, errors: { type: 'array' } } } } } } } } },
          '/reports/{id}/status': { get: { responses: { '200': { description: 'the status', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object' }, error: { type: 'string' } } } } } } } } },
        },
      },
      errors: [
        { path: ['paths', '/batches/{id}/results', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'errors'], message: message('errors') },
        { path: ['paths', '/reports/{id}/status', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') },
      ],
    },
    {
      name: 'a health probe that states no outcome beside its error (3.1)',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: { '/health': { get: { responses: { '200': { description: 'health', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object' }, error: { type: 'string' } } } } } } } } } },
      },
      errors: [{ path: ['paths', '/health', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a run\'s collection answering a create with an error, and an error described as today\'s (3.1)',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: {
          '/jobs': { post: { responses: { '201': { description: 'created', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' }, error: { type: 'string' } } } } } } } } },
          '/accounts/{id}': { get: { responses: { '200': { description: 'the account', content: { 'application/json': { schema: { $ref: '#/components/schemas/Account' } } } } } } },
        },
        components: { schemas: { Account: { type: 'object', properties: { id: { type: 'integer' }, error: { type: 'string', description: 'What went wrong with this request' } } } } },
      },
      errors: [
        { path: ['paths', '/jobs', 'post', 'responses', '201', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') },
        { path: ['components', 'schemas', 'Account', 'properties', 'error'], message: message('error') },
      ],
    },
    {
      name: 'a status beside an error on an operation that checks nothing, and a check that states no outcome (3.0, JSON)',
      document: {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {
          '/users': { get: { responses: { '200': { description: 'the users', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok', 'error'] }, error: { type: 'string' } } } } } } } } },
          '/check': { post: { responses: { '200': { description: 'checked', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object' }, error: { type: 'string' } } } } } } } } },
        },
      },
      errors: [
        { path: ['paths', '/users', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') },
        { path: ['paths', '/check', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') },
      ],
    },
    {
      name: 'an error property beside the data (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    post:
      responses:
        '201':
          description: created
          content:
            application/json:
              schema:
                type: object
                properties:
                  id: {type: string}
                  error: {type: string, nullable: true}
`,
      errors: [{ path: ['paths', '/users', 'post', 'responses', '201', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'errors merged through allOf, and in a oneOf alternative (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/imports': {
            post: {
              responses: {
                '200': {
                  description: 'ok',
                  content: {
                    'application/json': {
                      schema: {
                        oneOf: [
                          { type: 'object', properties: { id: { type: 'string' } } },
                          { allOf: [{ type: 'object', properties: { ok: { type: 'boolean' } } }, { type: 'object', properties: { errors: { type: 'array' } } }] },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      errors: [{ path: ['paths', '/imports', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'oneOf', '1', 'allOf', '1', 'properties', 'errors'], message: message('errors') }],
    },
    {
      name: 'a shared schema used by two operations is reported once, where it is defined (3.0, JSON)',
      document: {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {
          '/users': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Result' } } } } } } },
          '/orders': { get: { responses: { '2XX': { description: 'ok', content: { 'application/json; charset=utf-8': { schema: { $ref: '#/components/schemas/Result' } } } } } } },
        },
        components: { schemas: { Result: { type: 'object', properties: { data: { type: 'array' }, error: { type: 'string' } } } } },
      },
      errors: [{ path: ['components', 'schemas', 'Result', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a 2.0 definition (YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users/{id}:
    get:
      parameters: [{name: id, in: path, required: true, type: string}]
      responses:
        '200': {description: ok, schema: {$ref: '#/definitions/Envelope'}}
definitions:
  Envelope:
    type: object
    properties:
      user: {type: object}
      errors: {type: array, items: {type: string}}
`,
      errors: [{ path: ['definitions', 'Envelope', 'properties', 'errors'], message: message('errors') }],
    },
    {
      name: 'a schema in an external file (3.0)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /payments:
    post:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: 'schemas.yaml#/PaymentResult'}
`,
      files: { 'schemas.yaml': 'PaymentResult:\n  type: object\n  properties:\n    status: {type: string}\n    error: {type: string}\n' },
      errors: [{ path: ['PaymentResult', 'properties', 'error'], file: 'schemas.yaml', message: message('error') }],
    },
  ],
});

/** A body stating its own state in `is`-participle flags records the failure that put it there. */
const consumer = { type: 'object', properties: { name: { type: 'string' }, isStopped: { type: 'boolean' }, isResetting: { type: 'boolean' }, error: { type: 'string' } } };
const started = (schema: object) => ({ put: { responses: { '200': { description: 'started', content: { 'application/json': { schema } } } } } });
testRule('no-error-in-success', {
  valid: [
    { name: 'an event consumer `{name, isStopped, isResetting, error}` answered by `PUT …/start` (3.0, through a $ref)', document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/event-consumers/{name}/start': started({ $ref: '#/components/schemas/EventConsumer' }) }, components: { schemas: { EventConsumer: consumer } } } },
    { name: 'the same in 2.0', document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/event-consumers/{name}/stop': { put: { responses: { '200': { description: 'stopped', schema: consumer } } } } } } },
    { name: 'the same in 3.1, the flag a gerund: `isRunning`', document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/workers/{name}/reset': started({ type: 'object', properties: { isRunning: { type: 'boolean' }, error: { type: 'string' } } }) } } },
  ],
  invalid: [
    {
      name: 'a flag about the request, not a state: `{isSuccess, error}` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/event-consumers/{name}/start': started({ type: 'object', properties: { isSuccess: { type: 'boolean' }, error: { type: 'string' } } }) } },
      errors: [{ path: ['paths', '/event-consumers/{name}/start', 'put', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
    {
      name: 'a state word that is no boolean flag says nothing: `{isStopped: "yes", error}` (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/event-consumers/{name}/start': started({ type: 'object', properties: { isStopped: { type: 'string' }, error: { type: 'string' } } }) } },
      errors: [{ path: ['paths', '/event-consumers/{name}/start', 'put', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], message: message('error') }],
    },
  ],
});

/** A document answering `schema` with 200 at `pathKey` by POST, the schema behind a $ref named `Answer`. */
const answeringWith = (version: string, pathKey: string, schema: object) => {
  const ref = version === '2.0' ? '#/definitions/Answer' : '#/components/schemas/Answer';
  const response = version === '2.0' ? { description: 'ok', schema: { $ref: ref } } : { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } };
  const paths = { [pathKey]: { post: { responses: { '200': response } } } };
  return version === '2.0'
    ? { swagger: '2.0', info: { title: 't', version: '1' }, paths, definitions: { Answer: schema } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas: { Answer: schema } } };
};
const jsonRpcError = { type: 'object', required: ['jsonrpc', 'error', 'id'], properties: { jsonrpc: { type: 'string', enum: ['2.0'] }, id: { type: 'string' }, error: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' } } } } };
const findingsOnly = { type: 'object', properties: { errors: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } } } } };
const answerAt = (version: string) => [...(version === '2.0' ? ['definitions'] : ['components', 'schemas']), 'Answer', 'properties'];
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `JSON-RPC 2.0's error response, \`{jsonrpc, id, error}\`, through a $ref (${version})`, document: answeringWith(version, '/rpc/{chainId}', jsonRpcError) },
    { name: `a check answering its findings alone: \`POST /projects/{id}/can-delete\` answering \`{errors}\` (${version})`, document: answeringWith(version, '/projects/{id}/can-delete', findingsOnly) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `without \`jsonrpc\` the same body is the API's own error in a success (${version})`,
      document: answeringWith(version, '/rpc/{chainId}', { ...jsonRpcError, required: ['error', 'id'], properties: { id: jsonRpcError.properties.id, error: jsonRpcError.properties.error } }),
      errors: [{ path: [...answerAt(version), 'error'], message: message('error') }],
    },
    {
      name: `no check: \`POST /projects/{id}/archive\` answering \`{errors}\` (${version})`,
      document: answeringWith(version, '/projects/{id}/archive', findingsOnly),
      errors: [{ path: [...answerAt(version), 'errors'], message: message('errors') }],
    },
  ]),
});

/** GraphQL's response (`{data, errors, extensions}`, GraphQL §7.1) at its one endpoint carries a query's errors beside its data. */
const graphqlResponse = { type: 'object', properties: { data: { type: 'object' }, errors: { type: 'array', items: { type: 'object', properties: { message: { type: 'string' } } } } } };
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /graphql\` answering GraphQL's \`{data, errors}\`, through a $ref (${version})`,
    document: answeringWith(version, '/graphql', graphqlResponse),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `the same body elsewhere is a partial success: \`POST /orders/import\` (${version})`,
      document: answeringWith(version, '/orders/import', graphqlResponse),
      errors: [{ path: [...answerAt(version), 'errors'], message: message('errors') }],
    },
    {
      name: `at \`/graphql\` a body with fields GraphQL does not answer is the API's own (${version})`,
      document: answeringWith(version, '/graphql', { ...graphqlResponse, properties: { ...graphqlResponse.properties, status: { type: 'string' } } }),
      errors: [{ path: [...answerAt(version), 'errors'], message: message('errors') }],
    },
  ]),
});

/**
 * datarhei Core's `POST /api/graph/query` sending GraphQL's request `{query, variables}` (its schema
 * behind a `$ref`, `standards.protocol-request`) is sent to the GraphQL endpoint whatever its path,
 * and answers GraphQL's `{data, errors}`; sending `{query, limit}`, it is the API's own.
 */
const queryRequestDocument = (version: string, request: object) => {
  const document = answeringWith(version, '/api/graph/query', graphqlResponse) as Record<string, unknown>;
  const ref = { $ref: version === '2.0' ? '#/definitions/Query' : '#/components/schemas/Query' };
  const sent = version === '2.0' ? { parameters: [{ name: 'query', in: 'body', required: true, schema: ref }] } : { requestBody: { content: { 'application/json': { schema: ref } } } };
  const post = { ...sent, responses: { '200': version === '2.0' ? { description: 'ok', schema: { $ref: '#/definitions/Answer' } } : { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } } } } };
  return version === '2.0'
    ? { ...document, paths: { '/api/graph/query': { post } }, definitions: { Answer: graphqlResponse, Query: request } }
    : { ...document, paths: { '/api/graph/query': { post } }, components: { schemas: { Answer: graphqlResponse, Query: request } } };
};
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /api/graph/query\` sending \`{query, variables}\` answers GraphQL's \`{data, errors}\`, through a $ref (${version})`,
    document: queryRequestDocument(version, { type: 'object', properties: { query: { type: 'string' }, variables: {} } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `sending \`{query, limit}\`, the same answer is the API's own (${version})`,
    document: queryRequestDocument(version, { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } } }),
    errors: [{ path: [...answerAt(version), 'errors'], message: message('errors') }],
  })),
});

/** A simulation runs the request as a trial: the simulated failure is its answer (`POST /simulations` answering `{success, simulationId, error}`). */
const simulationResult = { type: 'object', required: ['success', 'simulationId'], properties: { success: { type: 'boolean' }, simulationId: { type: 'string' }, unitsConsumed: { type: 'integer' }, error: { type: 'string' } } };
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /simulations\` answering the simulated outcome, through a $ref (${version})`,
    document: answeringWith(version, '/simulations', simulationResult),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /transactions\` answering the same body reports its own failure in a success (${version})`,
    document: answeringWith(version, '/transactions', simulationResult),
    errors: [{ path: [...answerAt(version), 'error'], message: message('error') }],
  })),
});

/**
 * OpenCode's `PATCH /session/{sessionID}/message/{messageID}/part/{partID}` takes a part and answers
 * it; a retry part records the upstream error that caused the retry: a field of the record written.
 */
const retryPart = { type: 'object', properties: { id: { type: 'string' }, type: { type: 'string', enum: ['retry'] }, attempt: { type: 'integer' }, error: { type: 'object', properties: { message: { type: 'string' } } } } };
function partDocument(version: string, sent: object): Record<string, unknown> {
  const located = version === '2.0' ? '#/definitions/Part' : '#/components/schemas/Part';
  const patch = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', required: true, schema: sent }], responses: { '200': { description: 'the part', schema: { $ref: located } } } }
    : { requestBody: { content: { 'application/json': { schema: sent } } }, responses: { '200': { description: 'the part', content: { 'application/json': { schema: { $ref: located } } } } } };
  const paths = { '/parts/{partID}': { patch } };
  return version === '2.0' ? { swagger: '2.0', info: { title: 't', version: '1' }, paths, definitions: { Part: retryPart } } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas: { Part: retryPart } } };
}
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a write answering the record it was sent: a retry part's \`error\` is the record's (${version}, through a $ref)`,
    document: partDocument(version, { $ref: version === '2.0' ? '#/definitions/Part' : '#/components/schemas/Part' }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a write sent something else that answers \`error\` at the top (${version})`,
    document: partDocument(version, { type: 'object', properties: { text: { type: 'string' } } }),
    errors: [{ path: [...(version === '2.0' ? ['definitions'] : ['components', 'schemas']), 'Part', 'properties', 'error'], message: /top-level "error"/ }],
  })),
});

/**
 * Screwdriver's `POST /v4/validator` and `POST /v4/validator/template` ("Validate a given
 * screwdriver.yaml"), answering the list of errors found in the file beside what was read of it: a
 * noun for what runs a check (`validator`, from `validate`), last or before what it checks, names a
 * check too, and its list of errors is its outcome; another agent noun (`generator`) runs no check.
 * The answer behind a $ref.
 */
const validation = { type: 'object', properties: { jobs: { type: 'object' }, errors: { type: 'array', items: { type: 'string' } } } };
const agentDocument = (version: string, name: string) => schemaDocument(version, { [`/${name}`]: { post: { responses: { '200': referencedAnswer(version, 'Outcome', 'what was found') } } } }, { Outcome: validation });
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['validator', 'checker', 'linter', 'validator/template'].map((name) => ({ name: `\`POST /${name}\` answering the errors it found (${version})`, document: agentDocument(version, name) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /generator\` answering errors (${version})`,
    document: agentDocument(version, 'generator'),
    errors: [{ path: [...schemaAt(version, 'Outcome'), 'properties', 'errors'], message: /^success response body has a top-level "errors" property/ }],
  })),
});

/**
 * Veramo's `POST /verifyCredential` answering `IVerifyResult` `{verified, error}`: the past
 * participle of the checking verb states how the check went, and `error` explains a failed one;
 * the same check answering the credential beside an `error`, no outcome, is reported. The answer
 * behind a $ref.
 */
const verifyDocument = (version: string, outcome: object) => schemaDocument(version, { '/verifyCredential': { post: { operationId: 'verifyCredential', responses: { '200': referencedAnswer(version, 'VerifyResult', 'the verification') } } } }, { VerifyResult: outcome });
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`{verified, error}\` answering a verification (${version})`,
    document: verifyDocument(version, { type: 'object', required: ['verified'], properties: { verified: { type: 'boolean' }, error: { type: 'object', properties: { message: { type: 'string' } } } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`{credential, error}\` answering a verification states no outcome (${version})`,
    document: verifyDocument(version, { type: 'object', properties: { credential: { type: 'object' }, error: { type: 'object', properties: { message: { type: 'string' } } } } }),
    errors: [{ path: [...schemaAt(version, 'VerifyResult'), 'properties', 'error'], message: /^success response body has a top-level "error" property/ }],
  })),
});

/**
 * Botify's sitemaps report, `GET /analyses/{id}/sitemaps/report` answering `SitemapsReport`
 * `{count, sitemaps: [Sitemap], sitemap_indexes: [Sitemap], errors: [Sitemap]}`: the `errors` hold
 * the very records the lists beside them hold (`Sitemap`, behind a `$ref`), the sitemaps found in
 * error. `errors` listing problems of their own kind beside the sitemaps is reported.
 */
const sitemap = { type: 'object', properties: { url: { type: 'string' }, urls_count: { type: 'integer' } } };
const problem = { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } };
const sitemapsReportDocument = (version: string, errorItem: string) => {
  const list = (name: string) => ({ type: 'array', items: { $ref: `#/${schemaAt(version, name).join('/')}` } });
  const report = { type: 'object', required: ['count', 'sitemaps', 'errors'], properties: { count: { type: 'integer' }, sitemaps: list('Sitemap'), sitemap_indexes: list('Sitemap'), errors: list(errorItem) } };
  return schemaDocument(version, { '/analyses/{id}/sitemaps/report': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': referencedAnswer(version, 'SitemapsReport', 'the report') } } } }, { SitemapsReport: report, Sitemap: sitemap, Problem: problem });
};
/**
 * Mist's inventory change answering `{op, success: [mac], error: [mac], reason: [text]}`: the MACs
 * that failed, strings as the ones that succeeded; a batch's per-item failures in a 2xx are reported,
 * the items being no records with fields of their own.
 */
const inventoryDocument = (version: string) => schemaDocument(version, { '/orgs/{id}/inventory': { put: { responses: { '200': referencedAnswer(version, 'InventoryChange', 'the change') } } } }, {
  InventoryChange: { type: 'object', properties: { op: { type: 'string' }, success: { type: 'array', items: { type: 'string' } }, error: { type: 'array', items: { type: 'string' } }, reason: { type: 'array', items: { type: 'string' } } } },
});
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a report's \`errors\` listing the sitemaps its \`sitemaps\` list holds, those found in error (${version})`, document: sitemapsReportDocument(version, 'Sitemap') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a report's \`errors\` listing problems beside its sitemaps (${version})`,
    document: sitemapsReportDocument(version, 'Problem'),
    errors: [{ path: [...schemaAt(version, 'SitemapsReport'), 'properties', 'errors'], message: /^success response body has a top-level "errors" property/ }],
  })).concat(['2.0', '3.0', '3.1'].map((version) => ({
    name: `a batch's failed MACs listed as strings beside the ones that succeeded (${version})`,
    document: inventoryDocument(version),
    errors: [{ path: [...schemaAt(version, 'InventoryChange'), 'properties', 'error'], message: /^success response body has a top-level "error" property/ }],
  }))),
});

/** Otoroshi's `POST /api/scripts/_compile` ("Compile a script") answering the compiler's diagnostic `{done, error}`: a failed compilation is the answer. */
const compilationResult = { type: 'object', properties: { done: { type: 'boolean' }, error: { type: 'object', properties: { line: { type: 'integer' }, column: { type: 'integer' }, file: { type: 'string' }, message: { type: 'string' } } } } };
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /api/scripts/_compile\` answering the compiler's diagnostic, through a $ref (${version})`,
    document: answeringWith(version, '/api/scripts/_compile', compilationResult),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /api/scripts\` answering the same body reports its own failure in a success (${version})`,
    document: answeringWith(version, '/api/scripts', compilationResult),
    errors: [{ path: [...answerAt(version), 'error'], message: message('error') }],
  })),
});

/**
 * Azure Batch's `Pool_EvaluateAutoScale` (`POST /pools/{poolId}/evaluateautoscale`, "primarily for
 * validating an autoscale formula") answering `AutoScaleRun` `{timestamp, results, error}`: a
 * formula that fails to evaluate is what was asked for. The operationId names the action after the
 * resource, `Resource_Action`, as AutoRest writes Azure's.
 */
const autoScaleRun = { type: 'object', properties: { timestamp: { type: 'string', format: 'date-time' }, results: { type: 'string' }, error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } } } };
const withOperationId = (document: Record<string, unknown>, pathKey: string, operationId: string) => {
  const paths = document['paths'] as Record<string, { post: Record<string, unknown> }>;
  const pathItem = paths[pathKey];
  if (pathItem !== undefined) pathItem.post['operationId'] = operationId;
  return document;
};
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an evaluation named \`Resource_Action\` answering its results and the error that stopped them: \`Pool_EvaluateAutoScale\`, through a $ref (${version})`,
    document: withOperationId(answeringWith(version, '/pools/{poolId}/evaluateautoscale', autoScaleRun), '/pools/{poolId}/evaluateautoscale', 'Pool_EvaluateAutoScale'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `an action that evaluates nothing answering the same body reports its own failure in a success: \`Pool_Resize\` (${version})`,
      document: withOperationId(answeringWith(version, '/pools/{poolId}/resize', autoScaleRun), '/pools/{poolId}/resize', 'Pool_Resize'),
      errors: [{ path: [...answerAt(version), 'error'], message: message('error') }],
    },
    {
      name: `an evaluation answering an error beside no results or outcome: \`Pool_EvaluateAutoScale\` answering \`{timestamp, formula, error}\` (${version})`,
      document: withOperationId(answeringWith(version, '/pools/{poolId}/evaluateautoscale', { ...autoScaleRun, properties: { timestamp: autoScaleRun.properties.timestamp, formula: { type: 'string' }, error: autoScaleRun.properties.error } }), '/pools/{poolId}/evaluateautoscale', 'Pool_EvaluateAutoScale'),
      errors: [{ path: [...answerAt(version), 'error'], message: message('error') }],
    },
  ]),
});

/**
 * Apps Script's `POST /v1/scripts/{scriptId}:run` answering `Operation` `{done, error, response}`:
 * the execution the call started, whose `error` is the exception the script threw. A POST whose
 * last word names a run (`run-nouns`) answers that run, with no id of its own.
 */
const execution = { type: 'object', properties: { done: { type: 'boolean' }, error: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' } } }, response: { type: 'object' } } };
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a custom method that runs, \`{scriptId}:run\`, answering whether the run is done and its error, through a $ref (${version})`, document: answeringWith(version, '/v1/scripts/{scriptId}:run', execution) },
    { name: `an action that runs a job, \`/jobs/{id}/run\`, answering the same (${version})`, document: answeringWith(version, '/jobs/{id}/run', execution) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a custom method that starts no run answering the same body: \`{scriptId}:copy\` (${version})`,
      document: answeringWith(version, '/v1/scripts/{scriptId}:copy', execution),
      errors: [{ path: [...answerAt(version), 'error'], message: message('error') }],
    },
    {
      name: `a run answering an error beside no state of the run (${version})`,
      document: answeringWith(version, '/v1/scripts/{scriptId}:run', { ...execution, properties: { error: execution.properties.error, response: execution.properties.response } }),
      errors: [{ path: [...answerAt(version), 'error'], message: message('error') }],
    },
  ]),
});

/**
 * GoodData's `POST /dataSources/{dataSourceId}/test` (`testDataSource`) answering `TestResponse`
 * `{successful, error, queryDurationMillis}`: whether the connection test passed, and why not. A
 * check's outcome stated as `successful` (`outcome-fields`) beside its error.
 */
const testResponse = { type: 'object', required: ['successful'], properties: { successful: { type: 'boolean' }, error: { type: 'string' }, queryDurationMillis: { type: 'object' } } };
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a connection test answering \`{successful, error}\`, through a $ref (${version})`, document: answeringWith(version, '/dataSources/{dataSourceId}/test', testResponse) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an action that tests nothing answering the same body reports its own failure in a success (${version})`,
    document: answeringWith(version, '/dataSources/{dataSourceId}/archive', testResponse),
    errors: [{ path: [...answerAt(version), 'error'], message: message('error') }],
  })),
});

/**
 * Slurm's `GET /slurm/v0.0.45/diag/` answering `{statistics, meta, errors, warnings}` under `200`
 * and `default` alike (behind a `$ref`): the body its failures answer carries the request's errors,
 * so `warnings` beside them makes no record's own diagnostics (`answers-failures-alike`); with
 * another body under `default`, errors beside warnings stay a record's own diagnostics.
 */
const diagDocument = (version: string, failureSchema: string) => schemaDocument(version, {
  '/diag': { get: { responses: { '200': referencedAnswer(version, 'DiagResponse', 'diagnostic results'), default: referencedAnswer(version, failureSchema, 'the failure') } } },
}, {
  DiagResponse: { type: 'object', properties: { statistics: { type: 'object' }, meta: { type: 'object' }, errors: { type: 'array', items: { type: 'object', properties: { description: { type: 'string' } } } }, warnings: { type: 'array', items: { type: 'object', properties: { description: { type: 'string' } } } } } },
  Problem: { type: 'object', properties: { error: { type: 'string' }, message: { type: 'string' } } },
});
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `errors beside warnings, the failure answered apart (${version})`, document: diagDocument(version, 'Problem') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `errors beside warnings in the body the failures answer too (${version})`,
    document: diagDocument(version, 'DiagResponse'),
    errors: [{ path: [...schemaAt(version, 'DiagResponse'), 'properties', 'errors'], message: message('errors') }],
  })),
});

/**
 * GoToSocial's `POST /api/v1/admin/domain_permission_subscriptions` answers the subscription it
 * made, `{id, uri, fetched_at, error}`, its `error` marked `readOnly`: the last fetch's, which only
 * the server writes, part of the record, no error of the request. Not marked so, or beside a
 * `request_id` rather than an `id` of the record's own, it is judged.
 */
const subscriptionDocument = (version: string, readOnly: boolean) => {
  const subscription = { type: 'object', properties: { id: { type: 'string' }, uri: { type: 'string' }, fetched_at: { type: 'string' }, error: { type: 'string', ...(readOnly ? { readOnly: true } : {}) } } };
  return schemaDocument(version, { '/api/v1/admin/domain_permission_subscriptions': { post: { responses: { '200': referencedAnswer(version, 'Subscription', 'the subscription') } } } }, { Subscription: subscription });
};
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a record's own \`error\`, readOnly, beside its id (${version}, through a $ref)`, document: subscriptionDocument(version, true) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `an \`error\` a create answers, not marked readOnly, is the request's (${version}, through a $ref)`,
      document: subscriptionDocument(version, false),
      errors: [{ path: [...schemaAt(version, 'Subscription'), 'properties', 'error'], message: /success response body has a top-level "error" property/ }],
    },
    {
      name: `readOnly \`errors\` beside a \`request_id\` are the request's (ShipEngine's \`error_response_body\`) (${version}, through a $ref)`,
      document: schemaDocument(version, { '/v1/pickups': { post: { responses: { '200': referencedAnswer(version, 'Body', 'the pickup') } } } }, { Body: { type: 'object', properties: { request_id: { type: 'string' }, errors: { type: 'array', readOnly: true, items: { type: 'object', properties: { message: { type: 'string' } } } } } } }),
      errors: [{ path: [...schemaAt(version, 'Body'), 'properties', 'errors'], message: /success response body has a top-level "errors" property/ }],
    },
  ]),
});

/**
 * Sure's `POST /api/v1/chats` (behind a `$ref`) answers `ChatDetail`, `{id, title, error}`, the very
 * record `GET /api/v1/chats/{id}` reads back: the chat it made, whose `error` is the chat's own (its
 * last reply's failure), as the read's is. With no read of the chat answering it, the create's
 * `error` is the request's, and is judged; so is a list of `errors` there (Netlify's `POST
 * /dns_zones`), which may be the request's partial failures.
 */
const chatItemPaths = (version: string) => ({ '/api/v1/chats/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': referencedAnswer(version, 'ChatDetail', 'the chat') } } } });
const chatDocument = (version: string, itemPaths: Record<string, object>, error: object = { error: { type: 'string' } }) => withSchemas(version, withPathItemBehindRef(version, '/api/v1/chats', 'chats', {
  post: { responses: { '201': referencedAnswer(version, 'ChatDetail', 'the chat') } },
}, itemPaths), { ChatDetail: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, ...error } } });
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a create answering the record its item's GET reads back: \`POST /api/v1/chats\` beside \`GET /api/v1/chats/{id}\` (${version}, through a $ref)`,
    document: chatDocument(version, chatItemPaths(version)),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `with no read of the chat (${version}, through a $ref)`,
      document: chatDocument(version, {}),
      errors: [{ path: [...schemaAt(version, 'ChatDetail'), 'properties', 'error'], message: /success response body has a top-level "error" property/ }],
    },
    {
      name: `a list of \`errors\` in the record the create answers (${version}, through a $ref)`,
      document: chatDocument(version, chatItemPaths(version), { errors: { type: 'array', items: { type: 'string' } } }),
      errors: [{ path: [...schemaAt(version, 'ChatDetail'), 'properties', 'errors'], message: /success response body has a top-level "errors" property/ }],
    },
  ]),
});

/**
 * The Cassandra Management API's `GET /jobs/job?job_id=…` (behind a `$ref`), answering `Job`
 * `{id, type, status, error}` under `200` and, for an unknown job, under `404` too: a job's record,
 * its id beside its status, keeps the job's own error wherever else the document answers it.
 */
const jobDocument = (version: string, fields: Record<string, object>) => withSchemas(version, withPathItemBehindRef(version, '/jobs/job', 'job', {
  get: { parameters: [parameterOf(version, 'job_id', 'query')], responses: { '200': referencedAnswer(version, 'Job', 'the job'), '404': referencedAnswer(version, 'Job', 'no such job') } },
}), { Job: { type: 'object', properties: { id: { type: 'string' }, ...fields, error: { type: 'string' } } } });
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a job's record with its status holds its own error, though a 404 answers it too (${version}, through a $ref)`,
    document: jobDocument(version, { type: { type: 'string' }, status: { type: 'string', enum: ['ERROR', 'COMPLETED', 'WAITING'] } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `without a status, the body its 404 answers carries the request's error (${version}, through a $ref)`,
    document: jobDocument(version, { type: { type: 'string' } }),
    errors: [{ path: [...schemaAt(version, 'Job'), 'properties', 'error'], message: /top-level "error" property/ }],
  })),
});

/**
 * ChirpStack's `GET /api/devices/{devEui}/link-metrics` answering `{rxPackets: Metric, gwRssi: Metric,
 * gwSnr: Metric, errors: Metric}` (behind a `$ref`): `errors` is the very record its siblings are, one
 * series of the metrics, the uplink errors counted. `errors` as a record of its own beside them
 * (`{code, message}`), or beside one sibling alike only, is reported.
 */
const metric = { type: 'object', properties: { name: { type: 'string' }, timestamps: { type: 'array', items: { type: 'string' } }, datasets: { type: 'array', items: { type: 'object' } } } };
const linkMetricsDocument = (version: string, errors: string, siblings: readonly string[]) => {
  const at = (name: string) => ({ $ref: `#/${schemaAt(version, name).join('/')}` });
  const metrics = { type: 'object', properties: { ...Object.fromEntries(siblings.map((sibling) => [sibling, at('Metric')])), errors: at(errors) } };
  return schemaDocument(version, { '/api/devices/{devEui}/link-metrics': { get: { parameters: [parameterOf(version, 'devEui', 'path')], responses: { '200': referencedAnswer(version, 'LinkMetrics', 'the metrics') } } } }, { LinkMetrics: metrics, Metric: metric, Problem: problem });
};
testRule('no-error-in-success', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`errors\` a metric beside the metrics alike (${version}, through a $ref)`, document: linkMetricsDocument(version, 'Metric', ['rxPackets', 'gwRssi', 'gwSnr']) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`errors\` a problem beside the metrics (${version}, through a $ref)`, document: linkMetricsDocument(version, 'Problem', ['rxPackets', 'gwRssi', 'gwSnr']) },
    { name: `\`errors\` a metric beside one metric only (${version}, through a $ref)`, document: linkMetricsDocument(version, 'Metric', ['rxPackets']) },
  ].map((entry) => ({ ...entry, errors: [{ path: [...schemaAt(version, 'LinkMetrics'), 'properties', 'errors'], message: /^success response body has a top-level "errors" property/ }] }))),
});
