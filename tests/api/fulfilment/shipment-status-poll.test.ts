import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { shipment } from '@/contracts/fulfilment';
import { registerAppJobs } from '@/server/background-jobs';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { systemContext } from '@/server/http/context';
import type { AppDeps } from '@/server/http/types';
import type { JobHandler, JobQueue } from '@/server/jobs';
import { fulfilmentDeps } from '@/server/modules/fulfilment/fulfilment-deps';
import { pollShipmentStatuses, SHIPMENT_STATUS_JOB } from '@/server/modules/fulfilment/shipment-status-poll';
import { idPool, inStockIds } from '../../support/purchase';
import { signedInStaff } from '../../support/staff';
import { createTestApi, type TestApi } from '../../support/test-api';
import { createTestDb } from '../../support/test-db';
import { makeOrder, num, one, orderRow, type OrderSpec } from '../admin-orders/desk-fixtures';

/**
 * The scheduled shipment status poll (docs/adr/0023, "Status polling"): parcels shipped through
 * the real staff API (the sandbox carrier, or Packeta behind a stubbed HTTP edge), then the job's
 * handler as registerAppJobs registers it (or the run itself, with a spying log).
 */
const NOW = new Date('2026-05-04T10:00:00Z');
const HOUR = 3_600_000;
let handle: DbHandle;
let api: TestApi;
let take: (n: number) => number[];

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 80, seed: 37, now: NOW });
  api = createTestApi(handle, NOW);
  take = idPool(await inStockIds(handle, 60));
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
const post = (staff: Staff, path: string, body: unknown = undefined) => staff.browser.request('POST', `/api/adonis/admin/v1${path}`, body, { 'idempotency-key': `poll-${randomUUID()}` });

/** A packed-and-shipped order through the staff API of `through`; its shipment. */
async function shippedOrder(through: TestApi, spec: Partial<OrderSpec> = {}) {
  const packer = await signedInStaff(through, handle, ['shipping']);
  const copies = take(1);
  const order = await makeOrder(handle, NOW, { state: 'paid', shippingMethod: 'packeta-home', ...spec, copies });
  await handle.db.execute(sql`update books set location = 'P1-01' where id = ${copies[0]!}`);
  expect((await post(packer, `/fulfilment/orders/${order.id}/scan`, { code: String(copies[0]) })).status).toBe(200);
  expect((await post(packer, `/fulfilment/orders/${order.id}/pack`)).status).toBe(200);
  const res = await post(packer, `/fulfilment/orders/${order.id}/ship`);
  expect(res.status).toBe(200);
  return { order, shipment: shipment.parse(res.body) };
}

/** A queue that only records what registerAppJobs asks of it. */
function recordingQueue() {
  const handlers = new Map<string, JobHandler<unknown>>();
  const schedules: [string, string][] = [];
  const queue: JobQueue = {
    kind: 'inline',
    send: async () => undefined,
    work: <P,>(name: string, handler: JobHandler<P>) => void handlers.set(name, handler as JobHandler<unknown>),
    schedule: (name, cron) => void schedules.push([name, cron]),
    start: async () => undefined,
    stop: async () => undefined,
  };
  return { queue, handlers, schedules };
}

const spyLog = () => {
  const warn = jest.fn();
  const log = { warn, info: jest.fn(), error: jest.fn(), debug: jest.fn(), child: () => log } as unknown as Logger;
  return { log, warn };
};

const polledAt = async (id: number) => (await one<{ at: string | null }>(handle, sql`select last_polled_at::text as at from shipments where id = ${id}`)).at;
/** Other tests' shipments are not this test's business: asked about "just now". */
const onlyThese = (ids: number[], at: Date) =>
  handle.db.execute(sql`update shipments set last_polled_at = ${at.toISOString()} where state = 'shipped' and not (id = any(${`{${ids.join(',')}}`}::bigint[]))`);

describe('registration', () => {
  const deps: AppDeps = { getDb: async () => handle, env: { APP_MODE: 'demo' } };

  it('is registered and scheduled once per cluster only when SHIPMENT_POLL_MINUTES > 0', () => {
    for (const minutes of [0, undefined]) {
      const { queue, handlers, schedules } = recordingQueue();
      registerAppJobs(queue, deps, { watchdogEveryMinutes: 0, shipmentPollMinutes: minutes });
      expect(handlers.has(SHIPMENT_STATUS_JOB)).toBe(false);
      expect(schedules.map(([name]) => name)).not.toContain(SHIPMENT_STATUS_JOB);
    }
    const { queue, handlers, schedules } = recordingQueue();
    registerAppJobs(queue, deps, { watchdogEveryMinutes: 0, shipmentPollMinutes: 30 });
    expect(handlers.has(SHIPMENT_STATUS_JOB)).toBe(true);
    expect(schedules).toEqual([[SHIPMENT_STATUS_JOB, '*/30 * * * *']]);
  });
});

