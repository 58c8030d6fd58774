// @pglite-smoke: the desk's transactions and row locks (also run on the embedded PGlite; scripts/test-all.sh)
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { deskActionResponse, deskOrderDetail } from '@/contracts/admin-orders';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { DESK_ACTION_PERMISSION, DESK_ACTIONS, DESK_ROUTES, OrderDesk } from '@/server/modules/orders/desk';
import { transition } from '@/server/modules/orders/orders.repository';
import { createTestDb } from '../../support/test-db';
import { seedDatabase } from '@/server/db/seed';
import { idPool, inStockIds } from '../../support/purchase';
import { copyState, makeCustomer, makeOrder, num, one, orderRow, priceOf, staffCtx, walletOf } from './desk-fixtures';

/**
 * Issue 13 item 4: the order desk's actions as services — happy path, wrong state (409 + code),
 * idempotency (same key → same answer, nothing twice), concurrency (one wins), totals recomputed,
 * wallet ledger rows in integer hundredths. Runs on PGlite and, with DATABASE_URL, on PostgreSQL
 * (where the parallel calls are real concurrent transactions).
 */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let take: (n: number) => number[];
const ctx = (staffId = 7, now = NOW) => staffCtx(handle, now, staffId);
const key = () => `k-${randomUUID()}`;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 300, seed: 21, now: NOW });
  take = idPool(await inStockIds(handle, 250));
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

const staffJournal = (orderId: number, action: string) => num(handle, sql`select count(*)::int as n from order_journal where order_id = ${orderId} and action = ${action}`);

describe('the state machine is the one source of moves', () => {
  it('transition refuses a move that is not an edge (a bug, never a silent write)', async () => {
    const o = await makeOrder(handle, NOW, { state: 'delivered', copies: take(1) });
    await expect(transition(handle.db, o.id, ['delivered'], 'paid', 'bad', NOW)).rejects.toThrow(/no edge delivered → paid/);
    expect((await orderRow(handle, o.id)).state).toBe('delivered');
  });
});

describe('the route table the staff routes mount', () => {
  it('has a POST for every desk action, unique paths, and a permission each', () => {
    const paths = DESK_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const action of Object.keys(DESK_ACTIONS)) {
      const tail = action.startsWith('items-') ? `/items/{itemId}/${action.slice(6)}` : `/${action}`;
      expect(paths).toContain(`post /orders/{id}${tail}`);
    }
    expect(DESK_ROUTES.find((r) => r.path.endsWith('/mark-paid'))!.permission).toBe('payments.confirm');
    for (const r of DESK_ROUTES) expect(['orders.write', 'payments.confirm', 'refunds']).toContain(r.permission);
  });

  it('parses params and body with its zod contracts and runs the service (bad input is a zod error, before any write)', async () => {
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1) });
    const extend = DESK_ROUTES.find((r) => r.path === '/orders/{id}/extend')!;
    expect(extend.body!.safeParse({ days: 0 }).success).toBe(false);
    expect(extend.body!.safeParse({ days: 2, extra: 1 }).success).toBe(false);
    const res = await extend.run(ctx(), extend.params.parse({ id: String(o.id) }), extend.body!.parse({ days: 2 }), key());
    expect(deskActionResponse.parse(res).action).toBe('extend');
    const untag = DESK_ROUTES.find((r) => r.method === 'delete')!;
    expect(untag.params.safeParse({ id: '1', tag: 'Not a tag!' }).success).toBe(false);
  });
});

