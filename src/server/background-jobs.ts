import { getDb } from './db';
import { serverEnv } from './env';
import { systemContext } from './http/context';
import { logger } from './http/logger';
import { serverDeps } from './http/deps';
import type { AppDeps } from './http/types';
import { createJobQueue, everyMinutesCron, type JobQueue } from './jobs';
import { watchdogPush, watchdogUrls } from './modules/watchdogs/watchdog-deps';
import { runWatchdogMatching } from './modules/watchdogs/watchdog-matching';
import { fulfilmentDeps } from './modules/fulfilment/fulfilment-deps';
import { pollShipmentStatuses, SHIPMENT_STATUS_JOB } from './modules/fulfilment/shipment-status-poll';
import { ORDER_CONFIRMATION_JOB } from './modules/payments/order-confirmation-job';
import { BATCH_MAIL_JOB, sendBatchMail } from './modules/buyback';
import { COMMISSION_SETTLE_JOB, settleCommissionSales } from './modules/commission';
import { REVIEW_REPORT_MAIL_JOB, sendReviewReportMail, type ReviewReportMailPayload } from './modules/support';

export const WATCHDOG_RUN_JOB = 'watchdog-run';

/**
 * Every job this server runs, on any queue (the jobs' own tests register them on theirs): the
 * order confirmation (enqueued with the order, normally run at once by the request's process; the
 * queue takes it after a crash or a failure), the watchdog run and the shipment status poll
 * (only when shipmentPollMinutes > 0: SHIPMENT_POLL_MINUTES), each scheduled once per cluster.
 */
export function registerAppJobs(queue: JobQueue, deps: AppDeps, options: { watchdogEveryMinutes: number; shipmentPollMinutes?: number; commissionSettleMinutes?: number; vapid?: Parameters<typeof watchdogPush>[0] }): void {
  const shared = serverDeps(deps);
  const payments = shared.payments;
  queue.work<{ orderId: number }>(ORDER_CONFIRMATION_JOB, async ({ orderId }) => {
    await payments.onConfirmed((await deps.getDb()).db, orderId);
  });
  // Buying books: the seller's e-mail at each state change of a batch (keyed per batch and state).
  queue.work<{ batchId: number; state: Parameters<typeof sendBatchMail>[2]['state'] }>(BATCH_MAIL_JOB, async (payload) => {
    await sendBatchMail((await deps.getDb()).db, { mailer: shared.mailer }, payload);
  });
  // Commission selling: shares credited for delivered orders, reversed for returned ones; listings ended (docs/adr/0030).
  queue.work(COMMISSION_SETTLE_JOB, async () => {
    const log = logger().child({ job: COMMISSION_SETTLE_JOB });
    const result = await settleCommissionSales(systemContext((await deps.getDb()).db, shared.clock(), log));
    log.info({ result }, 'commission settlement finished');
  }, { maxAttempts: 2 });
  if ((options.commissionSettleMinutes ?? 0) > 0) queue.schedule(COMMISSION_SETTLE_JOB, everyMinutesCron(options.commissionSettleMinutes!));
  // Support desk: a review's reporter told what moderation decided (keyed per report).
  queue.work<ReviewReportMailPayload>(REVIEW_REPORT_MAIL_JOB, async (payload) => {
    await sendReviewReportMail((await deps.getDb()).db, { mailer: shared.mailer }, payload, shared.clock());
  });
  queue.work(WATCHDOG_RUN_JOB, async () => {
    const { db } = await deps.getDb();
    const result = await runWatchdogMatching(db, { mailer: shared.mailer, now: shared.clock(), urls: watchdogUrls(payments.env.PORT), push: options.vapid ? watchdogPush(options.vapid, db) : undefined });
    logger().info({ job: WATCHDOG_RUN_JOB, result }, 'watchdog run finished');
  }, { maxAttempts: 2 });
  if (options.watchdogEveryMinutes > 0) queue.schedule(WATCHDOG_RUN_JOB, everyMinutesCron(options.watchdogEveryMinutes));
  const pollMinutes = options.shipmentPollMinutes ?? 0;
  if (pollMinutes > 0) {
    const fulfilment = fulfilmentDeps(deps);
    queue.work(SHIPMENT_STATUS_JOB, async () => {
      const log = logger().child({ job: SHIPMENT_STATUS_JOB });
      const result = await pollShipmentStatuses(systemContext((await deps.getDb()).db, shared.clock(), log), fulfilment, { everyMinutes: pollMinutes });
      log.info({ result }, 'shipment status poll finished');
    }, { maxAttempts: 2 });
    queue.schedule(SHIPMENT_STATUS_JOB, everyMinutesCron(pollMinutes));
  }
}

const startedKey = Symbol.for('bookturn.jobQueue');
type Holder = { [startedKey]?: Promise<JobQueue> };

/**
 * The server process's job queue (instrumentation.ts starts it once per process): pg-boss on
 * PostgreSQL, the inline runner on PGlite (docs/adr/0014-durable-jobs.md). SIGTERM/SIGINT stop it
 * gracefully: no new jobs, running ones get SHUTDOWN_GRACE_MS, then the process exits.
 */
export function startBackgroundJobs(): Promise<JobQueue> {
  const holder = globalThis as Holder;
  if (holder[startedKey]) return holder[startedKey]!;
  const log = logger().child({ component: 'jobs' });
  const started = (async () => {
    const env = serverEnv();
    const handle = await getDb();
    const queue = createJobQueue({ handle, databaseUrl: env.DATABASE_URL, log, inline: { pollMs: 1000 } });
    registerAppJobs(queue, { getDb }, { watchdogEveryMinutes: env.WATCHDOG_RUN_MINUTES, shipmentPollMinutes: env.SHIPMENT_POLL_MINUTES, commissionSettleMinutes: env.COMMISSION_SETTLE_MINUTES, vapid: env });
    await queue.start();
    log.info({ kind: queue.kind }, 'job queue started');
    return queue;
  })();
  holder[startedKey] = started;
  // Before the queue is up: a queue that failed to start must not leave SIGTERM without an exit.
  stopOnSignals(started, log);
  return started;
}

const SHUTDOWN_GRACE_MS = 25_000;

function stopOnSignals(started: Promise<JobQueue>, log: ReturnType<typeof logger>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the job queue');
    void started.then((queue) => queue.stop({ timeoutMs: SHUTDOWN_GRACE_MS }))
      .catch((err: unknown) => log.error({ err }, 'job queue did not stop cleanly'))
      // With NEXT_MANUAL_SIG_HANDLE (npm start) Next leaves the exit to us; 128 + signal number.
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
