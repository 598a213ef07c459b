import { describe, expect, it } from 'vitest';
import { walksThroughInherited } from '../../src/spectral-internals/ref-pointer-guard.js';

/** Which JSON pointers the guard in front of Spectral's resolver refuses, over one document. */

const document = {
  info: { title: 'Guarded' },
  paths: { '/users/{id}': { get: { parameters: [{ name: 'id' }] } } },
  components: { schemas: { constructor: { type: 'string' }, sort: { type: 'string' }, 'a/b': { type: 'object' }, Ref: { $ref: '#/components/schemas/sort' } } },
};

describe('walksThroughInherited', () => {
  const followed: Array<[string, string]> = [
    ['the whole document', ''],
    ['a member', '/info/title'],
    ['an escaped path key', '/paths/~1users~1{id}/get'],
    ['a percent-encoded path key', '/paths/%7E1users%7E1%7Bid%7D/get'],
    ['an array item', '/paths/~1users~1{id}/get/parameters/0/name'],
    ['a schema named like a built-in method', '/components/schemas/sort'],
    ['a schema named constructor, written in the document', '/components/schemas/constructor/type'],
    ['a key holding a slash', '/components/schemas/a~1b'],
    ['a member that is missing (the resolver reports it)', '/components/schemas/Nowhere/type'],
    ['a character of a string, which it owns', '/info/title/0'],
  ];
  for (const [name, pointer] of followed) {
    it(`follows ${name}`, () => {
      expect(walksThroughInherited(document, pointer)).toBe(false);
    });
  }

  const refused: Array<[string, string]> = [
    ['Object.prototype through constructor', '/constructor/prototype'],
    ['__proto__', '/__proto__/polluted'],
    ['a method of every object', '/info/hasOwnProperty'],
    ['String.prototype through a string', '/info/title/constructor/prototype'],
    ['an array method', '/paths/~1users~1{id}/get/parameters/map'],
    ['a member of a $ref object that only its target holds', '/components/schemas/Ref/constructor'],
  ];
  for (const [name, pointer] of refused) {
    it(`refuses ${name}`, () => {
      expect(walksThroughInherited(document, pointer)).toBe(true);
    });
  }
});
