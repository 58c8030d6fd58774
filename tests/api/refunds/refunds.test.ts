// @pglite-smoke: the refund claim's row locks before a provider call, and the credit-note sequence read through the driver's raw result (also run on the embedded PGlite; scripts/test-all.sh)
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { orderRefundsView, refundActionResponse, type RefundActionResponse } from '@/contracts/refunds';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { createSession } from '@/server/modules/customers';
import { createShopper } from '../../support/shopper';
import type { RecordedCall } from '@/server/modules/payments/providers/fake-fetch.test-support';
import { fakeFetch, jsonResponse } from '@/server/modules/payments/providers/fake-fetch.test-support';
import { idPool, inStockIds } from '../../support/purchase';
import { STAFF_API, signedInStaff } from '../../support/staff';
import { createTestApi, type TestApi } from '../../support/test-api';
import { createTestDb } from '../../support/test-db';
import { makeCustomer, makeOrder, num, one, orderRow, walletOf } from '../admin-orders/desk-fixtures';

/**
 * The refunds desk over HTTP (issue 13 item 6, docs/adr/0024): money owed back goes back through
 * Comgate or Adyen (their HTTP stubbed at the edge: the app's injected fetch), to the wallet, or by
 * bank transfer (exported as CSV); refund_required orders are closed first; every refund that went
 * back has its credit note; a provider error leaves a failed refund to send again; the same key
 * answers the same; two employees at once never call a provider twice; the permission is `refunds`.
 */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let take: (n: number) => number[];