describe('complete', () => {
  it('moves a packed or shipped order to delivered and journals who did it', async () => {
    const o = await makeOrder(handle, NOW, { state: 'shipped', copies: take(1) });
    const res = await OrderDesk.complete(ctx(11), { orderId: o.id, idempotencyKey: key(), body: { reason: 'carrier confirmed' } });
    expect(deskActionResponse.parse(res).state).toBe('delivered');
    const j = await one<{ from_state: string; to_state: string; actor_staff_id: string | number; kind: string; reason: string }>(
      handle, sql`select from_state, to_state, actor_staff_id, kind, reason from order_journal where order_id = ${o.id} and action = 'complete'`,
    );
    expect({ ...j, actor_staff_id: Number(j.actor_staff_id) }).toEqual({ from_state: 'shipped', to_state: 'delivered', actor_staff_id: 11, kind: 'staff_action', reason: 'carrier confirmed' });
  });

  it('refuses a paid order with 409 ORDER_STATE_CONFLICT and writes nothing', async () => {
    const o = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await expect(OrderDesk.complete(ctx(), { orderId: o.id, idempotencyKey: key(), body: {} }))
      .rejects.toMatchObject({ code: 'ORDER_STATE_CONFLICT', status: 409, details: { state: 'paid', action: 'complete' } });
    expect((await orderRow(handle, o.id)).state).toBe('paid');
    expect(await num(handle, sql`select count(*)::int as n from idempotency_keys where scope like ${`desk:${o.id}:%`}`)).toBe(0);
  });

  it('answers an unknown order with 404', async () => {
    await expect(OrderDesk.complete(ctx(), { orderId: 987654321, idempotencyKey: key(), body: {} })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('same Idempotency-Key → same answer, journaled once; another body with it → 422', async () => {
    const o = await makeOrder(handle, NOW, { state: 'packed', copies: take(1) });
    const k = key();
    const first = await OrderDesk.complete(ctx(), { orderId: o.id, idempotencyKey: k, body: {} });
    const again = await OrderDesk.complete(ctx(), { orderId: o.id, idempotencyKey: k, body: {} });
    expect(again).toEqual(first);
    expect(await staffJournal(o.id, 'complete')).toBe(1);
    await expect(OrderDesk.complete(ctx(), { orderId: o.id, idempotencyKey: k, body: { reason: 'other' } })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 422 });
    await expect(OrderDesk.complete(ctx(), { orderId: o.id, idempotencyKey: 'short', body: {} })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_MISSING', status: 400 });
  });

  it('refuses a caller without an employee (the route layer must resolve one)', async () => {
    const o = await makeOrder(handle, NOW, { state: 'packed', copies: take(1) });
    await expect(OrderDesk.complete({ ...ctx(), staff: null }, { orderId: o.id, idempotencyKey: key(), body: {} })).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});

describe('mark-paid', () => {
  it('records a paid manual payment and its event, claims the copies for good and marks them sold', async () => {
    const copies = take(2);
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies, paymentMethod: 'bank-transfer' });
    const res = await OrderDesk.markPaid(ctx(3), { orderId: o.id, idempotencyKey: key(), body: { method: 'bank-transfer', reference: 'VS 2600123' } });
    expect(res.state).toBe('paid');
    expect(res.paidAt).toBe(NOW.toISOString());
    const pay = await one<{ provider: string; state: string; amount_x100: number }>(handle, sql`select provider, state, amount_x100 from payments where id = ${res.paymentId}`);
    expect(pay).toEqual({ provider: 'manual', state: 'paid', amount_x100: o.totalX100 });
    expect(await num(handle, sql`select count(*)::int as n from payment_events where payment_id = ${res.paymentId} and outcome = 'paid'`)).toBe(1);
    for (const id of copies) expect(await copyState(handle, id)).toEqual({ state: 'sold', claimed_by: expect.anything() });
    expect(await num(handle, sql`select count(*)::int as n from book_claims where order_id = ${o.id} and until = 'infinity'`)).toBe(2);
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${o.id} and kind = 'payment' and actor_staff_id = 3`)).toBe(1);
  });

  it('is idempotent: the same key twice records one payment', async () => {
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), paymentMethod: 'bank-transfer' });
    const k = key();
    const body = { method: 'bank-transfer' as const };
    const a = await OrderDesk.markPaid(ctx(), { orderId: o.id, idempotencyKey: k, body });
    const b = await OrderDesk.markPaid(ctx(), { orderId: o.id, idempotencyKey: k, body });
    expect(b).toEqual(a);
    expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${o.id}`)).toBe(1);
  });

  it('refuses another amount (422) and an order already paid (409)', async () => {
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), paymentMethod: 'bank-transfer' });
    await expect(OrderDesk.markPaid(ctx(), { orderId: o.id, idempotencyKey: key(), body: { method: 'bank-transfer', amountX100: o.totalX100 - 1 } }))
      .rejects.toMatchObject({ code: 'PAYMENT_AMOUNT_MISMATCH', status: 422 });
    expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${o.id}`)).toBe(0);
    const paid = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await expect(OrderDesk.markPaid(ctx(), { orderId: paid.id, idempotencyKey: key(), body: { method: 'cash' } })).rejects.toMatchObject({ code: 'ORDER_STATE_CONFLICT', status: 409 });
  });

  it('records the cash of a cash-on-delivery order on its way without moving it', async () => {
    const o = await makeOrder(handle, NOW, { state: 'shipped', copies: take(1), paymentMethod: 'cash-on-delivery', paymentFeeX100: 3900 });
    const res = await OrderDesk.markPaid(ctx(), { orderId: o.id, idempotencyKey: key(), body: { method: 'cash-on-delivery', reference: 'PPL COD 77' } });
    expect(res.state).toBe('shipped');
    expect(res.paidAt).toBe(NOW.toISOString());
    await expect(OrderDesk.markPaid(ctx(), { orderId: o.id, idempotencyKey: key(), body: { method: 'cash-on-delivery' } })).rejects.toMatchObject({ code: 'ORDER_STATE_CONFLICT' });
  });

  it('money for an order whose copies were sold meanwhile makes it refund_required', async () => {
    const copies = take(1);
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies, paymentMethod: 'bank-transfer', expiresAt: new Date(NOW.getTime() - 1000) });
    // Another order took the copy after the deadline passed.
    await handle.db.execute(sql`delete from book_claims where order_id = ${o.id}`);
    await handle.db.execute(sql`update order_lines set active = false where order_id = ${o.id}`);
    await makeOrder(handle, NOW, { state: 'paid', copies });
    const res = await OrderDesk.markPaid(ctx(), { orderId: o.id, idempotencyKey: key(), body: { method: 'bank-transfer' } });
    expect(res.state).toBe('refund_required');
  });
});

describe('cancel', () => {
  it('an unpaid order: copies free at once, the wallet credit it used comes back as a ledger row', async () => {
    const customer = await makeCustomer(handle);
    const copies = take(2);
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies, customerId: customer, walletX100: 5000 });
    const res = await OrderDesk.cancel(ctx(), { orderId: o.id, idempotencyKey: key(), body: { reason: 'customer called' } });
    expect(res).toMatchObject({ state: 'cancelled', refunds: [] });
    for (const id of copies) expect(await copyState(handle, id)).toEqual({ state: 'in_stock', claimed_by: null });
    expect(await walletOf(handle, customer)).toBe(5000);
  });

  it('a paid order of a customer: the whole total refunded to the wallet (done), copies back in stock', async () => {
    const customer = await makeCustomer(handle);
    const copies = take(2);
    const o = await makeOrder(handle, NOW, { state: 'paid', copies, customerId: customer });
    const res = await OrderDesk.cancel(ctx(5), { orderId: o.id, idempotencyKey: key(), body: { reason: 'out of stock at the shelf' } });
    expect(res.state).toBe('cancelled');
    expect(res.refunds).toEqual([expect.objectContaining({ amountX100: o.totalX100, method: 'wallet', state: 'done' })]);
    expect(await walletOf(handle, customer)).toBe(o.totalX100);
    expect(Number.isInteger(await walletOf(handle, customer))).toBe(true);
    // The wallet movement carries its business event's unique key (a retry cannot pay twice).
    expect(await num(handle, sql`select count(*)::int as n from wallet_entries where order_id = ${o.id} and event_key like ${`desk:${o.id}:cancel:%:refund`}`)).toBe(1);
    await expect(handle.db.execute(sql`insert into wallet_entries (customer_id, currency, amount_x100, reason, order_id, event_key, created_at)
      select customer_id, currency, amount_x100, reason, order_id, event_key, now() from wallet_entries where order_id = ${o.id} and event_key is not null`)).rejects.toThrow();
    for (const id of copies) expect((await copyState(handle, id)).state).toBe('in_stock');
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${o.id} and kind = 'refund' and actor_staff_id = 5`)).toBe(1);
  });

  it('a paid guest order: a pending provider refund; a wallet refund is refused (422)', async () => {
    const o = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await expect(OrderDesk.cancel(ctx(), { orderId: o.id, idempotencyKey: key(), body: { reason: 'x', refundMethod: 'wallet' } }))
      .rejects.toMatchObject({ code: 'REFUND_METHOD_UNAVAILABLE', status: 422 });
    expect((await orderRow(handle, o.id)).state).toBe('paid');
    const res = await OrderDesk.cancel(ctx(), { orderId: o.id, idempotencyKey: key(), body: { reason: 'x' } });
    expect(res.refunds).toEqual([expect.objectContaining({ amountX100: o.totalX100, method: 'provider', state: 'pending' })]);
  });

  it('a shipped order keeps its copies (in the parcel) until stock-up puts them back', async () => {
    const customer = await makeCustomer(handle);
    const copies = take(2);
    const o = await makeOrder(handle, NOW, { state: 'shipped', copies, customerId: customer });
    await OrderDesk.cancel(ctx(), { orderId: o.id, idempotencyKey: key(), body: { reason: 'parcel returned' } });
    for (const id of copies) expect((await copyState(handle, id)).state).toBe('sold');
    const res = await OrderDesk.stockUp(ctx(), { orderId: o.id, idempotencyKey: key(), body: {} });
    expect(res.state).toBe('cancelled');
    for (const id of copies) expect(await copyState(handle, id)).toEqual({ state: 'in_stock', claimed_by: null });
    expect(await num(handle, sql`select count(*)::int as n from books where id = any(${`{${copies.join(',')}}`}::bigint[]) and restocked_at is not null`)).toBe(2);
    await expect(OrderDesk.stockUp(ctx(), { orderId: o.id, idempotencyKey: key(), body: {} })).rejects.toMatchObject({ code: 'ORDER_LINE_CONFLICT', status: 409 });
  });

  it('refuses a delivered order; stock-up refuses a paid one', async () => {
    const d = await makeOrder(handle, NOW, { state: 'delivered', copies: take(1) });
    await expect(OrderDesk.cancel(ctx(), { orderId: d.id, idempotencyKey: key(), body: { reason: 'x' } })).rejects.toMatchObject({ code: 'ORDER_STATE_CONFLICT' });
    const p = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await expect(OrderDesk.stockUp(ctx(), { orderId: p.id, idempotencyKey: key(), body: {} })).rejects.toMatchObject({ code: 'ORDER_STATE_CONFLICT' });
  });

  it('closes a refund_required order with its refund, without giving the wallet part back twice', async () => {
    const customer = await makeCustomer(handle);
    const o = await makeOrder(handle, NOW, { state: 'refund_required', copies: take(1), customerId: customer, walletX100: 1000 });
    const res = await OrderDesk.cancel(ctx(), { orderId: o.id, idempotencyKey: key(), body: { reason: 'refund' } });
    expect(res.state).toBe('cancelled');
    expect(await walletOf(handle, customer)).toBe(1000 + o.totalX100);
  });
});

