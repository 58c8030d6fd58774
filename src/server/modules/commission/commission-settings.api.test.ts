import { sql } from 'drizzle-orm';
import type { CommissionCopyList, CommissionOverview, ExchangeRateList } from '@/contracts/commission';
import { drainBackgroundWork } from '../../background';
import type { DbHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { systemContext } from '../../http/context';
import { logger } from '../../http/logger';
import { createSeededApi } from '../../../../tests/support/seeded-api';
import { createShopper } from '../../../../tests/support/shopper';
import type { TestApi } from '../../../../tests/support/test-api';
import { signedInStaff, STAFF_API } from '../../../../tests/support/staff';
import { createCustomerRow, createTitle, type TestTitle } from '../../../../tests/api/buyback-fixtures';
import { openCommissionAccount, settleCommissionSales, settleOrder } from './commission.service';
import { bookSums } from './commission.repository';

/**
 * Issue 16 follow-ups (docs/adr/0030): views of commission copies, the automatic-payout threshold
 * set by the seller and by staff, and the dated CZK/EUR rate of cross-currency sales.
 */
const NOW = new Date('2026-06-10T08:00:00Z');
const V1 = '/api/adonis/v1';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let handle: DbHandle;
let api: TestApi;
let title: TestTitle;
let seq = 0;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 20, seed: 17, now: NOW }));
  title = await createTitle(handle, 'Válka s mloky');
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

const ctx = () => systemContext(handle.db, api.now(), logger());

interface Seller { customerId: number; accountId: number; token: string; hash: string }
async function seller(locale = 'cs', threshold: number | null = null): Promise<Seller> {
  const customer = await createCustomerRow(handle, locale);
  const { account, privateToken } = await openCommissionAccount(handle.db, { customerId: customer.id, locale, now: NOW, autoPayoutThresholdX100: threshold });
  const [row] = await queryRows<{ public_hash: string }>(handle.db, sql`select public_hash from customers where id = ${customer.id}`);
  return { customerId: customer.id, accountId: Number(account.id), token: privateToken, hash: row!.public_hash };
}

/** A commission copy (with its terms row, as intake writes it), or a plain shop copy. */
async function copy(s: Seller | null, priceCzkX100 = 20_000, priceEurX100 = 800): Promise<number> {
  const [row] = await queryRows<{ id: string }>(handle.db, sql`
    insert into books (mother_id, grandmother_id, condition_id, price_czk_x100, price_eur_x100, state, added_at, first_stocked_at, seller_user_hash)
    values (${title.editionId}, ${title.workId}, 2, ${priceCzkX100}, ${priceEurX100}, 'in_stock', ${NOW.toISOString()}, ${NOW.toISOString()}, ${s?.hash ?? null})
    returning id`);
  const id = Number(row!.id);
  if (s) {
    await handle.db.execute(sql`insert into commission_copies (book_id, account_id, share_percent, min_price_x100, listed_at, listing_ends_at)
      values (${id}, ${s.accountId}, 60, 5000, ${NOW.toISOString()}, ${new Date(NOW.getTime() + 180 * 86_400_000).toISOString()})`);
  }
  return id;
}

async function deliveredOrder(copyId: number, currency: 'CZK' | 'EUR', priceX100: number, createdAt: Date): Promise<number> {
  seq += 1;
  const n = `BT2026R${String(seq).padStart(5, '0')}-${Math.random().toString(36).slice(2, 6)}`;
  const [o] = await queryRows<{ id: string }>(handle.db, sql`insert into orders (number, public_code, locale, currency, email, phone, name, shipping_method, payment_method,
      items_x100, shipping_x100, total_x100, state, created_at, updated_at)
      values (${n}, ${`code-${n}`}, ${currency === 'CZK' ? 'cs' : 'sk'}, ${currency}, 'buyer@example.com', '+420600000000', 'Kupující', 'packeta', 'card',
      ${priceX100}, 0, ${priceX100}, 'delivered', ${createdAt.toISOString()}, ${createdAt.toISOString()}) returning id`);
  await handle.db.execute(sql`insert into order_lines (order_id, book_id, title, condition_id, price_x100) values (${o!.id}, ${copyId}, 'Válka s mloky', 2, ${priceX100})`);
  return Number(o!.id);
}

