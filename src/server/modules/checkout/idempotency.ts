import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { AppError } from '../../http/errors';

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export function checkIdempotencyKey(key: string | undefined): string {
  if (!key || !KEY.test(key)) {
    throw new AppError('IDEMPOTENCY_KEY_MISSING', 'Header Idempotency-Key is required: 8–100 letters, digits or _ . : -');
  }
  return key;
}

/** Key order must not matter: the same body sent by another client library is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');

/**
 * Takes the key inside the checkout transaction. The first request inserts it; a concurrent one
 * with the same key waits on the unique index until the first commits (or rolls back, freeing
 * the key). Returns null for the first, or the earlier request's order id.
 */
export async function claimIdempotencyKey(tx: Db, scope: string, key: string, hash: string, now: Date): Promise<{ orderId: number } | null> {
  const inserted = await queryRows(
    tx,
    sql`insert into idempotency_keys (scope, key, request_hash, created_at) values (${scope}, ${key}, ${hash}, ${now.toISOString()})
        on conflict (scope, key) do nothing returning key`,
  );
  if (inserted.length > 0) return null;
  const [row] = await queryRows<{ request_hash: string; order_id: string | number | null }>(
    tx,
    sql`select request_hash, order_id from idempotency_keys where scope = ${scope} and key = ${key}`,
  );
  if (!row || row.request_hash !== hash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different checkout');
  }
  return { orderId: Number(row.order_id) };
}

export async function settleIdempotencyKey(tx: Db, scope: string, key: string, orderId: number): Promise<void> {
  await tx.execute(sql`update idempotency_keys set order_id = ${orderId} where scope = ${scope} and key = ${key}`);
}