describe('items delete and restore', () => {
  it('unpaid: the line goes, its copy is free, the totals drop; no refund', async () => {
    const copies = take(3);
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies });
    const lines = await handle.db.execute(sql`select id::float8 as id from order_lines where order_id = ${o.id} order by id`) as unknown as { rows: { id: number }[] };
    const lineId = Number(lines.rows[0]!.id);
    const price = await priceOf(handle, copies[0]!);
    const res = await OrderDesk.deleteItem(ctx(), { orderId: o.id, itemId: lineId, idempotencyKey: key(), body: {} });
    expect(res).toMatchObject({ itemsX100: o.itemsX100 - price, totalX100: o.totalX100 - price, refunds: [] });
    expect(await copyState(handle, copies[0]!)).toEqual({ state: 'in_stock', claimed_by: null });
    await expect(OrderDesk.deleteItem(ctx(), { orderId: o.id, itemId: lineId, idempotencyKey: key(), body: {} })).rejects.toMatchObject({ code: 'ORDER_LINE_CONFLICT' });
    const back = await OrderDesk.restoreItem(ctx(), { orderId: o.id, itemId: lineId, idempotencyKey: key(), body: {} });
    expect(back).toMatchObject({ itemsX100: o.itemsX100, totalX100: o.totalX100 });
    expect((await copyState(handle, copies[0]!)).claimed_by).not.toBeNull();
  });

  it('paid: the difference goes to the wallet; restore takes it back from the wallet', async () => {
    const customer = await makeCustomer(handle);
    const copies = take(2);
    const o = await makeOrder(handle, NOW, { state: 'paid', copies, customerId: customer });
    const [first] = (await handle.db.execute(sql`select id::float8 as id from order_lines where order_id = ${o.id} order by id`) as unknown as { rows: { id: number }[] }).rows;
    const price = await priceOf(handle, copies[0]!);
    const res = await OrderDesk.deleteItem(ctx(), { orderId: o.id, itemId: Number(first!.id), idempotencyKey: key(), body: { reason: 'damaged' } });
    expect(res.totalX100).toBe(o.totalX100 - price);
    expect(res.refunds).toEqual([expect.objectContaining({ amountX100: price, method: 'wallet', state: 'done', orderLineId: Number(first!.id) })]);
    expect(await walletOf(handle, customer)).toBe(price);
    expect((await copyState(handle, copies[0]!)).state).toBe('in_stock');

    const back = await OrderDesk.restoreItem(ctx(), { orderId: o.id, itemId: Number(first!.id), idempotencyKey: key(), body: {} });
    expect(back).toMatchObject({ totalX100: o.totalX100, itemsX100: o.itemsX100, discountX100: 0 });
    expect(await walletOf(handle, customer)).toBe(0);
    expect((await copyState(handle, copies[0]!)).state).toBe('sold');
    expect(await num(handle, sql`select count(*)::int as n from order_refunds where order_id = ${o.id} and state = 'cancelled'`)).toBe(1);
  });

  it('restore of a paid order is refused when the refunded credit was spent (422), and nothing changes', async () => {
    const customer = await makeCustomer(handle);
    const o = await makeOrder(handle, NOW, { state: 'paid', copies: take(2), customerId: customer });
    const [first] = (await handle.db.execute(sql`select id::float8 as id from order_lines where order_id = ${o.id} order by id`) as unknown as { rows: { id: number }[] }).rows;
    const res = await OrderDesk.deleteItem(ctx(), { orderId: o.id, itemId: Number(first!.id), idempotencyKey: key(), body: {} });
    await handle.db.execute(sql`insert into wallet_entries (customer_id, currency, amount_x100, reason, created_at) values (${customer}, 'CZK', ${-res.refunds[0]!.amountX100}, 'spent', now())`);
    await expect(OrderDesk.restoreItem(ctx(), { orderId: o.id, itemId: Number(first!.id), idempotencyKey: key(), body: {} })).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT' });
    expect((await orderRow(handle, o.id)).total_x100).toBe(res.totalX100);
  });

  it('a paid guest order gets a pending refund record; the last line cannot go; the wallet part is cut before the total goes negative', async () => {
    const o = await makeOrder(handle, NOW, { state: 'paid', copies: take(2) });
    const lines = (await handle.db.execute(sql`select id::float8 as id from order_lines where order_id = ${o.id} order by id`) as unknown as { rows: { id: number }[] }).rows;
    const res = await OrderDesk.deleteItem(ctx(), { orderId: o.id, itemId: Number(lines[0]!.id), idempotencyKey: key(), body: {} });
    expect(res.refunds).toEqual([expect.objectContaining({ method: 'provider', state: 'pending' })]);
    await expect(OrderDesk.deleteItem(ctx(), { orderId: o.id, itemId: Number(lines[1]!.id), idempotencyKey: key(), body: {} }))
      .rejects.toMatchObject({ code: 'BUSINESS_RULE', details: { reason: 'LAST_LINE' } });

    const customer = await makeCustomer(handle);
    const copies = take(2);
    const p0 = await priceOf(handle, copies[0]!);
    const p1 = await priceOf(handle, copies[1]!);
    // Paid mostly from the wallet: removing the dearer line would take the total below zero.
    const w = await makeOrder(handle, NOW, { state: 'paid', copies, customerId: customer, shippingX100: 0, walletX100: p0 + p1 - 100 });
    const dear = p0 >= p1 ? 0 : 1;
    const wl = (await handle.db.execute(sql`select id::float8 as id from order_lines where order_id = ${w.id} order by id`) as unknown as { rows: { id: number }[] }).rows;
    const r = await OrderDesk.deleteItem(ctx(), { orderId: w.id, itemId: Number(wl[dear]!.id), idempotencyKey: key(), body: {} });
    const kept = dear === 0 ? p1 : p0;
    expect(r).toMatchObject({ itemsX100: kept, totalX100: 0, walletX100: kept, discountX100: 0 });
    // The customer gets back exactly what they put in minus what they keep: 100 paid + wallet cut.
    expect(await walletOf(handle, customer)).toBe(p0 + p1 - 100 - kept + 100);
  });
});

