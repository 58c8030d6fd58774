import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LOGGED_IN_HINT_COOKIE, SESSION_COOKIE as SESSION_COOKIE_NAME, SESSION_DAYS, SESSION_IDLE_DAYS } from '@/contracts/auth';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import type { AppEnv } from '../../http/types';

/** Session cookie: a random token; the database keeps only its SHA-256 (a leaked table logs no one in). */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session for a customer and returns the cookie value (login flows of issue 5 call this). */
export async function createSession(db: Db, customerId: number, now: Date, days = SESSION_DAYS, userAgent: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + days * 86_400_000);
  await db.execute(sql`insert into customer_sessions (token_hash, customer_id, expires_at, created_at, user_agent, last_seen_at)
                       values (${hashSessionToken(token)}, ${customerId}, ${expires.toISOString()}, ${now.toISOString()},
                               ${userAgent ? userAgent.slice(0, 300) : null}, ${now.toISOString()})`);
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
  const [row] = await queryRows<{ customer_id: number | string; last_seen_at: unknown; created_at: unknown }>(
    db,
    sql`select s.customer_id, s.last_seen_at, s.created_at from customer_sessions s join customers c on c.id = s.customer_id
        where s.token_hash = ${hash} and s.expires_at > ${now.toISOString()} and c.deleted_at is null`,
  );
  if (!row) return null;
  const seenAt = row.last_seen_at ?? row.created_at;
  const seen = (seenAt instanceof Date ? seenAt : new Date(String(seenAt))).getTime();
  if (now.getTime() - seen >= idleDays * 86_400_000) {
    await db.execute(sql`delete from customer_sessions where token_hash = ${hash}`);
    return null;
  }
  if (now.getTime() - seen >= SEEN_RESOLUTION_MS) {
    await db.execute(sql`update customer_sessions set last_seen_at = ${now.toISOString()} where token_hash = ${hash}`);
  }
  return Number(row.customer_id);
}

/** The logged-in customer of this request, looked up once per request. */
export async function currentCustomerId(c: Context<AppEnv>): Promise<number | null> {
  const cached = c.get('customerId');
  if (cached !== undefined) return cached;
  const token = getCookie(c, SESSION_COOKIE);
  const id = token ? await customerIdForToken(c.get('db'), token, c.get('now')) : null;
  c.set('customerId', id);
  return id;
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.execute(sql`delete from customer_sessions where token_hash = ${hashSessionToken(token)}`);
}

/** Revokes every session of a customer but (optionally) the one of this request. */
export async function deleteCustomerSessions(db: Db, customerId: number, keepToken?: string): Promise<number> {
  const keep = keepToken ? sql`and token_hash <> ${hashSessionToken(keepToken)}` : sql``;
  const rows = await queryRows<{ token_hash: string }>(db, sql`delete from customer_sessions where customer_id = ${customerId} ${keep} returning token_hash`);
  return rows.length;
}

/**
 * Login: the session id rotates — the request's old session (if any) is deleted and a new one
 * is issued, so a session id planted before login (fixation) is worth nothing after it.
 */
export async function startSession(c: Context<AppEnv>, customerId: number, secure: boolean): Promise<void> {
  const db = c.get('db');
  const old = getCookie(c, SESSION_COOKIE);
  if (old) await deleteSessionByToken(db, old);
  const token = await createSession(db, customerId, c.get('now'), SESSION_DAYS, c.req.header('user-agent') ?? null);
  const maxAge = SESSION_DAYS * 86_400;
  setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge });
  setCookie(c, LOGGED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'Lax', secure, maxAge });
  c.set('customerId', customerId);
  c.set('sessionToken', token);
}

/** Logout: the server forgets the session, the browser its cookies. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deleteSessionByToken(c.get('db'), token);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, LOGGED_IN_HINT_COOKIE, { path: '/' });
  c.set('customerId', null);
  c.set('sessionToken', null);
}
