import { pathToFileURL } from 'node:url';
import type { Document } from '@stoplight/spectral-core';
import type { Resolver } from '@stoplight/spectral-ref-resolver';
import { parseMeasuredText, syntaxOf } from '../parse/parse-document.js';

/** A resolver's URI for a file (a plain absolute path) or a URL, as ajv resolves `$ref`s against. */
export function toUri(location: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(location) ? location : pathToFileURL(location).href;
}

interface ParsedTarget {
  result: unknown;
  targetAuthority: { href(): string };
}

export interface ResolvedWithFiles {
  result: unknown;
  errors: Array<{ message: string }>;
}

/**
 * Resolves the `$ref`s of `data` (the document at `baseUri`) with `resolver`, one made under lint's
 * `$ref` policy: every file it reads is parsed as lint parses documents (the resolver has already
 * measured it against the same bounds), and `onFile` hears of each, by URI, with its parsed document.
 */
export async function resolveWithFiles(resolver: Resolver, data: unknown, baseUri: string, onFile: (uri: string, document: Document) => void): Promise<ResolvedWithFiles> {
  const resolved = await resolver.resolve(data, {
    baseUri,
    parseResolveResult: (target: ParsedTarget) => {
      const location = target.targetAuthority.href().replace(/\/$/, '');
      const referenced = String(target.result);
      const outcome = parseMeasuredText(referenced, location, syntaxOf(location, referenced));
      if (outcome.problem !== undefined) return Promise.resolve({ error: new Error(`${location}: ${outcome.problem.message}`) });
      onFile(toUri(location), outcome.document);
      return Promise.resolve({ result: outcome.document.data });
    },
  });
  return resolved;
}
