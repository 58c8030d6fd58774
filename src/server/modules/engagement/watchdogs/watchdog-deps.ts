import { absoluteUrl } from '@/routing/resolve';
import { commerceEnv } from '../../../commerce-config';
import type { AppDeps } from '../../../http/types';
import { createMailer } from '../../mail';
import type { WatchdogRunDeps, WatchdogUrls } from './watchdog-matching';

/** Absolute links of the watchdog e-mails, from the route table (no hand-written URL). */
export function watchdogUrls(port?: string | number): WatchdogUrls {
  return {
    book: (locale, grandmotherId, bookId) => absoluteUrl('book', locale, { id: String(grandmotherId), bookId: String(bookId) }, { port }),
    remove: (locale, token) => absoluteUrl('removeWatchdog', locale, {}, { port, query: { token } }),
    manage: (locale) => absoluteUrl('accountWatchdog', locale, {}, { port }),
  };
}

/** What a scheduled run needs in this app: its mailer (sink or SMTP, always through mail_outbox), clock and links. */
export function watchdogRunDepsFrom(deps: AppDeps): WatchdogRunDeps {
  const env = commerceEnv(deps.env);
  return {
    mailer: deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, mode: env.APP_MODE, db: async () => (await deps.getDb()).db }),
    now: deps.clock ? deps.clock() : new Date(),
    urls: watchdogUrls(env.PORT),
  };
}
