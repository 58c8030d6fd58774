import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { findIdempotencyKey, insertIdempotencyKey, setIdempotencyOrder } from './idempotency.repository';

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
  if (await insertIdempotencyKey(tx, scope, key, hash, now)) return null;
  const row = await findIdempotencyKey(tx, scope, key);
  if (!row || row.request_hash !== hash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different checkout');
  }
  return { orderId: Number(row.order_id) };
}

export async function settleIdempotencyKey(tx: Db, scope: string, key: string, orderId: number): Promise<void> {
  await setIdempotencyOrder(tx, scope, key, orderId);
}
