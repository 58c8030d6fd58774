// @pglite-smoke: redemption under a transaction (also run on the embedded PGlite; scripts/test-all.sh)
import { eq, sql } from 'drizzle-orm';
import { createTestDb } from '../../../../tests/support/test-db';
import type { Db, DbHandle } from '../../db/client';
import { customers, orders, voucherRedemptions, vouchers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { evaluateVoucher, redeemVoucher, releaseVoucher, type RedeemInput } from './vouchers.service';

/**
 * Redemption on a real database (PGlite, or PostgreSQL with DATABASE_URL): the total and
 * per-shopper limits hold under concurrent checkouts, the first-order rule sees other orders,
 * and a cancelled order gives its use back.
 */
const NOW = new Date('2026-06-15T10:00:00Z');
let handle: DbHandle;
let sequence = 0;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

type OrderState = typeof orders.$inferInsert.state;

async function insertOrder(db: Db, email: string, opts: { customerId?: number; state?: OrderState } = {}): Promise<number> {
  sequence += 1;
  const [row] = await db.insert(orders).values({
    number: `BT26${String(sequence).padStart(6, '0')}`, publicCode: `test-${sequence}-${Math.random().toString(36).slice(2)}`,
    locale: 'cs', currency: 'CZK', customerId: opts.customerId ?? null, email, phone: '+420600000000', name: 'Test Shopper',
    shippingMethod: 'packeta-pudo', paymentMethod: 'bank-transfer', itemsX100: 50_000, shippingX100: 7_900, totalX100: 57_900,
    state: opts.state ?? 'awaiting_payment', createdAt: NOW, updatedAt: NOW,
  }).returning({ id: orders.id });
  return Number(row.id);
}

async function createVoucher(values: Partial<typeof vouchers.$inferInsert> & { code: string }): Promise<number> {
  const [row] = await handle.db.insert(vouchers).values({ effect: 'percent', percent: 10, ...values }).returning({ id: vouchers.id });
  return Number(row.id);
}

const usedCount = async (code: string) =>
  (await handle.db.select({ n: vouchers.usedCount }).from(vouchers).where(sql`upper(${vouchers.code}) = upper(${code})`))[0].n;
const activeRedemptions = async (voucherId: number) =>
  (await handle.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucherId))).filter((r) => r.active).length;

const redeemInput = (code: string, orderId: number, customerKey: string, over: Partial<RedeemInput> = {}): RedeemInput => ({
  code, orderId, customerKey, locale: 'cs', currency: 'CZK', itemsX100: 50_000, shippingX100: 7_900, now: NOW, ...over,
});

/** A checkout: its own transaction, an order, then the voucher; a refused voucher rolls it all back. */
async function checkout(code: string, email: string, over: Partial<RedeemInput> = {}) {
  return handle.db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const orderId = await insertOrder(tx, email);
    return redeemVoucher(tx, redeemInput(code, orderId, email, over));
  });
}

async function settle<T>(runs: Promise<T>[]) {
  const results = await Promise.allSettled(runs);
  const won = results.filter((r) => r.status === 'fulfilled');
  const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  return { won, lost };
}

const reasonOf = (error: unknown) => {
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('VOUCHER_INVALID');
  return ((error as AppError).details as { reason: string }).reason;
};

