import { randomUUID } from 'node:crypto';
import { deskActionResponse, deskOrderDetail } from '@/contracts/admin-orders';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { idPool, inStockIds } from '../../support/purchase';
import { STAFF_API, signedInStaff } from '../../support/staff';
import { createTestApi, type TestApi } from '../../support/test-api';
import { createTestDb } from '../../support/test-db';
import { makeOrder, orderRow } from './desk-fixtures';

/**
 * The desk's services as staff call them over HTTP (issue 13 item 4): the routes mounted from
 * DESK_ROUTES through staffRoute — permission, Idempotency-Key header, JSON body, the 409 of a
 * wrong state — and the detail. The actions themselves are tested in desk-actions.test.ts.
 */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let take: (n: number) => number[];

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 120, seed: 29, now: NOW });
  api = createTestApi(handle, NOW);
  take = idPool(await inStockIds(handle, 100));
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

const key = () => `http-${randomUUID()}`;

it('completes a packed order once: the same key answers the same, a new key meets the new state (409)', async () => {
  const { browser } = await signedInStaff(api, handle, ['orders.read', 'orders.write']);
  const order = await makeOrder(handle, NOW, { state: 'packed', copies: take(1) });
  const k = key();
  const first = await browser.request('POST', `${STAFF_API}/orders/${order.id}/complete`, { reason: 'handed over' }, { 'idempotency-key': k });
  expect(first.status).toBe(200);
  const again = await browser.request('POST', `${STAFF_API}/orders/${order.id}/complete`, { reason: 'handed over' }, { 'idempotency-key': k });
  expect(again.status).toBe(200);
  expect(deskActionResponse.parse(again.body)).toEqual(deskActionResponse.parse(first.body));
  expect((await orderRow(handle, order.id)).state).toBe('delivered');

  const later = await browser.request('POST', `${STAFF_API}/orders/${order.id}/complete`, { reason: 'again' }, { 'idempotency-key': key() });
  expect(later.status).toBe(409);
  expect((later.body as { error: { code: string } }).error.code).toBe('ORDER_STATE_CONFLICT');
});

it('refuses an action without an Idempotency-Key and changes nothing', async () => {
  const { browser } = await signedInStaff(api, handle, ['orders.write']);
  const order = await makeOrder(handle, NOW, { state: 'packed', copies: take(1) });
  const res = await browser.request('POST', `${STAFF_API}/orders/${order.id}/complete`, { reason: 'no key' });
  expect(res.status).toBe(400);
  expect((res.body as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_KEY_MISSING');
  expect((await orderRow(handle, order.id)).state).toBe('packed');
});

it('marks paid only with payments.confirm (orders.write is not enough)', async () => {
  const order = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), paymentMethod: 'bank-transfer' });
  const clerk = await signedInStaff(api, handle, ['orders.write']);
  const body = { method: 'bank-transfer', amountX100: order.totalX100, reference: 'statement line 1' };
  const denied = await clerk.browser.request('POST', `${STAFF_API}/orders/${order.id}/mark-paid`, body, { 'idempotency-key': key() });
  expect(denied.status).toBe(403);
  expect((await orderRow(handle, order.id)).state).toBe('awaiting_payment');

  const cashier = await signedInStaff(api, handle, ['payments.confirm']);
  const done = await cashier.browser.request('POST', `${STAFF_API}/orders/${order.id}/mark-paid`, body, { 'idempotency-key': key() });
  expect(done.status).toBe(200);
  expect((await orderRow(handle, order.id)).state).toBe('paid');
});

it('shows the order with its journal to orders.read', async () => {
  const { browser } = await signedInStaff(api, handle, ['orders.read']);
  const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(2) });
  const res = await browser.request('GET', `${STAFF_API}/orders/${order.id}`);
  expect(res.status).toBe(200);
  const detail = deskOrderDetail.parse(res.body);
  expect(detail.lines).toHaveLength(2);
  expect((await browser.request('GET', `${STAFF_API}/orders/987654321`)).status).toBe(404);
});

it('names the employees its journal and comments mention', async () => {
  const clerk = await signedInStaff(api, handle, ['orders.read', 'orders.write']);
  const order = await makeOrder(handle, NOW, { state: 'packed', copies: take(1) });
  expect((await clerk.browser.request('POST', `${STAFF_API}/orders/${order.id}/complete`, {}, { 'idempotency-key': key() })).status).toBe(200);
  const detail = deskOrderDetail.parse((await clerk.browser.request('GET', `${STAFF_API}/orders/${order.id}`)).body);
  const byClerk = detail.journal.filter((e) => e.actorStaffId === clerk.id);
  expect(byClerk.length).toBeGreaterThan(0);
  expect(detail.staffNames).toEqual({ [String(clerk.id)]: expect.stringMatching(/^Employee \d+$/) });
});

it('links the invoice of a confirmed order and serves its PDF to orders.read; a new or cancelled order has none', async () => {
  const { browser } = await signedInStaff(api, handle, ['orders.read']);
  const paid = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
  const detail = deskOrderDetail.parse((await browser.request('GET', `${STAFF_API}/orders/${paid.id}`)).body);
  expect(detail.invoice).toEqual({ number: detail.number, url: `${STAFF_API}/orders/${paid.id}/invoice.pdf` });
  const pdf = await browser.request<string>('GET', detail.invoice!.url);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(pdf.headers.get('content-disposition')).toContain(`invoice-${detail.number}.pdf`);
  expect(String(pdf.body).startsWith('%PDF')).toBe(true);

  const fresh = await makeOrder(handle, NOW, { state: 'new', copies: take(1) });
  expect(deskOrderDetail.parse((await browser.request('GET', `${STAFF_API}/orders/${fresh.id}`)).body).invoice).toBeNull();
  expect((await browser.request('GET', `${STAFF_API}/orders/${fresh.id}/invoice.pdf`)).status).toBe(404);
});

it('renders the journal from events: each desk action writes its event, the employee’s reason as its note', async () => {
  const clerk = await signedInStaff(api, handle, ['orders.read', 'orders.write']);
  const order = await makeOrder(handle, NOW, { state: 'packed', copies: take(1) });
  expect((await clerk.browser.request('POST', `${STAFF_API}/orders/${order.id}/tags`, { tag: 'vip' }, { 'idempotency-key': key() })).status).toBe(200);
  expect((await clerk.browser.request('POST', `${STAFF_API}/orders/${order.id}/complete`, { reason: 'handed over' }, { 'idempotency-key': key() })).status).toBe(200);
  const detail = deskOrderDetail.parse((await clerk.browser.request('GET', `${STAFF_API}/orders/${order.id}`)).body);
  const events = detail.journal.filter((e) => e.actorStaffId === clerk.id).map((e) => e.event);
  expect(events).toEqual([
    { key: 'tag-added', params: { tag: 'vip' }, note: null },
    { key: 'completed', params: {}, note: 'handed over' },
  ]);
  // The event is not repeated among the details.
  expect(detail.journal.every((e) => !(e.details && 'event' in e.details))).toBe(true);
});
