import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import type { AppEnv } from '../../http/types';

/** Session cookie: a random token; the database keeps only its SHA-256 (a leaked table logs no one in). */
export const SESSION_COOKIE = 'bt_session';

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session for a customer and returns the cookie value (login flows of issue 5 call this). */
export async function createSession(db: Db, customerId: number, now: Date, days = 30): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + days * 86_400_000);
  await db.execute(sql`insert into customer_sessions (token_hash, customer_id, expires_at, created_at)
                       values (${hashSessionToken(token)}, ${customerId}, ${expires.toISOString()}, ${now.toISOString()})`);
  return token;
}

export async function customerIdForToken(db: Db, token: string, now: Date): Promise<number | null> {
  const [row] = await queryRows<{ customer_id: number | string }>(
    db,
    sql`select customer_id from customer_sessions where token_hash = ${hashSessionToken(token)} and expires_at > ${now.toISOString()}`,
  );
  return row ? Number(row.customer_id) : null;
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
