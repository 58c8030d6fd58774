import { ENGAGEMENT_LIMITS } from '@/contracts/engagement';
import { brandFor, currencyFor, resolveLocale, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { logger } from '../../http/logger';
import type { Mailer } from '../mail';
import type { PushMessage } from '../push';
import { finishRun, markMailed, matchFreshCopies, openRun, pendingNotifications, type PendingRow } from './watchdog-runs.repository';
import { renderWatchdogMail, type WatchdogMailCopy } from './watchdog-mail.template';

/**
 * The daily watchdog run (ADR 0008): copies stocked since the last run are joined against every
 * watchdog in a few set-based statements — never a loop per watchdog — and each customer hears
 * about each copy once: one e-mail per copy, or one digest when a run finds many for them.
 */
export interface WatchdogUrls {
  book: (locale: Locale, workId: number, copyId: number) => string;
  remove: (locale: Locale, token: string) => string;
  manage: (locale: Locale) => string;
}

/** Sends a Web Push notification to a customer's browsers (watchdogPush in watchdog-deps.ts). */
export type WatchdogPush = (customerId: number, message: PushMessage) => Promise<unknown>;

export interface WatchdogRunDeps {
  mailer: Mailer;
  now: Date;
  urls: WatchdogUrls;
  /** Set when Web Push is configured (VAPID keys): each hit e-mailed is also shown as a notification. */
  push?: WatchdogPush;
  /** First run only: how far back "stocked since the last run" reaches. */
  firstWindowHours?: number;
}

export { matchFreshCopies };

export interface WatchdogRunResult {
  runId: number;
  windowFrom: Date;
  windowTo: Date;
  copies: number;
  matches: number;
  mails: number;
  /** Milliseconds of the matching statement and of the mailing. */
  matchMs: number;
  mailMs: number;
}

/** Customers mailed at once: sends overlap on the pool's connections (the outbox insert is each mail's guard). */
const MAIL_CONCURRENCY = 8;

/**
 * Mails what is pending, per customer: up to `digestThreshold` copies each get their own e-mail,
 * more arrive as one digest. Dedupe keys make a repeated or concurrent run send nothing twice.
 */
async function mailPending(db: Db, runId: number, deps: WatchdogRunDeps): Promise<number> {
  const byCustomer = new Map<number, PendingRow[]>();
  for (const r of await pendingNotifications(db, runId)) {
    const id = Number(r.customer_id);
    const list = byCustomer.get(id);
    if (list) list.push(r);
    else byCustomer.set(id, [r]);
  }
  let mails = 0;
  const log = logger();
  const mailCustomer = async (customerId: number, list: PendingRow[]) => {
    const locale = resolveLocale(list[0]!.locale);
    const currency = currencyFor(locale).code;
    const pending = Number(list[0]!.pending);
    const copy = (r: PendingRow): WatchdogMailCopy => ({
      title: r.title,
      authors: r.authors ?? [],
      conditionId: r.condition_id,
      priceX100: currency === 'CZK' ? r.price_czk_x100 : r.price_eur_x100,
      bookUrl: deps.urls.book(locale, r.grandmother_id, Number(r.book_id)),
      watchdogLabel: r.label ?? '',
      removeUrl: r.removal_token ? deps.urls.remove(locale, r.removal_token) : deps.urls.manage(locale),
    });
    const base = { locale, brand: brandFor(locale), currency, manageUrl: deps.urls.manage(locale) };
    const digest = pending > ENGAGEMENT_LIMITS.digestThreshold;
    const batches: { key: string; rows: PendingRow[]; more: number }[] = digest
      ? [{ key: `watchdog-digest:${customerId}:${Math.max(...list.map((r) => Number(r.run_id)))}`, rows: list, more: pending - list.length }]
      : list.map((r) => ({ key: `watchdog:${customerId}:${r.book_id}`, rows: [r], more: 0 }));
    try {
      for (const batch of batches) {
        const mail = renderWatchdogMail({ ...base, copies: batch.rows.map(copy), moreCount: batch.more });
        const result = await deps.mailer.send({
          kind: digest ? 'watchdog-digest' : 'watchdog',
          dedupeKey: batch.key,
          to: list[0]!.email,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: [],
          createdAt: deps.now,
        });
        if (result === 'sent') mails += 1;
        await markMailed(db, customerId, digest ? null : batch.rows.map((r) => Number(r.book_id)), runId, deps.now);
        // The same news as a notification, once: only with the mail actually sent now (a rerun
        // finds the outbox key and sends neither). A failed push never holds the mail back.
        if (result === 'sent' && deps.push) {
          const message: PushMessage = {
            title: mail.subject,
            body: batch.rows.map((r) => [r.title, (r.authors ?? []).join(', ')].filter(Boolean).join(' – ')).join('\n'),
            url: digest ? base.manageUrl : copy(batch.rows[0]!).bookUrl,
            tag: batch.key,
            lang: locale,
          };
          await deps.push(customerId, message).catch((error: unknown) => log.warn({ err: error, customerId }, 'watchdog push failed'));
        }
      }
    } catch (error) {
      // Left pending: the next run mails it (the outbox key keeps a partial success from repeating).
      log.error({ err: error, customerId }, 'watchdog mail failed');
    }
  };
  const queue = [...byCustomer.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await mailCustomer(next[0], next[1]);
  };
  await Promise.all(Array.from({ length: MAIL_CONCURRENCY }, worker));
  return mails;
}

/** One daily run: match the copies stocked since the previous run, then mail what is pending. */
export async function runWatchdogMatching(db: Db, deps: WatchdogRunDeps): Promise<WatchdogRunResult> {
  const run = await openRun(db, deps.now, deps.firstWindowHours ?? 24);
  const t0 = performance.now();
  const { copies, matches } = await matchFreshCopies(db, run.id, run.from, run.to, deps.now);
  const t1 = performance.now();
  const mails = await mailPending(db, run.id, deps);
  const t2 = performance.now();
  await finishRun(db, run.id, deps.now, { copies, matches, mails });
  return { runId: run.id, windowFrom: run.from, windowTo: run.to, copies, matches, mails, matchMs: t1 - t0, mailMs: t2 - t1 };
}
