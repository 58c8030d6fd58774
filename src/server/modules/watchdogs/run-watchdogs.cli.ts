/**
 * The daily watchdog run, for the scheduler (cron, a Kubernetes CronJob, pg-boss later):
 *   npx tsx src/server/modules/watchdogs/run-watchdogs.cli.ts
 * Uses the configured database (DATABASE_URL, else PGlite in PGLITE_DATA_DIR) and mailer (SMTP_URL,
 * else the outbox sink). Safe to run twice or on two machines: notifications are recorded once per
 * (customer, copy) and every e-mail has a dedupe key in mail_outbox.
 */
import { openDb } from '../../db/client';
import { serverEnv } from '../../env';
import { mailerFromEnv } from '../mail';
import { watchdogPush, watchdogUrls } from './watchdog-deps';
import { runWatchdogMatching } from './watchdog-matching';

async function main(): Promise<void> {
  const env = serverEnv();
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR, migrate: true, poolSize: 9 });
  try {
    const mailer = mailerFromEnv(env, handle.db);
    const result = await runWatchdogMatching(handle.db, { mailer, now: new Date(), urls: watchdogUrls(env.PORT), push: watchdogPush(env, handle.db) });
    console.log(JSON.stringify(result));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
