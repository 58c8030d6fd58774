import { createHash, randomBytes } from 'node:crypto';
import { SESSION_COOKIE as SESSION_COOKIE_NAME, SESSION_DAYS, SESSION_IDLE_DAYS } from '@/contracts/auth';
import type { Db } from '../../db/client';
import * as repo from './customers.repository';

/** Session cookie: a random token; the database keeps only its SHA-256 (a leaked table logs no one in). */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session for a customer and returns the cookie value (login flows of issue 5 call this). */
export async function createSession(db: Db, customerId: number, now: Date, days = SESSION_DAYS, userAgent: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  await repo.insertSession(db, { tokenHash: hashSessionToken(token), customerId, expiresAt, now, userAgent: userAgent ? userAgent.slice(0, 300) : null });
  return token;
}

/** last_seen_at is written at most this often (not on every request). */
const SEEN_RESOLUTION_MS = 5 * 60_000;

/**
 * The customer of a session token: the session must be within its absolute lifetime (expires_at)
 * and seen within SESSION_IDLE_DAYS; use moves last_seen_at forward. An idle session is deleted.
 */
export async function customerIdForToken(db: Db, token: string, now: Date, idleDays = SESSION_IDLE_DAYS): Promise<number | null> {
  const hash = hashSessionToken(token);
  const row = await repo.findLiveSession(db, hash, now);
  if (!row) return null;
  const seenAt = row.last_seen_at ?? row.created_at;
  const seen = (seenAt instanceof Date ? seenAt : new Date(String(seenAt))).getTime();
  if (now.getTime() - seen >= idleDays * 86_400_000) {
    await repo.deleteSession(db, hash);
    return null;
  }
  if (now.getTime() - seen >= SEEN_RESOLUTION_MS) await repo.touchSession(db, hash, now);
  return Number(row.customer_id);
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await repo.deleteSession(db, hashSessionToken(token));
}

/** Revokes every session of a customer but (optionally) the one of this request. */
export async function deleteCustomerSessions(db: Db, customerId: number, keepToken?: string): Promise<number> {
  return repo.deleteSessionsOf(db, customerId, keepToken ? hashSessionToken(keepToken) : undefined);
}

/**
 * Login: the session id rotates — the browser's old session (if any) is deleted and a new one is
 * issued, so a session id planted before login (fixation) is worth nothing after it. Returns the
 * new token; the route puts it in the cookie.
 */
export async function rotateSession(db: Db, customerId: number, now: Date, browser: { oldToken?: string | null; userAgent?: string | null }): Promise<string> {
  if (browser.oldToken) await deleteSessionByToken(db, browser.oldToken);
  return createSession(db, customerId, now, SESSION_DAYS, browser.userAgent ?? null);
}
