/** An error the user can act on: printed as one line, exit code 2, no stack trace. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
