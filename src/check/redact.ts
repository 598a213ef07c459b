/** Keeps secrets out of every message, report and notice `check` prints. */

export const REDACTED = '[REDACTED]';

/** Header names whose values are credentials or may be. */
const SENSITIVE_HEADER = /auth|token|key|secret|cookie|session|signature|password|credential/i;

export function isSensitiveHeader(name: string): boolean {
  return SENSITIVE_HEADER.test(name);
}

/** The forms a secret may take on the wire: as given, URL-encoded, and Base64 (Basic auth). */
function wireForms(secret: string): string[] {
  const forms = [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')];
  return forms.filter((form) => form.length > 0);
}

export class Redactor {
  private readonly secrets: string[];

  constructor(secrets: Iterable<string | undefined>) {
    const all = new Set<string>();
    for (const secret of secrets) {
      if (secret === undefined || secret.length === 0) continue;
      for (const form of wireForms(secret)) all.add(form);
    }
    // Longest first, so a secret that contains another is removed whole.
    this.secrets = [...all].sort((left, right) => right.length - left.length);
  }

  redact(text: string): string {
    let result = text;
    for (const secret of this.secrets) result = result.split(secret).join(REDACTED);
    return result;
  }
}
