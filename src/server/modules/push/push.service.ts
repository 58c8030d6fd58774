import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isKnownPushEndpoint } from '@/contracts/content';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { logger } from '../../http/logger';
import { deletePushSubscription, deletePushSubscriptionById, findPushSubscription, findPushSubscriptionsOfCustomer } from './push.repository';
import { encryptPushPayload, vapidAuthorization, type VapidKeys } from './web-push-crypto';

/** What the service worker shows (public/service-worker.js `push` handler). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path or same-origin URL opened on click. */
  url?: string;
  tag?: string;
  lang?: string;
}

export interface PushDeps {
  vapid: VapidKeys;
  fetch: typeof fetch;
  timeoutMs: number;
  now: Date;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * One encrypted push to one subscription; 404/410 from the push service means the browser dropped it.
 * An endpoint outside the known push services (a row stored before the allow-list) is never
 * called: 'gone', so the caller forgets it.
 */
export async function sendPush(subscription: { endpoint: string; p256dh: string; auth: string }, message: PushMessage, deps: PushDeps): Promise<PushOutcome> {
  if (!isKnownPushEndpoint(subscription.endpoint)) return 'gone';
  const body = encryptPushPayload(subscription, JSON.stringify(message));
  const response = await deps.fetch(subscription.endpoint, {
    method: 'POST',
    headers: {
      Authorization: vapidAuthorization(subscription.endpoint, deps.vapid, deps.now),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(24 * 3600),
      Urgency: 'normal',
    },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(deps.timeoutMs),
  });
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.ok ? 'sent' : 'failed';
}

/** Pushes a message (e.g. a watchdog hit) to every browser of a customer; forgets dropped subscriptions. */
export async function notifyCustomer(db: Db, customerId: number, message: PushMessage, deps: PushDeps): Promise<Record<PushOutcome, number>> {
  const counts: Record<PushOutcome, number> = { sent: 0, gone: 0, failed: 0 };
  for (const subscription of await findPushSubscriptionsOfCustomer(db, customerId)) {
    let outcome: PushOutcome;
    try {
      outcome = await sendPush(subscription, message, deps);
    } catch (error) {
      logger().warn({ err: error, subscriptionId: subscription.id }, 'push delivery failed');
      outcome = 'failed';
    }
    counts[outcome]++;
    if (outcome === 'gone') await deletePushSubscription(db, subscription.endpoint);
    if (outcome === 'sent') await db.update(pushSubscriptions).set({ lastSuccessAt: deps.now }).where(eq(pushSubscriptions.id, subscription.id));
  }
  return counts;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Removes a subscription for its owner only: the customer it is linked to, or whoever shows its
 * auth secret (the browser that holds it). Anyone else — another customer who learnt the
 * endpoint — gets the same 404 as for an endpoint that does not exist.
 */
export async function removeOwnSubscription(db: Db, endpoint: string, caller: { customerId: number | null; auth?: string }): Promise<void> {
  const row = await findPushSubscription(db, endpoint);
  const isOwner = row !== null && (
    (row.customerId !== null && row.customerId === caller.customerId)
    || (caller.auth !== undefined && sameSecret(row.auth, caller.auth)));
  if (!row || !isOwner) throw notFound('Push subscription');
  await deletePushSubscriptionById(db, row.id);
}