describe('merge', () => {
  it('two unpaid orders of one customer to one address: one order, one shipping fee; the other cancelled with a pointer', async () => {
    const customer = await makeCustomer(handle);
    const a = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(2), customerId: customer });
    const b = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), customerId: customer });
    const res = await OrderDesk.merge(ctx(), { orderId: a.id, idempotencyKey: key(), body: { otherOrderId: b.id } });
    expect(res).toMatchObject({ itemsX100: a.itemsX100 + b.itemsX100, shippingX100: 8900, totalX100: a.itemsX100 + b.itemsX100 + 8900, relatedId: b.id });
    const other = await orderRow(handle, b.id);
    expect(other.state).toBe('cancelled');
    expect(Number(other.merged_into_order_id)).toBe(a.id);
    expect(await num(handle, sql`select count(*)::int as n from order_lines where order_id = ${a.id} and active`)).toBe(3);
    expect(await num(handle, sql`select count(*)::int as n from book_claims where order_id = ${a.id}`)).toBe(3);
  });

  it('two paid orders: the second shipping fee is refunded to the wallet', async () => {
    const customer = await makeCustomer(handle);
    const a = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: customer });
    const b = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: customer, shippingX100: 7900 });
    const res = await OrderDesk.merge(ctx(), { orderId: a.id, idempotencyKey: key(), body: { otherOrderId: b.id } });
    expect(res.refunds).toEqual([expect.objectContaining({ amountX100: 7900, method: 'wallet', state: 'done' })]);
    expect(res.totalX100).toBe(a.totalX100 + b.totalX100 - 7900);
    expect(res.totalX100).toBe(res.itemsX100 + res.shippingX100 + res.paymentFeeX100 - res.discountX100 - res.walletX100);
    expect(await walletOf(handle, customer)).toBe(7900);
    // The refund is the other order's (a provider refund would go back to its payment).
    expect(await num(handle, sql`select count(*)::int as n from order_refunds where order_id = ${b.id} and amount_x100 = 7900`)).toBe(1);
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${b.id} and kind = 'refund'`)).toBe(1);
  });

  it('two paid guest orders: the second shipping is a pending provider refund of the other order', async () => {
    const a = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), email: 'guest.merge@example.cz' });
    const b = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), email: 'Guest.Merge@example.cz' });
    const res = await OrderDesk.merge(ctx(), { orderId: b.id, idempotencyKey: key(), body: { otherOrderId: a.id } });
    expect(res.refunds).toEqual([expect.objectContaining({ amountX100: 8900, method: 'provider', state: 'pending' })]);
    expect(await num(handle, sql`select count(*)::int as n from order_refunds where order_id = ${a.id} and state = 'pending'`)).toBe(1);
  });

  it('refuses another customer or address (422 ORDERS_NOT_MERGEABLE) and a packed order (409)', async () => {
    const c1 = await makeCustomer(handle);
    const c2 = await makeCustomer(handle);
    const a = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: c1 });
    const b = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: c2 });
    await expect(OrderDesk.merge(ctx(), { orderId: a.id, idempotencyKey: key(), body: { otherOrderId: b.id } })).rejects.toMatchObject({ code: 'ORDERS_NOT_MERGEABLE', details: { reason: 'CUSTOMER' } });
    const d = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: c1, address: { street: 'Jiná 2', city: 'Brno', zip: '60200', country: 'CZ' } });
    await expect(OrderDesk.merge(ctx(), { orderId: a.id, idempotencyKey: key(), body: { otherOrderId: d.id } })).rejects.toMatchObject({ code: 'ORDERS_NOT_MERGEABLE', details: { reason: 'ADDRESS' } });
    const p = await makeOrder(handle, NOW, { state: 'packed', copies: take(1), customerId: c1 });
    await expect(OrderDesk.merge(ctx(), { orderId: a.id, idempotencyKey: key(), body: { otherOrderId: p.id } })).rejects.toMatchObject({ code: 'ORDER_STATE_CONFLICT' });
    expect((await orderRow(handle, b.id)).state).toBe('paid');
  });
});

describe('extend and max-credit-lock', () => {
  it('extend moves the deadline and the claims; a lapsed order gets its free copies back; paid → 409', async () => {
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1) });
    const before = (await orderRow(handle, o.id)).expires_at!;
    const res = await OrderDesk.extend(ctx(), { orderId: o.id, idempotencyKey: key(), body: { days: 2 } });
    expect(new Date(res.expiresAt!).getTime()).toBe(new Date(before).getTime() + 2 * 24 * 3600_000);
    expect(await num(handle, sql`select count(*)::int as n from book_claims where order_id = ${o.id} and until = ${res.expiresAt}::timestamptz`)).toBe(1);

    const lapsed = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), expiresAt: new Date(NOW.getTime() - 60_000) });
    const r2 = await OrderDesk.extend(ctx(), { orderId: lapsed.id, idempotencyKey: key(), body: { days: 1 } });
    expect(r2.expiresAt).toBe(new Date(NOW.getTime() + 24 * 3600_000).toISOString());

    const paid = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    await expect(OrderDesk.extend(ctx(), { orderId: paid.id, idempotencyKey: key(), body: { days: 1 } })).rejects.toMatchObject({ code: 'ORDER_STATE_CONFLICT' });
  });

  it('max-credit-lock spends what the wallet has toward the total (a negative ledger row); covering all makes it paid', async () => {
    const customer = await makeCustomer(handle, 10000);
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), customerId: customer });
    const res = await OrderDesk.maxCreditLock(ctx(), { orderId: o.id, idempotencyKey: key(), body: {} });
    const locked = Math.min(10000, o.totalX100);
    expect(res).toMatchObject({ walletX100: locked, totalX100: o.totalX100 - locked });
    expect(await walletOf(handle, customer)).toBe(10000 - locked);

    const rich = await makeCustomer(handle, 10_000_000);
    const q = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), customerId: rich });
    const paid = await OrderDesk.maxCreditLock(ctx(), { orderId: q.id, idempotencyKey: key(), body: {} });
    expect(paid).toMatchObject({ state: 'paid', totalX100: 0, walletX100: q.totalX100 });
    expect(await walletOf(handle, rich)).toBe(10_000_000 - q.totalX100);

    const poor = await makeCustomer(handle);
    const r = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), customerId: poor });
    await expect(OrderDesk.maxCreditLock(ctx(), { orderId: r.id, idempotencyKey: key(), body: {} })).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT' });
  });
});

describe('tags, comments and the detail read model', () => {
  it('tags add/remove, comments add/close/reopen, all in the detail with lines, payments, refunds and the journal', async () => {
    const customer = await makeCustomer(handle);
    const copies = take(2);
    await handle.db.execute(sql`update books set location = 'A-12-3' where id = ${copies[0]!}`);
    const o = await makeOrder(handle, NOW, { state: 'paid', copies, customerId: customer });
    await OrderDesk.addTag(ctx(), { orderId: o.id, idempotencyKey: key(), body: { tag: 'vip' } });
    await OrderDesk.addTag(ctx(), { orderId: o.id, idempotencyKey: key(), body: { tag: 'vip' } });
    await OrderDesk.addTag(ctx(), { orderId: o.id, idempotencyKey: key(), body: { tag: 'fragile' } });
    await OrderDesk.removeTag(ctx(), { orderId: o.id, idempotencyKey: key(), body: { tag: 'fragile' } });
    const c = await OrderDesk.addComment(ctx(9), { orderId: o.id, idempotencyKey: key(), body: { body: 'Call before shipping' } });
    const commentId = c.relatedId!;
    await OrderDesk.closeComment(ctx(), { orderId: o.id, idempotencyKey: key(), body: { commentId } });
    await expect(OrderDesk.closeComment(ctx(), { orderId: o.id, idempotencyKey: key(), body: { commentId } })).rejects.toMatchObject({ code: 'CONFLICT' });
    await OrderDesk.reopenComment(ctx(), { orderId: o.id, idempotencyKey: key(), body: { commentId } });
    const [line] = (await handle.db.execute(sql`select id::float8 as id from order_lines where order_id = ${o.id} order by id desc`) as unknown as { rows: { id: number }[] }).rows;
    await OrderDesk.deleteItem(ctx(), { orderId: o.id, itemId: Number(line!.id), idempotencyKey: key(), body: {} });

    const detail = deskOrderDetail.parse(await OrderDesk.getOrder(ctx(), o.id));
    expect(detail.tags).toEqual(['vip']);
    expect(detail.comments).toEqual([expect.objectContaining({ id: commentId, body: 'Call before shipping', authorStaffId: 9, closedAt: null })]);
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines.find((l) => l.copyId === copies[0])).toMatchObject({ location: 'A-12-3', active: true, editionId: expect.any(Number) });
    expect(detail.lines.find((l) => l.id === Number(line!.id))).toMatchObject({ active: false, removedByStaffId: 7 });
    expect(detail.payments).toHaveLength(1);
    expect(detail.refunds).toHaveLength(1);
    expect(detail.customer.walletBalanceX100).toBe(detail.refunds[0]!.amountX100);
    expect(detail.journal.map((j) => j.action ?? j.kind)).toEqual(expect.arrayContaining(['tag-add', 'tag-remove', 'comment-add', 'comment-close', 'comment-reopen', 'items-delete']));
    expect(detail.allowedActions).toEqual(expect.arrayContaining(['cancel', 'merge', 'items-delete']));
    expect(detail.allowedActions).not.toContain('complete');
    expect(detail.mayAnnotate).toBe(true);
  });

  it('offers an employee only the actions they hold the permission for (a packer reads, does not act)', async () => {
    const unpaid = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1) });
    const withPermissions = (permissions: string[]) => ({ ...ctx(), staff: { id: 11, name: 'Packer', permissions } });
    const everything = deskOrderDetail.parse(await OrderDesk.getOrder(ctx(), unpaid.id));
    expect(everything.allowedActions).toEqual(expect.arrayContaining(['mark-paid', 'cancel', 'extend', 'merge']));

    const packer = deskOrderDetail.parse(await OrderDesk.getOrder(withPermissions(['orders.read', 'shipping']), unpaid.id));
    expect(packer.allowedActions).toEqual([]);
    expect(packer.mayAnnotate).toBe(false);

    const cashier = deskOrderDetail.parse(await OrderDesk.getOrder(withPermissions(['orders.read', 'payments.confirm']), unpaid.id));
    expect(cashier.allowedActions).toEqual(['mark-paid']);
    expect(cashier.mayAnnotate).toBe(false);
    // Every action the detail can offer is mounted behind the permission it is filtered by.
    for (const [action, permission] of Object.entries(DESK_ACTION_PERMISSION)) {
      const offered = deskOrderDetail.parse(await OrderDesk.getOrder(withPermissions(['orders.read', permission]), unpaid.id)).allowedActions;
      expect(offered.every((a) => DESK_ACTION_PERMISSION[a as keyof typeof DESK_ACTION_PERMISSION] === permission)).toBe(true);
      if (everything.allowedActions.includes(action)) expect(offered).toContain(action);
    }
  });
});

describe('concurrency: two employees on one order', () => {
  it('two completes with different keys: exactly one wins, the other gets 409', async () => {
    const o = await makeOrder(handle, NOW, { state: 'packed', copies: take(1) });
    const results = await Promise.allSettled([
      OrderDesk.complete(ctx(1), { orderId: o.id, idempotencyKey: key(), body: {} }),
      OrderDesk.complete(ctx(2), { orderId: o.id, idempotencyKey: key(), body: {} }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['ORDER_STATE_CONFLICT']);
    expect(await staffJournal(o.id, 'complete')).toBe(1);
  });

  it('cancel against mark-paid: both orders of events end consistent (money never lost, copies never sold twice)', async () => {
    const customer = await makeCustomer(handle);
    const copies = take(2);
    const o = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies, customerId: customer, paymentMethod: 'bank-transfer' });
    const [cancel, paid] = await Promise.allSettled([
      OrderDesk.cancel(ctx(1), { orderId: o.id, idempotencyKey: key(), body: { reason: 'asked' } }),
      OrderDesk.markPaid(ctx(2), { orderId: o.id, idempotencyKey: key(), body: { method: 'bank-transfer' } }),
    ]);
    // Both are legal in either order: the row lock only decides which comes first.
    expect([cancel!.status, paid!.status]).toEqual(['fulfilled', 'fulfilled']);
    const cancelFirst = (paid as PromiseFulfilledResult<{ state: string }>).value.state === 'refund_required';
    const state = (await orderRow(handle, o.id)).state;
    if (cancelFirst) {
      // The money came for an order an employee had cancelled: it goes back (refund_required), never resurrects it.
      expect(state).toBe('refund_required');
      expect(await walletOf(handle, customer)).toBe(0);
    } else {
      // Paid first: the cancel refunded the whole total to the wallet.
      expect(state).toBe('cancelled');
      expect(await walletOf(handle, customer)).toBe(o.totalX100);
    }
    for (const id of copies) expect(await copyState(handle, id)).toEqual({ state: 'in_stock', claimed_by: null });
  });

  it('the same key sent twice at once applies once and answers the same', async () => {
    const customer = await makeCustomer(handle);
    const o = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: customer });
    const k = key();
    const [a, b] = await Promise.all([
      OrderDesk.cancel(ctx(), { orderId: o.id, idempotencyKey: k, body: { reason: 'double click' } }),
      OrderDesk.cancel(ctx(), { orderId: o.id, idempotencyKey: k, body: { reason: 'double click' } }),
    ]);
    expect(b).toEqual(a);
    expect(await walletOf(handle, customer)).toBe(o.totalX100);
    expect(await num(handle, sql`select count(*)::int as n from order_refunds where order_id = ${o.id}`)).toBe(1);
  });

  it('two merges of one pair in opposite directions do not deadlock: one wins', async () => {
    const customer = await makeCustomer(handle);
    const a = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), customerId: customer });
    const b = await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), customerId: customer });
    const results = await Promise.allSettled([
      OrderDesk.merge(ctx(1), { orderId: a.id, idempotencyKey: key(), body: { otherOrderId: b.id } }),
      OrderDesk.merge(ctx(2), { orderId: b.id, idempotencyKey: key(), body: { otherOrderId: a.id } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.code).toBe('ORDER_STATE_CONFLICT');
  });
});

const firstLine = async (orderId: number) =>
  Number(((await handle.db.execute(sql`select id::float8 as id from order_lines where order_id = ${orderId} order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows[0]!.id);

