import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

/** Inserts the key unless it exists; true when this call inserted it (waits on the unique index for a concurrent one). */
export async function insertIdempotencyKey(tx: Db, scope: string, key: string, hash: string, now: Date): Promise<boolean> {
  const inserted = await queryRows(
    tx,
    sql`insert into idempotency_keys (scope, key, request_hash, created_at) values (${scope}, ${key}, ${hash}, ${now.toISOString()})
        on conflict (scope, key) do nothing returning key`,
  );
  return inserted.length > 0;
}

export async function findIdempotencyKey(tx: Db, scope: string, key: string): Promise<{ request_hash: string; order_id: string | number | null } | null> {
  const [row] = await queryRows<{ request_hash: string; order_id: string | number | null }>(
    tx,
    sql`select request_hash, order_id from idempotency_keys where scope = ${scope} and key = ${key}`,
  );
  return row ?? null;
}

export async function setIdempotencyOrder(tx: Db, scope: string, key: string, orderId: number): Promise<void> {
  await tx.execute(sql`update idempotency_keys set order_id = ${orderId} where scope = ${scope} and key = ${key}`);
}
