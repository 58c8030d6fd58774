// @pglite-smoke: the inline job runner exists only on PGlite (also run on the embedded PGlite; scripts/test-all.sh)
import { fork } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CheckoutResponse } from '@/contracts/checkout';
import { registerAppJobs } from '@/server/background-jobs';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createJobQueue, enqueueJob, type JobLog, type JobQueue } from '@/server/jobs';
import { claimJob } from '@/server/jobs/job.repository';
import { ORDER_CONFIRMATION_JOB } from '@/server/modules/payments/order-confirmation-job';
import { orderConfirmationKey } from '@/server/modules/mail/order-confirmation.service';
import { createSeededApi } from '../support/seeded-api';
import { createShopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';
import { testDatabaseUrl } from '../support/test-db';
import { addBody, checkoutAs, count, czechCheckout, idPool, inStockIds, orderByNumber } from '../support/purchase';

/**
 * The job interface (docs/adr/0014-durable-jobs.md) on whichever database the run uses: the
 * inline runner on PGlite, pg-boss with DATABASE_URL. Orders come from the real checkout.
 */
const NOW = new Date('2026-05-04T10:00:00Z');
const onPostgres = Boolean(process.env.DATABASE_URL);
let handle: DbHandle;
/** The worker's own PostgreSQL database (tests/support/test-db.ts), where pg-boss keeps its schema too. */
let databaseUrl: string | undefined;
let api: TestApi;
let take: (n: number) => number[];
const queues: JobQueue[] = [];

beforeAll(async () => {
  const seeded = await createSeededApi({ books: 60, seed: 12, now: NOW });
  databaseUrl = await testDatabaseUrl();
  handle = seeded.handle;
  api = seeded.api;
  take = idPool(await inStockIds(handle, 50));
  // pg-boss keeps its jobs across test databases; job ids derive from keys such as order ids.
  if (onPostgres) await handle.db.execute(sql`drop schema if exists pgboss cascade`);
}, 120_000);
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop({ timeoutMs: 1000 })));
});
afterAll(async () => {
  await drainBackgroundWork();
  if (onPostgres) await handle.db.execute(sql`drop schema if exists pgboss cascade`);
  await handle.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(100);
  }
}

const spyLog = (): JobLog & { error: jest.Mock; warn: jest.Mock } => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });

function newQueue(log: JobLog = spyLog(), leaseMs = 60_000): JobQueue {
  const queue = createJobQueue({
    handle, databaseUrl, log,
    inline: { pollMs: 50, leaseMs, retryBaseMs: 50 },
    pgBoss: { relayMs: 100, retryBaseMs: 1000, pollingIntervalSeconds: 0.5, boss: { max: 2, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 } },
  });
  queues.push(queue);
  return queue;
}

/** A queue with this app's jobs; `confirmations` counts the order-confirmation handler's runs. */
function appQueue(confirmations: number[], leaseMs?: number): JobQueue {
  const queue = newQueue(spyLog(), leaseMs);
  registerAppJobs(queue, { getDb: async () => handle, env: { APP_MODE: 'demo' }, onOrderConfirmed: async (_db, id) => void confirmations.push(id) }, { watchdogEveryMinutes: 0 });
  return queue;
}

/** An order paid by card and not yet paid: no confirmation job of its own. */
async function cardOrder(): Promise<number> {
  const shopper = createShopper(api, 'cs');
  expect((await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(take(1)))).status).toBe(200);
  const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout());
  expect(res.status).toBe(201);
  return (await orderByNumber(handle, res.body.orderNumber)).id;
}

const mails = (orderId: number) =>
  count(handle, sql`select count(*) as n from mail_outbox where order_id = ${orderId} and kind = 'order-confirmation'`);

