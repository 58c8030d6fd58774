import { randomId } from './randomId';

/**
 * One Idempotency-Key per checkout attempt: the same body (a double click, a retry after a lost
 * answer) is sent with the same key, so the API answers with the order it already created; any
 * change of the body is a new attempt with a new key (the API refuses a reused key with another
 * body).
 */
export function createIdempotencyKeeper(newKey: () => string = randomId) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (!current || current.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
  };
}
export type IdempotencyKeeper = ReturnType<typeof createIdempotencyKeeper>;
