/**
 * Documents that reuse their parts through YAML anchors, aliases and merge keys. Each marks the
 * line a finding must land on with a comment `# <- name` (`lineOf` in marked-lines.ts).
 */

/** Fields of a schema anchored in one response and aliased in another (3.x, after the version line). */
export const FIELDS_3 = `info: {title: Pets, version: 1.0.0}
security: []
paths:
  /v1/pets:
    get:
      operationId: list_pets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  data:
                    type: array
                    items: &pet
                      type: object
                      properties:
                        pet_id: {type: string}
                        owner_name: {type: string}
                        birth_date: {type: string}
                        petName: # <- field
                          type: string
                  next_cursor: {type: string}
                  total: {type: integer}
  /v1/pets/{pet_id}:
    parameters:
      - {name: pet_id, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_pet
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: *pet
`;

/** Error responses without a body: two brought in by a merge key, one an alias of an anchored response. */
export const ERRORS_3 = `info: {title: Pets, version: 1.0.0}
security: []
x-common-responses: &common
  '404': # <- merged 404
    description: missing
  '500': &broken # <- anchored 500
    description: broken
paths:
  /v1/pets/{pet_id}:
    parameters:
      - {name: pet_id, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_pet
      responses:
        <<: *common
        '200':
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {pet_id: {type: string}, owner_name: {type: string}}}
    delete:
      operationId: delete_pet
      responses:
        '204': {description: gone}
        '500': *broken # <- alias 500
`;

/** A merged mapping whose response's schema is itself an alias: merge key, then alias, then inside. */
export const MERGED_ALIAS_3 = `info: {title: Pets, version: 1.0.0}
security: []
x-shapes:
  owner: &owner
    type: object
    properties:
      owner_id: {type: string}
      full_name: {type: string}
      birth_date: {type: string}
      ownerNickname: {type: string} # <- nickname
x-responses: &owner_responses
  '200':
    description: ok
    content:
      application/json:
        schema: *owner
paths:
  /v1/owners/{owner_id}:
    parameters:
      - {name: owner_id, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_owner
      responses:
        <<: *owner_responses
`;

/** Swagger 2.0: a schema anchored in a response, aliased in a body parameter and another response; a response aliased. */
export const FIELDS_2 = `info: {title: Pets, version: 1.0.0}
security: []
produces: [application/json]
paths:
  /v1/pets/{pet_id}:
    parameters:
      - {name: pet_id, in: path, required: true, type: string}
    get:
      operationId: get_pet
      responses:
        '200':
          description: ok
          schema: &pet
            type: object
            properties:
              pet_id: {type: string}
              owner_name: {type: string}
              birth_date: {type: string}
              petName: {type: string} # <- field
    put:
      operationId: replace_pet
      parameters:
        - {name: body, in: body, required: true, schema: *pet}
      responses:
        '200':
          description: ok
          schema: *pet
        '400': &invalid # <- anchored 400
          description: invalid
        '422': *invalid # <- alias 422
`;

/** The document in `version` (`2.0` for Swagger). */
export function textOf(version: string, document: string): string {
  return `${version === '2.0' ? "swagger: '2.0'" : `openapi: ${version}`}\n${document}`;
}