describe('the sandbox carrier, through the registered job', () => {
  it('a delivered cash-on-delivery parcel: the shipment and order delivered and paid exactly once; a second run changes nothing; delivered parcels are not asked again', async () => {
    const cod = await shippedOrder(api, { state: 'new', paymentMethod: 'cash-on-delivery', expiresAt: null });
    const moving = await shippedOrder(api);
    expect(cod.shipment.codX100).toBe(cod.order.totalX100);
    // The courier delivers and collects; nobody calls the refresh route.
    await handle.db.execute(sql`update sandbox_parcels set status = 'delivered', cod_collected = 'yes' where tracking_number = ${cod.shipment.trackingNumber}`);

    let now = new Date(NOW.getTime() + HOUR);
    const { queue, handlers } = recordingQueue();
    registerAppJobs(queue, { getDb: async () => handle, env: { APP_MODE: 'demo' }, clock: () => now }, { watchdogEveryMinutes: 0, shipmentPollMinutes: 30 });
    const run = () => handlers.get(SHIPMENT_STATUS_JOB)!({}, { name: SHIPMENT_STATUS_JOB, key: randomUUID(), attempt: 1 });

    await run();
    const after = await orderRow(handle, cod.order.id);
    expect(after.state).toBe('delivered');
    expect(after.paid_at).not.toBeNull();
    const row = await one<{ state: string; cod: string | null }>(handle, sql`select state, cod_collected_at::text as cod from shipments where id = ${cod.shipment.id}`);
    expect(row.state).toBe('delivered');
    expect(row.cod).not.toBeNull();
    const payments = sql`select count(*)::int as n from payments where order_id = ${cod.order.id} and state = 'paid' and method = 'cash-on-delivery' and amount_x100 = ${cod.order.totalX100}`;
    expect(await num(handle, payments)).toBe(1);
    // The journal says where it came from: no employee, the scheduled poll.
    const journal = sql`select count(*)::int as n from order_journal where order_id = ${cod.order.id} and actor_staff_id is null and details->>'source' = 'scheduled-status-poll'`;
    expect(await num(handle, journal)).toBe(2); // delivered + cash collected
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${cod.order.id} and action = 'delivered' and reason like '%(scheduled status poll)'`)).toBe(1);
    expect(await num(handle, sql`select count(*)::int as n from shipment_log where shipment_id = ${cod.shipment.id} and details->>'source' = 'scheduled-status-poll'`)).toBe(2);
    const deliveredPolledAt = await polledAt(cod.shipment.id);
    const movingPolledAt = await polledAt(moving.shipment.id);
    expect(deliveredPolledAt).not.toBeNull();
    expect(movingPolledAt).not.toBeNull();
    expect((await orderRow(handle, moving.order.id)).state).toBe('shipped');

    // Ten minutes later: within the interval, nobody is asked again.
    now = new Date(now.getTime() + 10 * 60_000);
    await run();
    expect(await polledAt(moving.shipment.id)).toBe(movingPolledAt);

    // An hour later: the parcel on its way is asked again, the delivered one is not; nothing more is paid or journaled.
    const journalRows = await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${cod.order.id}`);
    now = new Date(now.getTime() + HOUR);
    await run();
    expect(await polledAt(moving.shipment.id)).not.toBe(movingPolledAt);
    expect(await polledAt(cod.shipment.id)).toBe(deliveredPolledAt);
    expect(await num(handle, payments)).toBe(1);
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${cod.order.id}`)).toBe(journalRows);
    expect((await orderRow(handle, cod.order.id)).state).toBe('delivered');
  });
});

describe('Packeta behind a stubbed HTTP edge', () => {
  /** packetStatus answers per packet id: a status code, or a fault. */
  const answers = new Map<string, number | 'fault'>();
  const statusCalls: string[] = [];
  let packetSeq = 5_000_000_000;
  const packetaFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    const body = String(init?.body ?? '');
    const xml = (inner: string) => new Response(`<response>${inner}</response>`, { status: 200, headers: { 'content-type': 'text/xml' } });
    if (body.includes('<createPacket>')) {
      const id = String(++packetSeq);
      return xml(`<status>ok</status><result><id>${id}</id><barcode>Z${id}</barcode><barcodeText>Z ${id}</barcodeText></result>`);
    }
    const id = /<packetId>(\d+)<\/packetId>/.exec(body)?.[1] ?? '';
    statusCalls.push(id);
    const answer = answers.get(id) ?? 2;
    if (answer === 'fault') return xml('<status>fault</status><fault>PacketIdFault</fault><string>no such packet</string>');
    return xml(`<status>ok</status><result><statusCode>${answer}</statusCode><codeText>code ${answer}</codeText></result>`);
  }) as typeof fetch;
  const deps: AppDeps = { getDb: async () => handle, env: { APP_MODE: 'production', PACKETA_API_PASSWORD: 'packeta-test-password', PACKETA_API_URL: 'http://packeta.test/api/rest' }, fetch: packetaFetch };
  let packeta: TestApi;
  beforeAll(() => {
    packeta = createTestApi(handle, NOW, deps);
  });

  it('a carrier error on one shipment does not stop the next; it is logged with the shipment id; delivered (cash collected) and returned parcels are not asked again', async () => {
    const broken = await shippedOrder(packeta);
    const cod = await shippedOrder(packeta, { state: 'new', paymentMethod: 'cash-on-delivery', expiresAt: null });
    const back = await shippedOrder(packeta);
    const ids = [broken, cod, back].map((s) => s.shipment.id);
    expect([broken, cod, back].map((s) => s.shipment.client)).toEqual(['packeta', 'packeta', 'packeta']);
    answers.set(broken.shipment.trackingNumber.slice(1), 'fault');
    answers.set(cod.shipment.trackingNumber.slice(1), 7);
    answers.set(back.shipment.trackingNumber.slice(1), 10);

    const fulfilment = fulfilmentDeps(deps);
    let now = new Date(NOW.getTime() + HOUR);
    await onlyThese(ids, now);
    const { log, warn } = spyLog();
    const first = await pollShipmentStatuses(systemContext(handle.db, now, log), fulfilment, { everyMinutes: 30 });
    expect(first).toEqual({ polled: 3, failed: 1, delivered: 1, returned: 1 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ shipmentId: broken.shipment.id, job: SHIPMENT_STATUS_JOB });
    expect((await orderRow(handle, cod.order.id)).state).toBe('delivered');
    expect((await orderRow(handle, cod.order.id)).paid_at).not.toBeNull();
    expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${cod.order.id} and state = 'paid'`)).toBe(1);
    expect((await orderRow(handle, back.order.id)).state).toBe('shipped'); // the desk decides
    expect(await one<{ state: string }>(handle, sql`select state from shipments where id = ${back.shipment.id}`)).toEqual({ state: 'returned' });
    expect(await one<{ state: string }>(handle, sql`select state from shipments where id = ${broken.shipment.id}`)).toEqual({ state: 'shipped' });

    // The next run asks only about the one still on its way (it failed: asked again), nothing more is paid.
    statusCalls.length = 0;
    now = new Date(now.getTime() + HOUR);
    await onlyThese(ids, now);
    answers.set(broken.shipment.trackingNumber.slice(1), 2);
    const second = await pollShipmentStatuses(systemContext(handle.db, now, spyLog().log), fulfilment, { everyMinutes: 30 });
    expect(second).toEqual({ polled: 1, failed: 0, delivered: 0, returned: 0 });
    expect(statusCalls).toEqual([broken.shipment.trackingNumber.slice(1)]);
    expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${cod.order.id}`)).toBe(1);
  });

  it('a run asks at most its cap; parcels older than 60 days are left alone', async () => {
    const a = await shippedOrder(packeta);
    const b = await shippedOrder(packeta);
    const old = await shippedOrder(packeta);
    const now = new Date(NOW.getTime() + HOUR);
    await onlyThese([a.shipment.id, b.shipment.id, old.shipment.id], now);
    await handle.db.execute(sql`update shipments set created_at = created_at - interval '61 days' where id = ${old.shipment.id}`);
    const ctx = systemContext(handle.db, now, spyLog().log);
    expect(await pollShipmentStatuses(ctx, fulfilmentDeps(deps), { everyMinutes: 30, cap: 1 })).toMatchObject({ polled: 1 });
    expect(await pollShipmentStatuses(ctx, fulfilmentDeps(deps), { everyMinutes: 30, cap: 5 })).toMatchObject({ polled: 1 });
    expect(await polledAt(old.shipment.id)).toBeNull();
  });
});
