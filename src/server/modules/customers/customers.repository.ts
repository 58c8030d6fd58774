import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

export interface SessionRow { customer_id: number | string; last_seen_at: unknown; created_at: unknown }

export async function insertSession(
  db: Db, row: { tokenHash: string; customerId: number; expiresAt: Date; now: Date; userAgent: string | null },
): Promise<void> {
  await db.execute(sql`insert into customer_sessions (token_hash, customer_id, expires_at, created_at, user_agent, last_seen_at)
                       values (${row.tokenHash}, ${row.customerId}, ${row.expiresAt.toISOString()}, ${row.now.toISOString()},
                               ${row.userAgent}, ${row.now.toISOString()})`);
}

/** A session within its absolute lifetime whose customer still exists. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`select s.customer_id, s.last_seen_at, s.created_at from customer_sessions s join customers c on c.id = s.customer_id
        where s.token_hash = ${tokenHash} and s.expires_at > ${now.toISOString()} and c.deleted_at is null`,
  );
  return row ?? null;
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.execute(sql`update customer_sessions set last_seen_at = ${now.toISOString()} where token_hash = ${tokenHash}`);
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.execute(sql`delete from customer_sessions where token_hash = ${tokenHash}`);
}

/** Deletes every session of a customer but (optionally) one; returns how many went. */
export async function deleteSessionsOf(db: Db, customerId: number, keepHash?: string): Promise<number> {
  const keep = keepHash ? sql`and token_hash <> ${keepHash}` : sql``;
  const rows = await queryRows<{ token_hash: string }>(db, sql`delete from customer_sessions where customer_id = ${customerId} ${keep} returning token_hash`);
  return rows.length;
}

/** Serialises changes to one customer's rows (e.g. counting then adding addresses) within a transaction. */
export async function lockCustomer(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`select id from customers where id = ${customerId} for update`);
}