let answer: (call: RecordedCall) => Response | Promise<Response>;
const stub = fakeFetch((call) => answer(call));
const comgateCalls = () => stub.calls.filter((c) => c.url.startsWith('https://comgate.test/'));

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 160, seed: 31, now: NOW });
  api = createTestApi(handle, NOW, {
    fetch: stub.fetch,
    env: {
      COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'comgate-secret', COMGATE_API_URL: 'https://comgate.test',
      ADYEN_API_KEY: 'AQE-test', ADYEN_MERCHANT_ACCOUNT: 'BookturnECOM', ADYEN_CLIENT_KEY: 'test_KEY', ADYEN_CHECKOUT_URL: 'https://adyen.test/v71',
    },
  });
  take = idPool(await inStockIds(handle, 150));
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});
beforeEach(() => {
  stub.calls.length = 0;
  answer = () => new Response('code=0&message=OK', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
});

const key = () => `refund-${randomUUID()}`;
type Browser = Awaited<ReturnType<typeof signedInStaff>>['browser'];
const errorCode = (res: { body: unknown }) => (res.body as { error?: { code: string; details?: Record<string, unknown> } }).error;

async function desk(): Promise<Browser> {
  return (await signedInStaff(api, handle, ['orders.read', 'orders.write', 'refunds'])).browser;
}

async function cancel(browser: Browser, orderId: number, refundMethod?: string) {
  const res = await browser.request('POST', `${STAFF_API}/orders/${orderId}/cancel`, { reason: 'customer asked', ...(refundMethod ? { refundMethod } : {}) }, { 'idempotency-key': key() });
  expect(res.status).toBe(200);
}

async function refund(browser: Browser, orderId: number, body: Record<string, unknown> = {}, k = key()) {
  return browser.request<RefundActionResponse>('POST', `${STAFF_API}/orders/${orderId}/refunds`, body, { 'idempotency-key': k });
}

const refundRows = (orderId: number) => handle.db.execute(sql`select id, state, method, amount_x100, provider, provider_ref, attempts, error_code, bank_account, wallet_entry_id
  from order_refunds where order_id = ${orderId} order by id`).then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
const creditNotes = (orderId: number) => num(handle, sql`select count(*)::int as n from credit_notes where order_id = ${orderId}`);

describe('Comgate', () => {
  it('refunds a cancelled paid order through Comgate once, issues its credit note, and answers a repeat the same', async () => {
    const browser = await desk();
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(2) });
    await cancel(browser, order.id);
    const [pending] = await refundRows(order.id);
    expect(pending).toMatchObject({ state: 'pending', method: 'provider' });

    const k = key();
    const res = await refund(browser, order.id, {}, k);
    expect(res.status).toBe(200);
    const body = refundActionResponse.parse(res.body);
    expect(body.refunds).toHaveLength(1);
    expect(body.refunds[0]).toMatchObject({ state: 'done', method: 'provider', provider: 'comgate', amountX100: order.totalX100, attempts: 1, errorCode: null });
    expect(body.refunds[0]!.creditNoteNumber).toMatch(/^OD26\d{6}$/);

    const [call] = comgateCalls();
    expect(comgateCalls()).toHaveLength(1);
    expect(call!.url).toBe('https://comgate.test/v1.0/refund');
    const form = Object.fromEntries(new URLSearchParams(String(call!.body)));
    expect(form).toMatchObject({ merchant: '123456', secret: 'comgate-secret', amount: String(order.totalX100), curr: 'CZK', test: 'true', refId: String(body.refunds[0]!.id) });
    expect(form.transId).toMatch(/^T-/);

    const again = await refund(browser, order.id, {}, k);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(comgateCalls()).toHaveLength(1);
    expect(await creditNotes(order.id)).toBe(1);

    const journal = await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${order.id} and kind = 'refund' and action = 'refund'`);
    expect(journal).toBe(2);

    // The panel's view and the credit note's PDF.
    const viewRes = await browser.request('GET', `${STAFF_API}/orders/${order.id}/refunds`);
    const view = orderRefundsView.parse(viewRes.body);
    expect(view.creditNotes).toHaveLength(1);
    expect(view.creditNotes[0]).toMatchObject({ invoiceNumber: order.number, amountX100: order.totalX100 });
    const pdf = await browser.request<string>('GET', `${STAFF_API}/orders/${order.id}/credit-notes/${view.creditNotes[0]!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
  });

  it('leaves a refund Comgate refuses failed with a stable code, and sends it again on a new request', async () => {
    const browser = await desk();
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await cancel(browser, order.id);

    answer = () => new Response('code=1402&message=Refund+amount+higher+than+allowed', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const refused = await refund(browser, order.id);
    expect(refused.status).toBe(200);
    expect(refused.body.refunds[0]).toMatchObject({ state: 'failed', errorCode: 'PROVIDER_REFUSED', attempts: 1, creditNoteId: null });
    expect(refused.body.refunds[0]!.errorMessage).toContain('1402');

    answer = () => { throw new TypeError('fetch failed'); };
    const silent = await refund(browser, order.id);
    expect(silent.status).toBe(200);
    expect(silent.body.refunds[0]).toMatchObject({ state: 'failed', errorCode: 'PROVIDER_UNAVAILABLE', attempts: 2 });
    expect(await creditNotes(order.id)).toBe(0);

    answer = () => new Response('code=0&message=OK');
    const sent = await refund(browser, order.id);
    expect(sent.body.refunds[0]).toMatchObject({ state: 'done', attempts: 3, errorCode: null });
    expect(comgateCalls()).toHaveLength(3);
    expect(await creditNotes(order.id)).toBe(1);
  });

  it('calls Comgate once when two employees refund the same order at once: the other gets 409', async () => {
    const [a, b] = [await desk(), await desk()];
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await cancel(a, order.id);
    answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return new Response('code=0&message=OK');
    };
    const results = await Promise.all([refund(a, order.id), refund(b, order.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(['REFUND_IN_PROGRESS', 'REFUND_STATE_CONFLICT']).toContain(errorCode(loser)!.code);
    expect(comgateCalls()).toHaveLength(1);
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
  });
});

describe('Adyen', () => {
  it('refunds by the payment’s pspReference through the library, with the attempt’s Idempotency-Key', async () => {
    const browser = await desk();
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), paymentMethod: 'adyen' });
    await handle.db.execute(sql`update payments set provider = 'adyen', currency = 'CZK' where order_id = ${order.id}`);
    const payment = await one<{ id: string | number }>(handle, sql`select id from payments where order_id = ${order.id}`);
    await handle.db.execute(sql`insert into payment_events (provider, event_key, payment_id, outcome, payload, received_at)
      values ('adyen', ${`PSP-${order.id}:AUTHORISATION:true`}, ${payment.id}, 'paid', ${JSON.stringify({ pspReference: `PSP${order.id}`, eventCode: 'AUTHORISATION' })}::jsonb, ${NOW.toISOString()})`);
    await cancel(browser, order.id);

    answer = () => jsonResponse({ pspReference: 'REFUNDPSP1', paymentPspReference: `PSP${order.id}`, status: 'received', merchantAccount: 'BookturnECOM', amount: { value: order.totalX100, currency: 'CZK' } }, 201);
    const res = await refund(browser, order.id);
    expect(res.status).toBe(200);
    expect(res.body.refunds[0]).toMatchObject({ state: 'done', provider: 'adyen', providerRef: 'REFUNDPSP1' });
    const [call] = stub.calls;
    expect(stub.calls).toHaveLength(1);
    expect(call!.url).toBe(`https://adyen.test/v71/payments/PSP${order.id}/refunds`);
    expect(call!.headers['idempotency-key']).toBe(`bookturn-refund-${res.body.refunds[0]!.id}-1`);
    expect(call!.body).toMatchObject({ merchantAccount: 'BookturnECOM', amount: { value: order.totalX100, currency: 'CZK' } });
  });
});

