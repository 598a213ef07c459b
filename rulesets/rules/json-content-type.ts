import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { BodyModel, MediaBody, ResponseModel } from '../model/api-model.js';
import type { Facts } from '../model/facts.js';
import { isJsonMediaType, isRangeIncludingJson, isStreamedBody, mediaTypeMatches } from '../model/media-types.js';
import { sendsNoContent } from '../model/status.js';

const EXPECTED = 'offer application/json (text/event-stream and configured allowedMediaTypes aside)';

/**
 * JSON is offered, or every type offered is configured or a stream (§6): server-sent events, or
 * in 3.2 a sequence of items an `itemSchema` describes (JSON Lines, JSON text sequences).
 */
function offersAcceptableMediaTypes(bodies: readonly MediaBody[], allowed: readonly string[]): boolean {
  return bodies.some((body) => isJsonMediaType(body.mediaType)) || bodies.every((body) => isStreamedBody(body) || mediaTypeMatches(body.mediaType, allowed));
}

function samePath(left: readonly unknown[], right: readonly unknown[]): boolean {
  return left.length === right.length && left.every((part, index) => part === right[index]);
}

function checkRequestBody(facts: Facts, body: BodyModel): ReportedResult<keyof typeof messages> | undefined {
  const mediaTypes = body.bodies.map((media) => media.mediaType);
  if (!body.mediaTypesDeclared || mediaTypes.length === 0 || offersAcceptableMediaTypes(body.bodies, facts.options.allowedMediaTypes)) return undefined;
  // A request body declared as `*/*` or `application/*` accepts JSON too. A response declared so
  // promises no JSON, and is still reported.
  if (mediaTypes.some(isRangeIncludingJson)) return undefined;
  const offered = mediaTypes.join(', ');
  if (facts.model.version !== '2.0') {
    return { path: body.mediaTypesPath, messageId: 'requestNotJson', data: { offered } };
  }
  // 2.0 form parameters with no `consumes` anywhere make a form-encoded body.
  if (samePath(body.mediaTypesPath, body.path)) {
    return { path: body.path, messageId: 'formParameter', data: { name: String(body.node['name']), offered } };
  }
  return { path: body.mediaTypesPath, messageId: 'consumesNotJson', data: { offered } };
}

function checkResponse(facts: Facts, response: ResponseModel): ReportedResult<keyof typeof messages> | undefined {
  const mediaTypes = response.bodies.map((media) => media.mediaType);
  if (sendsNoContent(response.status) || !response.mediaTypesDeclared || mediaTypes.length === 0 || offersAcceptableMediaTypes(response.bodies, facts.options.allowedMediaTypes)) return undefined;
  const offered = mediaTypes.join(', ');
  return { path: response.mediaTypesPath, messageId: facts.model.version === '2.0' ? 'producesNotJson' : 'responseNotJson', data: { offered } };
}

/** Its messages by id. */
const messages = {
  requestNotJson: `request body offers {{offered}} but not application/json; ${EXPECTED}`,
  formParameter: 'form parameter "{{name}}" makes the request body {{offered}} (no consumes is declared); take a JSON body: an in: body parameter with consumes [application/json]',
  consumesNotJson: `consumes lists {{offered}} but not application/json; ${EXPECTED}`,
  responseNotJson: `response offers {{offered}} but not application/json; ${EXPECTED}`,
  producesNotJson: `produces lists {{offered}} but not application/json; ${EXPECTED}`,
} as const;

export default defineRule({
  id: 'json-content-type',
  messages,
  options: {
    allowedMediaTypes: 'media types that pass without JSON beside them (`text/csv`, `application/pdf`)',
  },
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    for (const operation of facts.model.operations) {
      const bodyResult = operation.requestBody === undefined ? undefined : checkRequestBody(facts, operation.requestBody);
      if (bodyResult !== undefined) results.push(bodyResult);
      for (const response of operation.responses) {
        const responseResult = checkResponse(facts, response);
        if (responseResult !== undefined) results.push(responseResult);
      }
    }
    return results;
  },
});
