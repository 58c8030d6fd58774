import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/**
 * Stores a subscription, or refreshes the one at this endpoint — only for its owner: the same
 * browser (the same auth secret) or the customer it belongs to. Returns false when the endpoint
 * belongs to someone else (nothing changed): knowing an endpoint must not let anyone take it over.
 */
export async function upsertPushSubscription(db: Db, row: { endpoint: string; p256dh: string; auth: string; locale: string; customerId: number | null; now: Date }): Promise<boolean> {
  const ownedByCaller = row.customerId === null
    ? eq(pushSubscriptions.auth, row.auth)
    : or(eq(pushSubscriptions.auth, row.auth), eq(pushSubscriptions.customerId, row.customerId));
  const rows = await db
    .insert(pushSubscriptions)
    .values({ endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, locale: row.locale, customerId: row.customerId, createdAt: row.now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: row.p256dh, auth: row.auth, locale: row.locale, customerId: row.customerId },
      setWhere: ownedByCaller,
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deletePushSubscription(db: Db, endpoint: string): Promise<boolean> {
  const deleted = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function findPushSubscriptionsOfCustomer(db: Db, customerId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}

export async function findPushSubscription(db: Db, endpoint: string) {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  return rows[0] ?? null;
}

export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
