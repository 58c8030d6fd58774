import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { isKnownPushEndpoint } from '@/contracts/content';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { logger } from '../../http/logger';
import { deletePushSubscription, deletePushSubscriptionById, findPushSubscription, findPushSubscriptionsOfCustomer } from './push.repository';

/** What the service worker shows (public/service-worker.js `push` handler). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path or same-origin URL opened on click. */
  url?: string;
  tag?: string;
  lang?: string;
}

export interface VapidKeys {
  /** base64url uncompressed P-256 public point (65 octets). */
  publicKey: string;
  /** base64url private scalar (32 octets). */
  privateKey: string;
  /** mailto: or https: contact of the sender (RFC 8292 §2.1). */
  subject: string;
}

export interface PushDeps {
  vapid: VapidKeys;
  fetch: typeof fetch;
  timeoutMs: number;
  now: Date;
}

/** A day to deliver to an offline browser; RFC 8188 one-record content coding. */
export const PUSH_OPTIONS = { TTL: 24 * 3600, urgency: 'normal', contentEncoding: 'aes128gcm' } as const satisfies webPush.RequestOptions;

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * One encrypted push to one subscription; 404/410 from the push service means the browser dropped it.
 * An endpoint outside the known push services (a row stored before the allow-list) is never
 * called: 'gone', so the caller forgets it.
 */
export async function sendPush(subscription: { endpoint: string; p256dh: string; auth: string }, message: PushMessage, deps: PushDeps): Promise<PushOutcome> {
  if (!isKnownPushEndpoint(subscription.endpoint)) return 'gone';
  // web-push encrypts (RFC 8291, aes128gcm) and signs VAPID (RFC 8292); the POST itself stays
  // ours so that it goes through the injected fetch with a timeout like every outside call.
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { ...PUSH_OPTIONS, vapidDetails: deps.vapid },
  );
  const headers: Record<string, string> = {};
  // fetch computes Content-Length from the body itself.
  for (const [name, value] of Object.entries(request.headers)) if (name !== 'Content-Length') headers[name] = String(value);
  const response = await deps.fetch(request.endpoint, {
    method: request.method,
    headers,
    body: new Uint8Array(request.body),
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
