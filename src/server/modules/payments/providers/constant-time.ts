import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a received secret or signature with ours in time that does not depend on where they
 * differ (the length of our own value is no secret).
 */
export function constantTimeEqual(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}