describe('wallet and bank transfer', () => {
  it('closes a refund_required order of a customer and credits the wallet (a ledger row) with its credit note', async () => {
    const browser = await desk();
    const customerId = await makeCustomer(handle);
    const order = await makeOrder(handle, NOW, { state: 'refund_required', copies: take(1), customerId, paid: true });
    const res = await refund(browser, order.id, { method: 'wallet' });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('cancelled');
    expect(res.body.refunds).toHaveLength(1);
    expect(res.body.refunds[0]).toMatchObject({ state: 'done', method: 'wallet', amountX100: order.totalX100 });
    expect(res.body.refunds[0]!.creditNoteNumber).toMatch(/^OD/);
    expect(await walletOf(handle, customerId)).toBe(order.totalX100);
    expect(stub.calls).toHaveLength(0);
    expect((await orderRow(handle, order.id)).state).toBe('cancelled');
  });

  it('sends a pending provider refund to the wallet instead when asked', async () => {
    const browser = await desk();
    const customerId = await makeCustomer(handle);
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId });
    await cancel(browser, order.id, 'provider');
    const res = await refund(browser, order.id, { method: 'wallet', reason: 'card expired' });
    expect(res.body.refunds[0]).toMatchObject({ state: 'done', method: 'wallet' });
    const [row] = await refundRows(order.id);
    expect(row!.wallet_entry_id).not.toBeNull();
    expect(await walletOf(handle, customerId)).toBe(order.totalX100);
    expect(stub.calls).toHaveLength(0);
  });

  it('refuses the wallet for a guest and a bank transfer without an account, changing nothing', async () => {
    const browser = await desk();
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), paymentMethod: 'bank-transfer' });
    await handle.db.execute(sql`update payments set provider = 'manual', provider_ref = null where order_id = ${order.id}`);
    await cancel(browser, order.id);
    const [pending] = await refundRows(order.id);
    expect(pending).toMatchObject({ state: 'pending', method: 'bank_transfer' });

    const wallet = await refund(browser, order.id, { method: 'wallet' });
    expect(wallet.status).toBe(422);
    expect(errorCode(wallet)).toMatchObject({ code: 'REFUND_METHOD_UNAVAILABLE', details: { reason: 'GUEST_ORDER' } });
    const noAccount = await refund(browser, order.id);
    expect(noAccount.status).toBe(422);
    expect(errorCode(noAccount)).toMatchObject({ code: 'REFUND_METHOD_UNAVAILABLE', details: { reason: 'BANK_ACCOUNT_REQUIRED' } });
    const provider = await refund(browser, order.id, { method: 'provider' });
    expect(errorCode(provider)).toMatchObject({ code: 'REFUND_METHOD_UNAVAILABLE', details: { reason: 'NO_PROVIDER_PAYMENT' } });
    expect(await refundRows(order.id)).toEqual([pending]);

    const sent = await refund(browser, order.id, { bankAccount: '19-2000145399 / 0800' });
    expect(sent.status).toBe(200);
    expect(sent.body.refunds[0]).toMatchObject({ state: 'done', method: 'bank_transfer', bankAccount: '19-2000145399/0800', exportedAt: null });

    // The export takes it once; the same key gives the same file, a new key nothing new.
    const exportKey = key();
    const csv = await browser.request<string>('POST', `${STAFF_API}/refunds/bank-transfers/export`, undefined, { 'idempotency-key': exportKey });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const amount = `${Math.trunc(order.totalX100 / 100)}.${String(order.totalX100 % 100).padStart(2, '0')}`;
    expect(String(csv.body)).toContain(`"19-2000145399/0800";${amount};CZK;${order.number.replace(/\D/g, '')}`);
    const same = await browser.request<string>('POST', `${STAFF_API}/refunds/bank-transfers/export`, undefined, { 'idempotency-key': exportKey });
    expect(same.body).toBe(csv.body);
    const next = await browser.request<string>('POST', `${STAFF_API}/refunds/bank-transfers/export`, undefined, { 'idempotency-key': key() });
    expect(String(next.body)).not.toContain(order.number.replace(/\D/g, ''));
  });
});