/** Everything an action could write about an order: a repeat must change none of it. */
const footprint = (orderId: number) => num(handle, sql`select
  (select count(*) from order_journal where order_id = ${orderId}) * 1000000 + (select count(*) from wallet_entries where order_id = ${orderId}) * 10000
  + (select count(*) from order_refunds where order_id = ${orderId}) * 100 + (select count(*) from payments where order_id = ${orderId})
  + (select count(*) from order_comments where order_id = ${orderId}) * 10 as n`);

type Call = (orderId: number, k: string) => Promise<unknown>;

describe('every action: wrong state → 409 ORDER_STATE_CONFLICT, nothing written', () => {
  const cases: [string, Parameters<typeof makeOrder>[2]['state'], (orderId: number) => Promise<Call>][] = [
    ['complete', 'awaiting_payment', async () => (id, k) => OrderDesk.complete(ctx(), { orderId: id, idempotencyKey: k, body: {} })],
    ['mark-paid', 'delivered', async () => (id, k) => OrderDesk.markPaid(ctx(), { orderId: id, idempotencyKey: k, body: { method: 'cash' } })],
    ['cancel', 'delivered', async () => (id, k) => OrderDesk.cancel(ctx(), { orderId: id, idempotencyKey: k, body: { reason: 'x' } })],
    ['stock-up', 'paid', async () => (id, k) => OrderDesk.stockUp(ctx(), { orderId: id, idempotencyKey: k, body: {} })],
    ['merge', 'packed', async () => {
      const other = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
      return (id, k) => OrderDesk.merge(ctx(), { orderId: id, idempotencyKey: k, body: { otherOrderId: other.id } });
    }],
    ['items-delete', 'packed', async () => async (id, k) => OrderDesk.deleteItem(ctx(), { orderId: id, itemId: await firstLine(id), idempotencyKey: k, body: {} })],
    ['items-restore', 'shipped', async () => async (id, k) => OrderDesk.restoreItem(ctx(), { orderId: id, itemId: await firstLine(id), idempotencyKey: k, body: {} })],
    ['extend', 'paid', async () => (id, k) => OrderDesk.extend(ctx(), { orderId: id, idempotencyKey: k, body: { days: 3 } })],
    ['max-credit-lock', 'packed', async () => (id, k) => OrderDesk.maxCreditLock(ctx(), { orderId: id, idempotencyKey: k, body: {} })],
  ];
  it.each(cases)('%s on a %s order', async (_action, state, prepare) => {
    const o = await makeOrder(handle, NOW, { state, copies: take(2), customerId: await makeCustomer(handle, 50000) });
    const call = await prepare(o.id);
    const before = await footprint(o.id);
    await expect(call(o.id, key())).rejects.toMatchObject({ code: 'ORDER_STATE_CONFLICT', status: 409, details: { state } });
    expect(await footprint(o.id)).toBe(before);
    expect((await orderRow(handle, o.id)).state).toBe(state);
  });
});

