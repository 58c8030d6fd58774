import { apiRequest, type ApiClient } from '@/lib/http';
import type { PushSubscriptionResponse, VapidKeyResponse } from '@/contracts/content';
import type { PushEnvironment } from './pushEnvironment';

export { browserPushEnvironment, type PushEnvironment } from './pushEnvironment';

export const SERVICE_WORKER_URL = '/service-worker.js';

/** VAPID keys travel base64url; PushManager wants the raw bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function subscribeToPush(registration: ServiceWorkerRegistration, client: ApiClient): Promise<void> {
  if (!registration.pushManager) return;
  const { publicKey } = await apiRequest<VapidKeyResponse>(client, { url: '/adonis/v1/push/vapid-public-key' });
  if (!publicKey) return;
  const subscription = (await registration.pushManager.getSubscription())
    ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
  await apiRequest<PushSubscriptionResponse>(client, { method: 'POST', url: '/adonis/v1/push/subscriptions', data: subscription.toJSON() });
}

/**
 * docs/product.md#service-worker: the service worker is registered when notification permission is granted and none is
 * registered yet. We never ask for the permission here (that belongs to a user action, e.g.
 * creating a watchdog). Once registered, the browser's push subscription is sent to the API.
 * Returns what it did, for tests and logs.
 */
export async function registerServiceWorker(env: PushEnvironment, client: ApiClient | null): Promise<'unsupported' | 'no-permission' | 'already-registered' | 'registered'> {
  if (!env.serviceWorker) return 'unsupported';
  if (env.notificationPermission !== 'granted') return 'no-permission';
  if (await env.serviceWorker.getRegistration('/')) return 'already-registered';
  const registration = await env.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  if (client) {
    await subscribeToPush(registration, client).catch((error: unknown) => console.warn('[push] subscription failed', error));
  }
  return 'registered';
}
