import { absoluteUrl } from '@/routing/resolve';
import { commerceEnv } from '../../commerce-config';
import type { AppDeps } from '../../http/types';
import type { Db } from '../../db/client';
import { serverEnv } from '../../env';
import { serverDeps } from '../../http/deps';
import { notifyCustomer } from '../push';
import type { WatchdogPush, WatchdogRunDeps, WatchdogUrls } from './watchdog-matching';

/** Absolute links of the watchdog e-mails, from the route table (no hand-written URL). */
export function watchdogUrls(port?: string | number): WatchdogUrls {
  return {
    book: (locale, workId, copyId) => absoluteUrl('copy', locale, { id: String(workId), copyId: String(copyId) }, { port }),
    remove: (locale, token) => absoluteUrl('removeWatchdog', locale, {}, { port, query: { token } }),
    manage: (locale) => absoluteUrl('accountWatchdog', locale, {}, { port }),
  };
}

interface PushEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

/** Seconds a push service may take to accept a notification before the run moves on. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push for watchdog hits when the VAPID key pair and subject are configured; undefined (mail
 * only) otherwise. Subscriptions the push service reports gone are deleted by notifyCustomer.
 */
export function watchdogPush(env: PushEnv, db: Db, send: typeof fetch = fetch): WatchdogPush | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey || !privateKey || !subject) return undefined;
  return (customerId, message) =>
    notifyCustomer(db, customerId, message, { vapid: { publicKey, privateKey, subject }, fetch: send, timeoutMs: PUSH_TIMEOUT_MS, now: new Date() });
}

/** What a scheduled run needs in this app: its mailer (sink or SMTP, always through mail_outbox), push, clock and links. */
export function watchdogRunDepsFrom(deps: AppDeps, db: Db): WatchdogRunDeps {
  const env = commerceEnv(deps.env);
  const shared = serverDeps(deps);
  return {
    mailer: shared.mailer,
    now: shared.clock(),
    urls: watchdogUrls(env.PORT),
    push: watchdogPush(serverEnv(), db),
  };
}