describe('every action: the same Idempotency-Key again → the same answer, nothing applied twice', () => {
  const cases: [string, () => Promise<{ id: number; call: Call }>][] = [
    ['complete', async () => ({ id: (await makeOrder(handle, NOW, { state: 'packed', copies: take(1) })).id, call: (id, k) => OrderDesk.complete(ctx(), { orderId: id, idempotencyKey: k, body: {} }) })],
    ['mark-paid', async () => ({ id: (await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1) })).id, call: (id, k) => OrderDesk.markPaid(ctx(), { orderId: id, idempotencyKey: k, body: { method: 'bank-transfer' } }) })],
    ['cancel', async () => ({ id: (await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: await makeCustomer(handle) })).id, call: (id, k) => OrderDesk.cancel(ctx(), { orderId: id, idempotencyKey: k, body: { reason: 'r' } }) })],
    ['stock-up', async () => {
      const o = await makeOrder(handle, NOW, { state: 'shipped', copies: take(1), customerId: await makeCustomer(handle) });
      await OrderDesk.cancel(ctx(), { orderId: o.id, idempotencyKey: key(), body: { reason: 'returned' } });
      return { id: o.id, call: (id, k) => OrderDesk.stockUp(ctx(), { orderId: id, idempotencyKey: k, body: {} }) };
    }],
    ['merge', async () => {
      const c = await makeCustomer(handle);
      const a = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: c });
      const b = await makeOrder(handle, NOW, { state: 'paid', copies: take(1), customerId: c });
      return { id: a.id, call: (id, k) => OrderDesk.merge(ctx(), { orderId: id, idempotencyKey: k, body: { otherOrderId: b.id } }) };
    }],
    ['items-delete', async () => {
      const o = await makeOrder(handle, NOW, { state: 'paid', copies: take(2), customerId: await makeCustomer(handle) });
      const line = await firstLine(o.id);
      return { id: o.id, call: (id, k) => OrderDesk.deleteItem(ctx(), { orderId: id, itemId: line, idempotencyKey: k, body: {} }) };
    }],
    ['items-restore', async () => {
      const o = await makeOrder(handle, NOW, { state: 'paid', copies: take(2), customerId: await makeCustomer(handle) });
      const line = await firstLine(o.id);
      await OrderDesk.deleteItem(ctx(), { orderId: o.id, itemId: line, idempotencyKey: key(), body: {} });
      return { id: o.id, call: (id, k) => OrderDesk.restoreItem(ctx(), { orderId: id, itemId: line, idempotencyKey: k, body: {} }) };
    }],
    ['extend', async () => ({ id: (await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1) })).id, call: (id, k) => OrderDesk.extend(ctx(), { orderId: id, idempotencyKey: k, body: { days: 5 } }) })],
    ['max-credit-lock', async () => ({ id: (await makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), customerId: await makeCustomer(handle, 3000) })).id, call: (id, k) => OrderDesk.maxCreditLock(ctx(), { orderId: id, idempotencyKey: k, body: {} }) })],
    ['tag-add', async () => ({ id: (await makeOrder(handle, NOW, { state: 'paid', copies: take(1) })).id, call: (id, k) => OrderDesk.addTag(ctx(), { orderId: id, idempotencyKey: k, body: { tag: 'check' } }) })],
    ['comment-add', async () => ({ id: (await makeOrder(handle, NOW, { state: 'paid', copies: take(1) })).id, call: (id, k) => OrderDesk.addComment(ctx(), { orderId: id, idempotencyKey: k, body: { body: 'once' } }) })],
  ];
  it.each(cases)('%s', async (_action, prepare) => {
    const { id, call } = await prepare();
    const k = key();
    const first = await call(id, k);
    const after = await footprint(id);
    const order = await orderRow(handle, id);
    expect(await call(id, k)).toEqual(first);
    expect(await footprint(id)).toBe(after);
    expect(await orderRow(handle, id)).toEqual(order);
  });
});

describe('concurrency: the same line removed by two employees at once', () => {
  it('one removal wins; the other gets 409 ORDER_LINE_CONFLICT; one refund', async () => {
    const customer = await makeCustomer(handle);
    const o = await makeOrder(handle, NOW, { state: 'paid', copies: take(3), customerId: customer });
    const line = await firstLine(o.id);
    const results = await Promise.allSettled([1, 2].map((staff) => OrderDesk.deleteItem(ctx(staff), { orderId: o.id, itemId: line, idempotencyKey: key(), body: {} })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.code).toBe('ORDER_LINE_CONFLICT');
    expect(await num(handle, sql`select count(*)::int as n from order_refunds where order_id = ${o.id}`)).toBe(1);
    const row = await orderRow(handle, o.id);
    expect(row.total_x100).toBe(o.totalX100 - (await priceOf(handle, (await one<{ b: number }>(handle, sql`select book_id::float8 as b from order_lines where id = ${line}`)).b)));
  });
});
