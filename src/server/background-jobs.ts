import { getDb } from './db';
import { serverEnv } from './env';
import { logger } from './http/logger';
import { createMailer } from './modules/mail';
import { watchdogPush, watchdogUrls } from './modules/engagement/watchdogs/watchdog-deps';
import { runWatchdogMatching } from './modules/engagement/watchdogs/watchdog-matching';
import { startWatchdogSchedule } from './modules/engagement/watchdogs/watchdog-schedule';

const startedKey = Symbol.for('bookturn.backgroundJobs');

/**
 * Jobs the server process runs on a timer (instrumentation.ts starts them once per process): the
 * watchdog run. They use the same database handle as the API (getDb), mail through the outbox and
 * send Web Push notifications when VAPID keys are configured.
 */
export function startBackgroundJobs(): void {
  const holder = globalThis as { [startedKey]?: boolean };
  if (holder[startedKey]) return;
  holder[startedKey] = true;
  const env = serverEnv();
  const log = logger().child({ job: 'watchdogs' });
  startWatchdogSchedule({
    everyMinutes: env.WATCHDOG_RUN_MINUTES,
    log,
    run: async () => {
      const { db } = await getDb();
      const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, mode: env.APP_MODE, db });
      return runWatchdogMatching(db, { mailer, now: new Date(), urls: watchdogUrls(env.PORT), push: watchdogPush(env, db) });
    },
  });
}