describe('redeemVoucher under concurrency', () => {
  it('lets exactly max_uses_total of 20 parallel checkouts use a voucher', async () => {
    const id = await createVoucher({ code: 'RACE5', maxUsesTotal: 5 });
    const { won, lost } = await settle(Array.from({ length: 20 }, (_, i) => checkout('RACE5', `racer${i}@example.com`)));
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(15);
    for (const error of lost) expect(reasonOf(error)).toBe('used_up');
    expect(await usedCount('RACE5')).toBe(5);
    expect(await activeRedemptions(id)).toBe(5);
    // The losers' orders were rolled back with their transactions.
    const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from orders where email like 'racer%'`) as unknown as { rows: { n: number }[] }).rows;
    expect(Number(n)).toBe(5);
  });

  it('lets one shopper use a once-per-shopper voucher once, however many checkouts race', async () => {
    const id = await createVoucher({ code: 'ONCEEACH', maxUsesPerCustomer: 1 });
    const { won, lost } = await settle(Array.from({ length: 10 }, () => checkout('ONCEEACH', 'eager@example.com')));
    expect(won).toHaveLength(1);
    for (const error of lost) expect(reasonOf(error)).toBe('used_by_customer');
    expect(await usedCount('ONCEEACH')).toBe(1);
    expect(await activeRedemptions(id)).toBe(1);
    // Another shopper is not affected.
    await expect(checkout('ONCEEACH', 'other@example.com')).resolves.toMatchObject({ ok: true, voucherId: id });
  });

  it('gives a first-order voucher to only one of two racing first orders', async () => {
    await createVoucher({ code: 'FIRSTRACE', firstOrderOnly: true });
    const { won, lost } = await settle([checkout('FIRSTRACE', 'newbie@example.com'), checkout('FIRSTRACE', 'newbie@example.com')]);
    expect(won).toHaveLength(1);
    expect(reasonOf(lost[0])).toBe('first_order_only');
  });
});

describe('redeemVoucher rules', () => {
  it('returns what the voucher gives and records the use, whatever the case of the code', async () => {
    const id = await createVoucher({ code: 'Welcome15', percent: 15 });
    const result = await checkout('welcome15', 'case@example.com', { itemsX100: 12_345 });
    expect(result).toMatchObject({
      ok: true, voucherId: id, code: 'Welcome15', effect: { effect: 'percent', percent: 15 }, discountX100: 1852, freeShipping: false, redemptionId: expect.any(Number),
    });
    expect(await usedCount('WELCOME15')).toBe(1);
  });

  it('refuses a first-order voucher after an order that was not cancelled, not counting the order being placed', async () => {
    await createVoucher({ code: 'FIRSTONLY', firstOrderOnly: true });
    await insertOrder(handle.db, 'cancelled-before@example.com', { state: 'cancelled' });
    await expect(checkout('FIRSTONLY', 'cancelled-before@example.com')).resolves.toMatchObject({ ok: true });

    await insertOrder(handle.db, 'Returning@Example.com', { state: 'delivered' });
    expect(reasonOf(await checkout('FIRSTONLY', 'returning@example.com').catch((e: unknown) => e))).toBe('first_order_only');
    expect(await usedCount('FIRSTONLY')).toBe(1);
  });

  it('knows a customer by id and by e-mail', async () => {
    await createVoucher({ code: 'FIRSTBYID', firstOrderOnly: true });
    const [customer] = await handle.db.insert(customers).values({ email: 'Known@Example.com' }).returning({ id: customers.id });
    await insertOrder(handle.db, 'known@example.com');
    const byId = await handle.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const orderId = await insertOrder(tx, 'known@example.com', { customerId: customer.id });
      return redeemVoucher(tx, redeemInput('FIRSTBYID', orderId, String(customer.id)));
    }).catch((e: unknown) => e);
    expect(reasonOf(byId)).toBe('first_order_only');
    const evaluation = await evaluateVoucher(handle.db, { ...redeemInput('FIRSTBYID', 0, String(customer.id)), customerKey: String(customer.id) });
    expect(evaluation).toMatchObject({ ok: false, reason: 'first_order_only' });
  });

  it('gives the use back when it refuses after taking it, even if the caller carries on', async () => {
    await createVoucher({ code: 'MIN300', effect: 'fixed', percent: null, amountCzkX100: 5_000, minTotalCzkX100: 30_000, maxUsesTotal: 10 });
    const orderId = await insertOrder(handle.db, 'small@example.com');
    const error = await redeemVoucher(handle.db, redeemInput('MIN300', orderId, 'small@example.com', { itemsX100: 29_999 })).catch((e: unknown) => e);
    expect(reasonOf(error)).toBe('min_total');
    expect((error as AppError).details).toEqual({ reason: 'min_total', minTotalX100: 30_000 });
    expect(await usedCount('MIN300')).toBe(0);
  });

  it('names the reason for unknown, inactive and used-up codes', async () => {
    await createVoucher({ code: 'OFFNOW', active: false });
    await createVoucher({ code: 'ALLGONE', maxUsesTotal: 1, usedCount: 1 });
    const orderId = await insertOrder(handle.db, 'reasons@example.com');
    for (const [code, reason] of [['NOSUCHCODE', 'unknown'], ['OFFNOW', 'inactive'], ['ALLGONE', 'used_up']]) {
      expect(reasonOf(await redeemVoucher(handle.db, redeemInput(code, orderId, 'reasons@example.com')).catch((e: unknown) => e))).toBe(reason);
    }
    expect(await usedCount('ALLGONE')).toBe(1);
  });
});

describe('releaseVoucher', () => {
  it('gives a cancelled order’s use back once, and the shopper may use the voucher again', async () => {
    const id = await createVoucher({ code: 'COMEBACK', maxUsesTotal: 1, maxUsesPerCustomer: 1 });
    const redeemed = await checkout('COMEBACK', 'undecided@example.com');
    const [{ orderId }] = await handle.db.select({ orderId: voucherRedemptions.orderId }).from(voucherRedemptions).where(eq(voucherRedemptions.id, redeemed.redemptionId));
    expect(reasonOf(await checkout('COMEBACK', 'undecided@example.com').catch((e: unknown) => e))).toBe('used_up');

    expect(await handle.db.transaction((tx) => releaseVoucher(tx as unknown as Db, Number(orderId)))).toBe(1);
    expect(await handle.db.transaction((tx) => releaseVoucher(tx as unknown as Db, Number(orderId)))).toBe(0);
    expect(await usedCount('COMEBACK')).toBe(0);
    expect(await activeRedemptions(id)).toBe(0);
    await expect(checkout('COMEBACK', 'undecided@example.com')).resolves.toMatchObject({ ok: true });
  });

  it('releases nothing for an order without a voucher', async () => {
    const orderId = await insertOrder(handle.db, 'plain@example.com');
    expect(await releaseVoucher(handle.db, orderId)).toBe(0);
  });
});