const viewsOf = async (s: Seller, copyId: number) => {
  const res = await createShopper(api).request<CommissionCopyList>('GET', `${V1}/commission/${s.token}/books`);
  return res.body.items.find((c) => c.copyId === copyId)!.views;
};

describe('views of commission copies', () => {
  it('counts a visitor once a day, a new visitor and the next day again; no personal data is stored', async () => {
    const s = await seller();
    const id = await copy(s);
    const alice = createShopper(api);
    const bob = createShopper(api);
    for (let i = 0; i < 3; i++) expect((await alice.request('POST', `${V1}/books/${id}/views`, undefined, { 'user-agent': BROWSER })).status).toBe(204);
    await Promise.all([1, 2, 3].map(() => bob.request('POST', `${V1}/books/${id}/views`, undefined, { 'user-agent': BROWSER })));
    expect(await viewsOf(s, id)).toBe(2);
    api.setNow(new Date(NOW.getTime() + 86_400_000));
    try {
      await alice.request('POST', `${V1}/books/${id}/views`, undefined, { 'user-agent': BROWSER });
      expect(await viewsOf(s, id)).toBe(3);
    } finally {
      api.setNow(NOW);
    }
    const keys = await queryRows<Record<string, unknown>>(handle.db, sql`select * from commission_copy_view_keys where book_id = ${id}`);
    expect(keys).toHaveLength(3);
    for (const k of keys) {
      expect(Object.keys(k).sort()).toEqual(['book_id', 'day', 'visitor_digest']);
      expect(String(k.visitor_digest)).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(k)).not.toContain(alice.cookies.get('bt_anon')!);
    }
  });

  it('ignores bots, headless browsers, prefetches, a missing user agent, shop copies and unknown copies', async () => {
    const s = await seller();
    const id = await copy(s);
    const visitor = createShopper(api);
    for (const headers of [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' },
      {},
    ] as Array<Record<string, string>>) {
      expect((await visitor.request('POST', `${V1}/books/${id}/views`, undefined, headers)).status).toBe(204);
    }
    expect(await viewsOf(s, id)).toBe(0);
    const shopCopy = await copy(null);
    expect((await visitor.request('POST', `${V1}/books/${shopCopy}/views`, undefined, { 'user-agent': BROWSER })).status).toBe(204);
    expect((await visitor.request('POST', `${V1}/books/999999999/views`, undefined, { 'user-agent': BROWSER })).status).toBe(204);
    const [n] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from commission_copy_view_keys where book_id in (${shopCopy}, 999999999)`);
    expect(n!.n).toBe(0);
    expect((await visitor.request('POST', `${V1}/books/abc/views`, undefined, { 'user-agent': BROWSER })).status).toBe(400);
  });

  it('a commission copy taken in before its terms were recorded gets them on its first view', async () => {
    const s = await seller();
    const [row] = await queryRows<{ id: string }>(handle.db, sql`
      insert into books (mother_id, grandmother_id, condition_id, price_czk_x100, price_eur_x100, state, added_at, first_stocked_at, seller_user_hash)
      values (${title.editionId}, ${title.workId}, 2, 20000, 800, 'in_stock', ${NOW.toISOString()}, ${NOW.toISOString()}, ${s.hash}) returning id`);
    const id = Number(row!.id);
    await createShopper(api).request('POST', `${V1}/books/${id}/views`, undefined, { 'user-agent': BROWSER });
    expect(await viewsOf(s, id)).toBe(1);
    const [terms] = await queryRows<{ share_percent: number }>(handle.db, sql`select share_percent from commission_copies where book_id = ${id}`);
    expect(terms!.share_percent).toBe(60);
  });

  it('the settlement sweep forgets keys and salts older than yesterday', async () => {
    const s = await seller();
    const id = await copy(s);
    await createShopper(api).request('POST', `${V1}/books/${id}/views`, undefined, { 'user-agent': BROWSER });
    await settleCommissionSales({ ...ctx(), now: new Date(NOW.getTime() + 3 * 86_400_000) });
    const [keys] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from commission_copy_view_keys where day <= '2026-06-10'`);
    const [salts] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from commission_view_salts where day <= '2026-06-10'`);
    expect([keys!.n, salts!.n]).toEqual([0, 0]);
    expect(await viewsOf(s, id)).toBe(1);
  });
});

describe('the automatic-payout threshold', () => {
  it('the seller sets it within the limits (422 outside), it is journaled, and a balance at it asks for a payout at once', async () => {
    const s = await seller();
    const shopper = createShopper(api);
    const put = (thresholdX100: unknown) => shopper.request<CommissionOverview & { error?: { code: string; details: Record<string, number> } }>('PUT', `${V1}/commission/${s.token}/auto-payout`, { thresholdX100 });
    const low = await put(5_000);
    expect(low.status).toBe(422);
    expect(low.body.error!.code).toBe('COMMISSION_THRESHOLD_OUT_OF_RANGE');
    expect(low.body.error!.details).toEqual({ minX100: 10_000, maxX100: 10_000_000 });
    expect((await put(10_000_001)).status).toBe(422);
    expect((await put('lots')).status).toBe(422);
    const ok = await put(15_000);
    expect(ok.status).toBe(200);
    expect(ok.body.autoPayoutThresholdX100).toBe(15_000);
    expect(ok.body.openPayout).toBeNull();
    // A sale of 300 CZK at 60 % = 180 CZK ≥ 150 CZK: the delivery's settlement asks for the payout.
    const id = await copy(s, 30_000);
    await settleOrder(ctx(), await deliveredOrder(id, 'CZK', 30_000, NOW));
    const after = await shopper.request<CommissionOverview>('GET', `${V1}/commission/${s.token}`);
    expect(after.body.openPayout).toMatchObject({ amountX100: 18_000, automatic: true, state: 'requested' });
    expect((await put(null)).body.autoPayoutThresholdX100).toBeNull();
    const events = await queryRows<{ actor: string; before: unknown; after: unknown }>(handle.db, sql`
      select actor, before, after from commission_events where account_id = ${s.accountId} and kind = 'threshold-changed' order by id`);
    expect(events).toEqual([
      { actor: 'seller', before: { thresholdX100: null }, after: { thresholdX100: 15_000 } },
      { actor: 'seller', before: { thresholdX100: 15_000 }, after: { thresholdX100: null } },
    ]);
    expect((await createShopper(api).request('PUT', `${V1}/commission/${'x'.repeat(43)}/auto-payout`, { thresholdX100: null })).status).toBe(404);
  });

  it('staff with `commission` set it (others 403); a balance already above it asks for the payout at once', async () => {
    const s = await seller();
    const id = await copy(s, 50_000);
    await settleOrder(ctx(), await deliveredOrder(id, 'CZK', 50_000, NOW));
    expect((await bookSums(handle.db, s.accountId)).seller).toBe(30_000);
    const outsider = await signedInStaff(api, handle, ['customers']);
    expect((await outsider.browser.request('PUT', `${STAFF_API}/commission/accounts/${s.accountId}/auto-payout`, { thresholdX100: 20_000 })).status).toBe(403);
    const staff = await signedInStaff(api, handle, ['commission']);
    const res = await staff.browser.request<CommissionOverview>('PUT', `${STAFF_API}/commission/accounts/${s.accountId}/auto-payout`, { thresholdX100: 20_000 });
    expect(res.status).toBe(200);
    expect(res.body.openPayout).toMatchObject({ amountX100: 30_000, automatic: true });
    expect((await staff.browser.request('PUT', `${STAFF_API}/commission/accounts/999999/auto-payout`, { thresholdX100: 20_000 })).status).toBe(404);
    const [event] = await queryRows<{ actor: string; actor_staff_id: string }>(handle.db, sql`
      select actor, actor_staff_id from commission_events where account_id = ${s.accountId} and kind = 'threshold-changed'`);
    expect(event).toEqual({ actor: 'staff', actor_staff_id: String(staff.id) });
  });
});

describe('the CZK/EUR rate of cross-currency sales', () => {
  it('a sale counts at the rate valid on the day of the order; staff with `commission` set rates', async () => {
    const staff = await signedInStaff(api, handle, ['commission']);
    const outsider = await signedInStaff(api, handle, ['payouts']);
    expect((await outsider.browser.request('PUT', `${STAFF_API}/commission/exchange-rates/2026-05-01`, { czkPerEurMilli: 24_000 })).status).toBe(403);
    expect((await staff.browser.request('PUT', `${STAFF_API}/commission/exchange-rates/2026-02-30`, { czkPerEurMilli: 24_000 })).status).toBe(400);
    expect((await staff.browser.request('PUT', `${STAFF_API}/commission/exchange-rates/2026-05-01`, { czkPerEurMilli: 10 })).status).toBe(400);
    const set = await staff.browser.request<ExchangeRateList>('PUT', `${STAFF_API}/commission/exchange-rates/2026-05-01`, { czkPerEurMilli: 24_000 });
    expect(set.status).toBe(200);
    expect(set.body.items.map((r) => [r.validFrom, r.czkPerEurMilli])).toEqual(expect.arrayContaining([['2026-05-01', 24_000], ['2000-01-01', 25_000]]));

    // A Czech seller's copies sold in EUR: 10.00 EUR in April (25.000) and in June (24.000).
    const s = await seller('cs');
    const april = await copy(s);
    const june = await copy(s);
    await settleOrder(ctx(), await deliveredOrder(april, 'EUR', 1_000, new Date('2026-04-20T10:00:00Z')));
    await settleOrder(ctx(), await deliveredOrder(june, 'EUR', 1_000, new Date('2026-06-02T10:00:00Z')));
    const sales = await queryRows<{ copy_id: string; price_x100: number; amount_x100: number }>(handle.db, sql`
      select book_id as copy_id, price_x100, amount_x100 from commission_ledger_entries where account_id = ${s.accountId} and book = 'seller' and kind = 'sale' order by book_id`);
    expect(sales.map((r) => [Number(r.copy_id), r.price_x100, r.amount_x100])).toEqual([[april, 25_000, 15_000], [june, 24_000, 14_400]]);

    // A Slovak (EUR) seller's copy sold in CZK on the June rate: 480 CZK = 20.00 EUR.
    const sk = await seller('sk');
    const czk = await copy(sk);
    await settleOrder(ctx(), await deliveredOrder(czk, 'CZK', 48_000, new Date('2026-06-03T10:00:00Z')));
    const [skSale] = await queryRows<{ price_x100: number }>(handle.db, sql`select price_x100 from commission_ledger_entries where account_id = ${sk.accountId} and book = 'seller' and kind = 'sale'`);
    expect(skSale!.price_x100).toBe(2_000);

    // The seller's price change sets the other currency at today's rate (24.000): 300 CZK → 12.50 EUR.
    const priced = await copy(s);
    expect((await createShopper(api).request('POST', `${V1}/commission/${s.token}/books/${priced}/price`, { priceX100: 30_000 })).status).toBe(200);
    const [prices] = await queryRows<{ price_eur_x100: number }>(handle.db, sql`select price_eur_x100 from books where id = ${priced}`);
    expect(prices!.price_eur_x100).toBe(1_250);
    await handle.db.execute(sql`delete from commission_exchange_rates where valid_from = '2026-05-01'`);
  });
});
