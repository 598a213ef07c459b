// Paths that run an action with an argument: no singular collection and its item (path-plural-collections),
// no POST on an item (method-path-semantics), no create that must carry a body (method-body-semantics).
const info = { title: 't', version: '1' };
const ok = { responses: { '204': { description: 'done' } } };

export const actionWithArgumentCases = [
  {
    name: 'a verb and what it acts on, on a POST-only path: `POST /listings/{listing_id}/bump/{budget_type}`, `POST /agents/{agentNum}/add/{ip}` (3.0)',
    document: { openapi: '3.0.3', info, paths: { '/listings/{listing_id}/bump': { get: { responses: { '200': { description: 'the bump tiers', content: { 'application/json': { schema: { type: 'object' } } } } } } }, '/listings/{listing_id}/bump/{budget_type}': { post: ok }, '/agents/{agentNum}/add/{ip}': { post: ok } } },
  },
  {
    name: 'an action on a collection with its argument, behind a $ref: `POST /classes/enroll/{enrollmentCode}` (2.0)',
    document: { swagger: '2.0', info, paths: { '/classes': { get: ok }, '/classes/enroll/{enrollmentCode}': { $ref: '#/x-paths/enroll' } }, 'x-paths': { enroll: { post: ok } } },
  },
  {
    name: 'a noun-verb acting on another thing: `POST /payments/{paymentId}/refund/{reasonCode}` (3.1)',
    document: { openapi: '3.1.0', info, paths: { '/payments/{paymentId}/refund/{reasonCode}': { post: ok } } },
  },
];
