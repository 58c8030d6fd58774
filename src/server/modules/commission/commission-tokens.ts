import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Commission access tokens (docs/adr/0030). The private token is 256 random bits, base64url (43
 * characters), in the dashboard's path; only its SHA-256 digest is stored, so the database alone
 * opens nothing. A lookup hashes what was presented and finds the row by digest (an index on a
 * digest the caller cannot steer leaks nothing about the token through timing) and then compares
 * the digests in constant time. The public token is 128 random bits (22 characters).
 */
export const PRIVATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const newPrivateToken = (): string => randomBytes(32).toString('base64url');
export const newPublicToken = (): string => randomBytes(16).toString('base64url');

export const tokenDigest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time equality of two hex digests of the same length. */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