describe('states and permissions', () => {
  it('answers 409 when nothing is owed or the refund is already done, and 404 for another order’s refund', async () => {
    const browser = await desk();
    const paid = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    const none = await refund(browser, paid.id);
    expect(none.status).toBe(409);
    expect(errorCode(none)).toMatchObject({ code: 'REFUND_STATE_CONFLICT', details: { reason: 'NOTHING_TO_REFUND' } });

    await cancel(browser, paid.id);
    const done = await refund(browser, paid.id);
    const id = done.body.refunds[0]!.id;
    const twice = await refund(browser, paid.id, { refundId: id });
    expect(twice.status).toBe(409);
    expect(errorCode(twice)).toMatchObject({ code: 'REFUND_STATE_CONFLICT', details: { state: 'done' } });

    const other = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    expect((await refund(browser, other.id, { refundId: id })).status).toBe(404);
  });

  it('lets only the refunds permission send money back; orders.read sees the panel', async () => {
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await cancel(await desk(), order.id);
    const clerk = await signedInStaff(api, handle, ['orders.read', 'orders.write']);
    const denied = await refund(clerk.browser, order.id);
    expect(denied.status).toBe(403);
    expect((await refundRows(order.id))[0]).toMatchObject({ state: 'pending', attempts: 0 });
    const view = await clerk.browser.request('GET', `${STAFF_API}/orders/${order.id}/refunds`);
    expect(view.status).toBe(200);
    expect(orderRefundsView.parse(view.body)).toMatchObject({ methods: { wallet: false, provider: true, bank_transfer: true }, provider: 'comgate' });
    expect(comgateCalls()).toHaveLength(0);
  });

  it('refuses a missing Idempotency-Key and a key reused with another body', async () => {
    const browser = await desk();
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await cancel(browser, order.id);
    const missing = await browser.request('POST', `${STAFF_API}/orders/${order.id}/refunds`, {});
    expect(missing.status).toBe(400);
    const k = key();
    expect((await refund(browser, order.id, {}, k)).status).toBe(200);
    const reused = await refund(browser, order.id, { reason: 'other' }, k);
    expect(reused.status).toBe(422);
    expect(errorCode(reused)!.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the desk after a refund went back', () => {
  it('refuses to restore a line whose refund the provider already sent (409), and changes nothing', async () => {
    const browser = await desk();
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(2) });
    const lines = await handle.db.execute(sql`select id from order_lines where order_id = ${order.id} order by id`);
    const [first] = (lines as unknown as { rows: { id: string | number }[] }).rows;
    expect((await browser.request('POST', `${STAFF_API}/orders/${order.id}/items/${first!.id}/delete`, {}, { 'idempotency-key': key() })).status).toBe(200);
    const sent = await refund(browser, order.id);
    expect(sent.body.refunds[0]).toMatchObject({ state: 'done', method: 'provider', orderLineId: Number(first!.id) });
    const restore = await browser.request('POST', `${STAFF_API}/orders/${order.id}/items/${first!.id}/restore`, {}, { 'idempotency-key': key() });
    expect(restore.status).toBe(409);
    expect(errorCode(restore)).toMatchObject({ code: 'ORDER_LINE_CONFLICT', details: { state: 'done' } });
    expect((await refundRows(order.id))[0]).toMatchObject({ state: 'done' });
  });
});

describe('invoice re-issue', () => {
  it('keeps version 1, makes version 2 with the company, and the next credit note corrects version 2', async () => {
    const browser = await desk();
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    const k = key();
    const body = { reason: 'customer asked for the company', company: { name: 'Knihy Nováková s.r.o.', companyId: '12345678', vatId: 'CZ12345678' } };
    const made = await browser.request<{ number: string; version: number; id: number }>('POST', `${STAFF_API}/orders/${order.id}/invoices`, body, { 'idempotency-key': k });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ number: `${order.number}-2`, version: 2, companyName: 'Knihy Nováková s.r.o.' });
    const again = await browser.request('POST', `${STAFF_API}/orders/${order.id}/invoices`, body, { 'idempotency-key': k });
    expect(again.body).toEqual(made.body);

    const view = orderRefundsView.parse((await browser.request('GET', `${STAFF_API}/orders/${order.id}/refunds`)).body);
    expect(view.invoices.map((i) => [i.version, i.number])).toEqual([[1, order.number], [2, `${order.number}-2`]]);
    expect(view.invoiceNumber).toBe(`${order.number}-2`);
    const pdf = await browser.request<string>('GET', `${STAFF_API}/orders/${order.id}/invoices/${made.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${order.id} and action = 'invoice-reissue'`)).toBe(1);

    await cancel(browser, order.id);
    await refund(browser, order.id);
    const note = await one<{ invoice_number: string; data: { buyer: { company: { name: string } } } }>(handle, sql`select invoice_number, data from credit_notes where order_id = ${order.id}`);
    expect(note.invoice_number).toBe(`${order.number}-2`);
    expect(note.data.buyer.company.name).toBe('Knihy Nováková s.r.o.');

    const clerk = await signedInStaff(api, handle, ['orders.read', 'refunds']);
    expect((await clerk.browser.request('POST', `${STAFF_API}/orders/${order.id}/invoices`, body, { 'idempotency-key': key() })).status).toBe(403);
  });
});