describe(`job queue (${onPostgres ? 'pg-boss' : 'inline runner'})`, () => {
  it('picks pg-boss on PostgreSQL and the inline runner on PGlite', () => {
    expect(newQueue().kind).toBe(onPostgres ? 'pg-boss' : 'inline');
  });

  it('an order-confirmation job run twice sends one e-mail', async () => {
    const orderId = await cardOrder();
    const runs: number[] = [];
    const queue = appQueue(runs);
    await queue.start();
    await queue.send(ORDER_CONFIRMATION_JOB, { orderId }, { key: `twice-a-${orderId}` });
    await queue.send(ORDER_CONFIRMATION_JOB, { orderId }, { key: `twice-b-${orderId}` });
    await waitFor(async () => runs.filter((id) => id === orderId).length === 2);
    expect(await mails(orderId)).toBe(1);
  });

  it('one key is one job: sending it again does not run it again', async () => {
    const runs: string[] = [];
    const queue = newQueue();
    queue.work<{ n: number }>('once', async (payload, run) => void runs.push(`${payload.n}:${run.key}`));
    await queue.start();
    await queue.send('once', { n: 1 }, { key: 'once-key' });
    await waitFor(async () => runs.length === 1);
    await queue.send('once', { n: 2 }, { key: 'once-key' });
    await sleep(1500);
    expect(runs).toEqual(['1:once-key']);
  });

  it('retries a failing handler with backoff until it succeeds', async () => {
    const attempts: number[] = [];
    const log = spyLog();
    const queue = newQueue(log);
    queue.work('flaky', async (_payload, run) => {
      attempts.push(run.attempt);
      if (attempts.length < 3) throw new Error(`failure ${attempts.length}`);
    }, { maxAttempts: 5 });
    await queue.start();
    await queue.send('flaky', {});
    await waitFor(async () => attempts.length === 3, 30_000);
    expect(attempts).toEqual([1, 2, 3]);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky', attempt: 1 }), 'job failed; will retry');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('dead-letters a job after its last attempt, with an error in the log', async () => {
    let runs = 0;
    const log = spyLog();
    const queue = newQueue(log);
    queue.work('doomed', async () => {
      runs += 1;
      throw new Error('always');
    }, { maxAttempts: 2 });
    await queue.start();
    await queue.send('doomed', {}, { key: 'doomed-1' });
    await waitFor(async () => log.error.mock.calls.length > 0, 30_000);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'doomed', attempt: 2 }), 'job dead-lettered: no attempts left');
    await sleep(1500);
    expect(runs).toBe(2);
  });

  it('a schedule slot runs once however many queues are started on the database', async () => {
    // Two minute-slots inside the test would rightly run twice: start clear of a minute's end.
    const second = new Date().getUTCSeconds();
    if (second > 45) await sleep((61 - second) * 1000);
    const runs: string[] = [];
    for (const worker of ['a', 'b']) {
      const queue = newQueue();
      queue.work('every-minute', async () => void runs.push(worker));
      queue.schedule('every-minute', '* * * * *');
      await queue.start();
    }
    await waitFor(async () => runs.length >= 1, 20_000);
    await sleep(3000);
    expect(runs).toHaveLength(1);
  }, 90_000);

  it('stop waits for the running job', async () => {
    let finished = false;
    let started = false;
    const queue = newQueue();
    queue.work('slow', async () => {
      started = true;
      await sleep(800);
      finished = true;
    });
    await queue.start();
    await queue.send('slow', {});
    await waitFor(async () => started);
    await queue.stop({ timeoutMs: 5000 });
    expect(finished).toBe(true);
  });

  it('a worker killed in the middle of an order e-mail: after restart the mail is sent exactly once', async () => {
    const orderId = await cardOrder();
    const key = orderConfirmationKey(orderId);
    // What the dying process left: the job committed with the order, claimed by its run, never finished.
    await handle.db.transaction(async (tx) => void (await enqueueJob(tx as never, ORDER_CONFIRMATION_JOB, { orderId }, { key })));
    expect(await claimJob(handle.db, { key }, 500)).not.toBeNull();
    expect(await mails(orderId)).toBe(0);

    const runs: number[] = [];
    const restarted = appQueue(runs);
    await restarted.start();
    await waitFor(async () => (await mails(orderId)) === 1);
    await sleep(1500);
    expect(await mails(orderId)).toBe(1);
    expect(runs.filter((id) => id === orderId)).toHaveLength(1);
    const [row] = await queryRows<{ state: string }>(handle.db, sql`select state from job_queue where key = ${key}`);
    expect(row!.state).toBe(onPostgres ? 'relayed' : 'done');
  });

  // A second process needs a database both can open: PostgreSQL (PGlite is one process's file).
  (onPostgres ? it : it.skip)('a worker process SIGKILLed in the middle of an order e-mail: after restart the mail is sent exactly once', async () => {
    const orderId = await cardOrder();
    const key = orderConfirmationKey(orderId);
    await handle.db.transaction(async (tx) => void (await enqueueJob(tx as never, ORDER_CONFIRMATION_JOB, { orderId }, { key })));
    const child = fork(path.join(__dirname, 'jobs-kill-child.ts'), [key, '1500'], { execArgv: ['--import', 'tsx'], env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const said = await new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      child.once('error', reject);
    });
    expect(said).toBe('claimed');
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const [claimed] = await queryRows<{ attempts: number; leased: boolean }>(handle.db, sql`select attempts, locked_until > now() as leased from job_queue where key = ${key}`);
    expect(claimed).toEqual({ attempts: 1, leased: true });
    expect(await mails(orderId)).toBe(0);

    const runs: number[] = [];
    await appQueue(runs).start();
    await waitFor(async () => (await mails(orderId)) === 1);
    await sleep(1500);
    expect(await mails(orderId)).toBe(1);
    expect(runs.filter((id) => id === orderId)).toHaveLength(1);
  }, 60_000);

  it('the checkout enqueues the confirmation with the order and runs it at once', async () => {
    const shopper = createShopper(api, 'cs');
    expect((await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(take(1)))).status).toBe(200);
    const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout());
    const order = await orderByNumber(handle, res.body.orderNumber);
    const ref = (res.body.next as { url: string }).url.split('/').pop()!;
    await api.app.request(`/api/adonis/sandbox/pay/${ref}`, { method: 'POST', body: new URLSearchParams({ result: 'paid' }) });
    await shopper.request('GET', `/api/adonis/v1/payments/return?provider=comgate&ref=${ref}`);
    await drainBackgroundWork();
    expect(await mails(order.id)).toBe(1);
    const [row] = await queryRows<{ state: string; attempts: number }>(handle.db, sql`select state, attempts from job_queue where key = ${orderConfirmationKey(order.id)}`);
    expect(row).toEqual({ state: 'done', attempts: 1 });
  });
});
