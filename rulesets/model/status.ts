/** Status code keys of a responses object: `404`, `4XX`, `default`. */

export function isErrorStatus(status: string): boolean {
  return status === 'default' || /^[45](\d\d|XX)$/i.test(status);
}

export function isSuccessStatus(status: string): boolean {
  return /^2(\d\d|XX)$/i.test(status);
}

export function isClientErrorStatus(status: string): boolean {
  return /^4(\d\d|XX)$/i.test(status);
}
