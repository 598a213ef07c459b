/** Reading server URLs: their scheme and host, and whether credentials sent to them are protected. */

export interface ServerUrlParts {
  /** Lower-case scheme; undefined for a relative URL (`/api`, `//host/api`). */
  scheme: string | undefined;
  /** Lower-case host without port or user info; IPv6 keeps its brackets. */
  host: string | undefined;
}

// A scheme counts only before `//`: `localhost:8080` is a host and port, not a scheme.
const SCHEME = /^([a-z][a-z\d+.-]*):\/\//i;
const AUTHORITY = /^(?:[a-z][a-z\d+.-]*:)?\/\/([^/?#]*)/i;

export function serverUrlParts(url: string): ServerUrlParts {
  const trimmed = url.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  const authority = AUTHORITY.exec(trimmed)?.[1];
  if (authority === undefined) return { scheme, host: undefined };
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1).toLowerCase();
  const host = hostAndPort.startsWith('[') ? hostAndPort.slice(0, hostAndPort.indexOf(']') + 1) : hostAndPort.split(':')[0];
  return { scheme, host: host === '' ? undefined : host };
}

/**
 * localhost (and `*.localhost`, RFC 6761), 127.0.0.0/8 and ::1: traffic that never leaves the
 * machine. So does the unspecified address (`0.0.0.0`, `::`) written as a destination, as a server
 * bound to every interface prints its own URL (rswag's `http://0.0.0.0:3000`): a client connecting
 * to it reaches its own machine.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]' || name === '[0:0:0:0:0:0:0:1]' || name === '0.0.0.0' || name === '[::]';
}

const ENCRYPTED_SCHEMES = new Set(['https', 'wss']);

/** Credentials sent to this URL are encrypted in transit, or never leave the machine. */
export function protectsCredentials(url: string): boolean {
  const { scheme, host } = serverUrlParts(url);
  if (scheme === undefined) return true;
  if (ENCRYPTED_SCHEMES.has(scheme)) return true;
  return host !== undefined && isLoopbackHost(host);
}
