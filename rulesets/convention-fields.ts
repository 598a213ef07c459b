/**
 * The field names the conventions fix, for the document rules and the live checks alike: a list
 * answers an envelope (§2), every error carries one body shape (§7.2), and a success carries no
 * error (§7.1). Messages spell them too, as the words a reader sees.
 */

/** The list envelope: the page's items, and the total count of items. */
export const LIST_ITEMS_FIELD = 'data';
export const LIST_TOTAL_FIELD = 'total';
/** The next page's cursor, named in the API's casing. */
export const NEXT_CURSOR_FIELD = { snake_case: 'next_cursor', camelCase: 'nextCursor' } as const;
/** The cursor's names, snake_case first. */
export const NEXT_CURSOR_FIELDS = [NEXT_CURSOR_FIELD.snake_case, NEXT_CURSOR_FIELD.camelCase] as const;

/** The error body: required strings `error` and `message`, and `field` naming the input at fault. */
export const ERROR_BODY_REQUIRED_FIELDS = ['error', 'message'] as const;
export const ERROR_BODY_FIELD_FIELD = 'field';
/** Properties that mark a body as an error: never at the top of a success. */
export const ERROR_MARKER_FIELDS = ['error', 'errors'] as const;
