/** Exponential backoff: base, 2×, 4×... capped at an hour, so a failing mail is retried for a while, not forever. */
export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_RETRY_BASE_MS = 10_000;
/** A claimed job not finished by then is taken to have crashed with its process, and runs again. */
export const DEFAULT_LEASE_MS = 10 * 60_000;