describe('the customer', () => {
  it('sees the credit note on the order page and downloads it; another customer gets 404', async () => {
    const browser = await desk();
    const customerId = await makeCustomer(handle);
    const order = await makeOrder(handle, NOW, { state: 'paid', copies: take(2), customerId });
    const lines = await handle.db.execute(sql`select id from order_lines where order_id = ${order.id} order by id`);
    const [first] = (lines as unknown as { rows: { id: string | number }[] }).rows;
    const removed = await browser.request('POST', `${STAFF_API}/orders/${order.id}/items/${first!.id}/delete`, { reason: 'damaged' }, { 'idempotency-key': key() });
    expect(removed.status).toBe(200);

    const shopper = createShopper(api);
    shopper.cookies.set('bt_session', await createSession(handle.db, customerId, NOW));
    const detail = await shopper.request<{ creditNotes: { number: string; amountX100: number }[]; hasInvoice: boolean }>('GET', `/api/adonis/v1/users/current/orders/${order.number}`);
    expect(detail.status).toBe(200);
    expect(detail.body.hasInvoice).toBe(true);
    expect(detail.body.creditNotes).toHaveLength(1);
    const [note] = detail.body.creditNotes;
    const pdf = await shopper.request<string>('GET', `/api/adonis/v1/users/current/orders/${order.number}/credit-notes/${note!.number}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const stranger = createShopper(api);
    stranger.cookies.set('bt_session', await createSession(handle.db, await makeCustomer(handle), NOW));
    expect((await stranger.request('GET', `/api/adonis/v1/users/current/orders/${order.number}/credit-notes/${note!.number}`)).status).toBe(404);
  });
});
