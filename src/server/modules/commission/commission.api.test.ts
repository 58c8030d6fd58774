import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CommissionOverview, CommissionPayoutView, CommissionShare, CommissionStatement, TokenRotated } from '@/contracts/commission';
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
import { openCommissionAccount, settleOrder, statementOf } from './commission.service';
import { accountById, bookSums } from './commission.repository';

const NOW = new Date('2026-06-10T08:00:00Z');
const V1 = '/api/adonis/v1/commission';
let handle: DbHandle;
let api: TestApi;
let title: TestTitle;
let orderSeq = 0;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 20, seed: 16, now: NOW }));
  title = await createTitle(handle, 'Krakatit');
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

const ctx = () => systemContext(handle.db, api.now(), logger());
const anyone = () => createShopper(api);

interface Seller { customerId: number; accountId: number; token: string; publicToken: string; hash: string }

async function seller(options: { locale?: string; bankAccount?: string; threshold?: number } = {}): Promise<Seller> {
  const customer = await createCustomerRow(handle, options.locale ?? 'cs');
  const { account, privateToken } = await openCommissionAccount(handle.db, {
    customerId: customer.id, locale: options.locale ?? 'cs', now: NOW,
    payoutMethod: options.bankAccount ? 'bank' : 'wallet', bankAccount: options.bankAccount ?? null, accountHolder: 'Jana Nováková',
    autoPayoutThresholdX100: options.threshold ?? null,
  });
  const [row] = await queryRows<{ public_hash: string }>(handle.db, sql`select public_hash from customers where id = ${customer.id}`);
  return { customerId: customer.id, accountId: Number(account.id), token: privateToken, publicToken: account.publicToken, hash: row!.public_hash };
}

async function commissionCopy(s: Seller, options: { state?: 'in_stock' | 'sold'; priceCzkX100?: number } = {}): Promise<number> {
  const [row] = await queryRows<{ id: string }>(handle.db, sql`
    insert into books (mother_id, grandmother_id, condition_id, price_czk_x100, price_eur_x100, state, added_at, first_stocked_at, seller_user_hash)
    values (${title.editionId}, ${title.workId}, 2, ${options.priceCzkX100 ?? 20_000}, 800, ${options.state ?? 'in_stock'}, ${NOW.toISOString()}, ${NOW.toISOString()}, ${s.hash})
    returning id`);
  return Number(row!.id);
}

/** An order (state given) with one line per copy at its price; its id. */
async function order(copyIds: readonly number[], state: string, priceX100 = 20_000): Promise<number> {
  orderSeq += 1;
  const n = `BT2026C${String(orderSeq).padStart(5, '0')}-${Math.random().toString(36).slice(2, 6)}`;
  const [o] = await queryRows<{ id: string }>(handle.db, sql`insert into orders (number, public_code, locale, currency, email, phone, name, shipping_method, payment_method,
      items_x100, shipping_x100, total_x100, state, created_at, updated_at)
      values (${n}, ${`code-${n}`}, 'cs', 'CZK', 'buyer@example.com', '+420600000000', 'Kupující', 'packeta', 'card',
      ${priceX100 * copyIds.length}, 0, ${priceX100 * copyIds.length}, ${state}, ${NOW.toISOString()}, ${NOW.toISOString()}) returning id`);
  for (const id of copyIds) {
    await handle.db.execute(sql`insert into order_lines (order_id, book_id, title, condition_id, price_x100) values (${o!.id}, ${id}, 'Krakatit', 2, ${priceX100})`);
  }
  return Number(o!.id);
}

async function returnParcel(orderId: number): Promise<void> {
  const tracking = `T${orderId}-${Math.random().toString(36).slice(2, 8)}`;
  await handle.db.execute(sql`insert into shipments (order_id, carrier, client, carrier_ref, tracking_number, state, currency, label_data, created_at, returned_at, updated_at)
    values (${orderId}, 'packeta', 'sandbox', ${tracking}, ${tracking}, 'returned', 'CZK', '{}'::jsonb, ${NOW.toISOString()}, ${NOW.toISOString()}, ${NOW.toISOString()})`);
}

const entries = (accountId: number) => queryRows<{ event_key: string; book: string; amount_x100: number; kind: string }>(handle.db, sql`
  select event_key, book, amount_x100, kind from commission_ledger_entries where account_id = ${accountId} order by id`);
const balance = async (accountId: number) => (await bookSums(handle.db, accountId)).seller ?? 0;

describe('private and public tokens', () => {
  it('opens the dashboard with the token, 404 for a wrong, malformed or rotated one, and stores only its SHA-256', async () => {
    const s = await seller();
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ok = await anyone().request<CommissionOverview>('GET', `${V1}/${s.token}`);
    expect(ok.status).toBe(200);
    expect(ok.body.publicToken).toBe(s.publicToken);
    expect(ok.headers.get('cache-control')).toContain('no-store');
    const flipped = s.token.slice(0, -1) + (s.token.endsWith('A') ? 'B' : 'A');
    for (const wrong of [flipped, 'short', `${s.token}x`.repeat(3), s.publicToken]) {
      const res = await anyone().request<{ error: { code: string } }>('GET', `${V1}/${wrong}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const stored = await queryRows<{ token_digest: string }>(handle.db, sql`select token_digest from commission_access_tokens where account_id = ${s.accountId}`);
    expect(stored.map((r) => r.token_digest)).toEqual([createHash('sha256').update(s.token).digest('hex')]);
    const [plain] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from commission_access_tokens where token_digest = ${s.token}`);
    expect(plain!.n).toBe(0);
  });

  it('rotates from the dashboard: the old token is 404 at once, the new one works; journaled', async () => {
    const s = await seller();
    const rotated = await anyone().request<TokenRotated>('POST', `${V1}/${s.token}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.privateAccessToken).not.toBe(s.token);
    expect((await anyone().request('GET', `${V1}/${s.token}`)).status).toBe(404);
    expect((await anyone().request('GET', `${V1}/${rotated.body.privateAccessToken}/books`)).status).toBe(200);
    const events = await queryRows<{ kind: string; actor: string }>(handle.db, sql`select kind, actor from commission_events where account_id = ${s.accountId} and kind = 'token-rotated'`);
    expect(events).toEqual([{ kind: 'token-rotated', actor: 'seller' }]);
  });

  it('rotates by staff with the commission permission only (journaled with the employee)', async () => {
    const s = await seller();
    const outsider = await signedInStaff(api, handle, ['orders.read']);
    expect((await outsider.browser.request('POST', `${STAFF_API}/commission/accounts/${s.accountId}/rotate`)).status).toBe(403);
    const staff = await signedInStaff(api, handle, ['commission']);
    const res = await staff.browser.request<TokenRotated>('POST', `${STAFF_API}/commission/accounts/${s.accountId}/rotate`);
    expect(res.status).toBe(200);
    expect((await anyone().request('GET', `${V1}/${s.token}`)).status).toBe(404);
    expect((await anyone().request('GET', `${V1}/${res.body.privateAccessToken}`)).status).toBe(200);
    const [event] = await queryRows<{ actor_staff_id: string }>(handle.db, sql`select actor_staff_id from commission_events where account_id = ${s.accountId} and kind = 'token-rotated'`);
    expect(Number(event!.actor_staff_id)).toBe(staff.id);
  });

  it('the public share page lists only copies for sale, with nothing private; an unknown public token is 404', async () => {
    const s = await seller();
    const forSale = await commissionCopy(s);
    await commissionCopy(s, { state: 'sold' });
    const res = await anyone().request<CommissionShare>('GET', `${V1}/share/${s.publicToken}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.copyId)).toEqual([forSale]);
    expect(Object.keys(res.body.items[0]!).sort()).toEqual(['conditionId', 'copyId', 'currency', 'editionId', 'priceX100', 'title', 'workId']);
    expect((await anyone().request('GET', `${V1}/share/${s.publicToken.slice(0, -2)}zz`)).status).toBe(404);
    // The private token does not open the share page, nor the public one the dashboard.
    expect((await anyone().request('GET', `${V1}/share/${s.token}`)).status).toBe(404);
  });
});

describe('crediting on delivery, reversing on return', () => {
  it('credits the share once when delivered, even with concurrent settlements, and reverses it once on return', async () => {
    const s = await seller();
    const copy = await commissionCopy(s, { state: 'sold' });
    const id = await order([copy], 'shipped', 33_333);
    await settleOrder(ctx(), id);
    expect(await balance(s.accountId)).toBe(0); // shipped, not delivered: nothing yet
    await handle.db.execute(sql`update orders set state = 'delivered' where id = ${id}`);
    await Promise.all(Array.from({ length: 6 }, () => settleOrder(ctx(), id)));
    // 60 % of 333.33 Kč, rounded down to the haléř.
    expect(await balance(s.accountId)).toBe(19_999);
    expect((await entries(s.accountId)).filter((e) => e.kind === 'sale')).toHaveLength(2);
    await returnParcel(id);
    await Promise.all(Array.from({ length: 6 }, () => settleOrder(ctx(), id)));
    expect(await balance(s.accountId)).toBe(0);
    const rows = await entries(s.accountId);
    expect(rows.filter((e) => e.kind === 'sale_reversal')).toHaveLength(2);
    // Once reversed, a later settlement (the sweep) credits nothing again.
    await settleOrder(ctx(), id);
    expect(await entries(s.accountId)).toHaveLength(rows.length);
  });

  it('a delivery racing a return credits at most once and ends at zero', async () => {
    const s = await seller();
    const copies = [await commissionCopy(s, { state: 'sold' }), await commissionCopy(s, { state: 'sold' })];
    const id = await order(copies, 'shipped', 10_000);
    await Promise.all([
      (async () => { await handle.db.execute(sql`update orders set state = 'delivered' where id = ${id}`); await settleOrder(ctx(), id); })(),
      settleOrder(ctx(), id),
      (async () => { await returnParcel(id); await settleOrder(ctx(), id); })(),
      settleOrder(ctx(), id),
    ]);
    await Promise.all([settleOrder(ctx(), id), settleOrder(ctx(), id)]);
    const rows = await entries(s.accountId);
    for (const key of new Set(rows.map((r) => r.event_key))) {
      expect(rows.filter((r) => r.event_key === key).reduce((sum, r) => sum + r.amount_x100, 0)).toBe(0);
    }
    expect(rows.filter((r) => r.kind === 'sale' && r.book === 'seller').length).toBeLessThanOrEqual(2);
    expect(rows.filter((r) => r.kind === 'sale_reversal' && r.book === 'seller')).toHaveLength(2);
    expect(await balance(s.accountId)).toBe(0);
  });

  it('a return recorded before the delivery was ever credited forbids any later credit', async () => {
    const s = await seller();
    const copy = await commissionCopy(s, { state: 'sold' });
    const id = await order([copy], 'delivered');
    await returnParcel(id);
    await settleOrder(ctx(), id);
    await settleOrder(ctx(), id);
    expect(await balance(s.accountId)).toBe(0);
    expect((await entries(s.accountId)).filter((e) => e.kind === 'sale')).toHaveLength(0);
  });

  it('the ledger refuses an event whose rows do not sum to zero', async () => {
    const s = await seller();
    await expect(handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into commission_ledger_entries (account_id, event_key, book, kind, amount_x100, currency, created_at)
        values (${s.accountId}, 'test-unbalanced', 'seller', 'adjustment', 100, 'CZK', ${NOW.toISOString()})`);
    })).rejects.toThrow();
  });
});

describe('statements', () => {
  it('the month’s totals equal the ledger: closing − opening = the lines, closing = the seller book', async () => {
    const s = await seller();
    const a = await commissionCopy(s, { state: 'sold' });
    const b = await commissionCopy(s, { state: 'sold' });
    const first = await order([a], 'delivered', 25_000);
    const second = await order([b], 'delivered', 12_345);
    await settleOrder(ctx(), first);
    await settleOrder(ctx(), second);
    await returnParcel(second);
    await settleOrder(ctx(), second);
    const account = (await accountById(handle.db, s.accountId))!;
    const st: CommissionStatement = await statementOf(handle.db, account, '2026-06');
    const sums = await bookSums(handle.db, s.accountId);
    expect(st.closingBalanceX100).toBe(sums.seller);
    expect(st.closingBalanceX100 - st.openingBalanceX100).toBe(st.lines.reduce((x, l) => x + l.amountX100, 0));
    expect(st.salesX100 + st.reversalsX100).toBe(-(sums.sales ?? 0));
    expect(st.salesX100).toBe(15_000 + 7_407);
    const sale = st.lines.find((l) => l.kind === 'sale' && l.priceX100 === 25_000)!;
    expect(sale).toMatchObject({ sharePercent: 60, feeX100: 10_000, amountX100: 15_000, title: 'Krakatit' });
    const res = await anyone().request<CommissionStatement>('GET', `${V1}/${s.token}/statements?month=2026-06`);
    expect(res.body.closingBalanceX100).toBe(st.closingBalanceX100);
    const pdf = await api.get(`${V1}/${s.token}/statements/2026-06.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('payouts', () => {
  it('a seller requests a bank payout, staff with `payouts` approve it, and buyback’s payment file pays it', async () => {
    const s = await seller({ bankAccount: 'CZ6508000000192000145399' });
    const copy = await commissionCopy(s, { state: 'sold' });
    const id = await order([copy], 'delivered', 50_000);
    await settleOrder(ctx(), id);
    expect(await balance(s.accountId)).toBe(30_000);
    const tooMuch = await anyone().request<{ error: { code: string } }>('POST', `${V1}/${s.token}/payouts`, { amountX100: 30_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe('COMMISSION_PAYOUT_UNAVAILABLE');
    const asked = await anyone().request<CommissionPayoutView>('POST', `${V1}/${s.token}/payouts`, {});
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ state: 'requested', amountX100: 30_000, method: 'bank' });
    expect((await anyone().request('POST', `${V1}/${s.token}/payouts`, {})).status).toBe(422); // balance 0 now
    expect(await balance(s.accountId)).toBe(0);

    const outsider = await signedInStaff(api, handle, ['commission']);
    expect((await outsider.browser.request('POST', `${STAFF_API}/commission/payouts/${asked.body.id}/approve`, {})).status).toBe(403);
    const staff = await signedInStaff(api, handle, ['payouts']);
    const approved = await staff.browser.request<CommissionPayoutView>('POST', `${STAFF_API}/commission/payouts/${asked.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe('approved');
    expect((await staff.browser.request<{ error: { code: string } }>('POST', `${STAFF_API}/commission/payouts/${asked.body.id}/approve`, {})).status).toBe(409);

    const file = await staff.browser.request<string>('POST', `${STAFF_API}/buyback/payouts/export`, { format: 'abo' });
    expect(file.status).toBe(200);
    expect(Number(file.headers.get('x-payout-count'))).toBeGreaterThanOrEqual(1);
    const overview = await anyone().request<CommissionOverview>('GET', `${V1}/${s.token}`);
    expect(overview.body.payouts[0]).toMatchObject({ id: asked.body.id, state: 'exported' });
    expect(overview.body.totals).toMatchObject({ earnedX100: 30_000, paidX100: 30_000, pendingX100: 0, balanceX100: 0 });
  });

  it('a wallet payout is credited to the wallet once; a rejected one goes back on the balance', async () => {
    const s = await seller();
    const copy = await commissionCopy(s, { state: 'sold' });
    await settleOrder(ctx(), await order([copy], 'delivered', 40_000));
    const staff = await signedInStaff(api, handle, ['payouts']);
    const first = await anyone().request<CommissionPayoutView>('POST', `${V1}/${s.token}/payouts`, { amountX100: 10_000 });
    const rejected = await staff.browser.request<CommissionPayoutView>('POST', `${STAFF_API}/commission/payouts/${first.body.id}/reject`, { reason: 'test' });
    expect(rejected.body.state).toBe('rejected');
    expect(await balance(s.accountId)).toBe(24_000);
    const second = await anyone().request<CommissionPayoutView>('POST', `${V1}/${s.token}/payouts`, {});
    await Promise.all([1, 2, 3].map(() => staff.browser.request('POST', `${STAFF_API}/commission/payouts/${second.body.id}/approve`, {})));
    const wallet = await queryRows<{ amount_x100: number }>(handle.db, sql`select amount_x100 from wallet_entries where customer_id = ${s.customerId}`);
    expect(wallet.map((w) => Number(w.amount_x100))).toEqual([24_000]);
  });

  it('above the threshold a payout is requested on its own', async () => {
    const s = await seller({ threshold: 10_000 });
    const copy = await commissionCopy(s, { state: 'sold' });
    await settleOrder(ctx(), await order([copy], 'delivered', 20_000));
    const res = await anyone().request<CommissionOverview>('GET', `${V1}/${s.token}`);
    expect(res.body.openPayout).toMatchObject({ automatic: true, amountX100: 12_000, state: 'requested' });
  });
});

describe('end of listing and price changes', () => {
  it('offers a copy back after its listing, the seller chooses within the window (return charges the fee)', async () => {
    const s = await seller();
    const copy = await commissionCopy(s);
    await handle.db.execute(sql`insert into commission_copies (book_id, account_id, share_percent, min_price_x100, listed_at, listing_ends_at)
      values (${copy}, ${s.accountId}, 60, 5000, '2025-11-01T00:00:00Z', '2026-05-01T00:00:00Z')`);
    const { endListings } = await import('./commission.service');
    expect(await endListings(ctx())).toBe(1);
    const offers = await anyone().request<{ items: Array<{ copyId: number; offerState: string }> }>('GET', `${V1}/${s.token}/discarded-books`);
    expect(offers.body.items).toEqual([expect.objectContaining({ copyId: copy, offerState: 'listing_ended' })]);
    const low = await anyone().request<{ error: { code: string } }>('POST', `${V1}/${s.token}/discarded-books/${copy}/choice`, { choice: 'reprice', priceX100: 100 });
    expect(low.body.error.code).toBe('COMMISSION_PRICE_OUT_OF_RANGE');
    const chosen = await anyone().request<{ offerChoice: string }>('POST', `${V1}/${s.token}/discarded-books/${copy}/choice`, { choice: 'return' });
    expect(chosen.body.offerChoice).toBe('return');
    expect(await balance(s.accountId)).toBe(-4_900); // a debt: the return fee
    expect((await anyone().request<{ error: { code: string } }>('POST', `${V1}/${s.token}/discarded-books/${copy}/choice`, { choice: 'donate' })).status).toBe(409);
  });

  it('changes a price within the limits only', async () => {
    const s = await seller();
    const copy = await commissionCopy(s, { priceCzkX100: 20_000 });
    expect((await anyone().request('POST', `${V1}/${s.token}/books/${copy}/price`, { priceX100: 40_001 })).status).toBe(422);
    const ok = await anyone().request<{ priceX100: number; priceChangesLeft: number }>('POST', `${V1}/${s.token}/books/${copy}/price`, { priceX100: 15_000 });
    expect(ok.body).toMatchObject({ priceX100: 15_000, priceChangesLeft: 2 });
    const other = await seller();
    expect((await anyone().request('POST', `${V1}/${other.token}/books/${copy}/price`, { priceX100: 15_000 })).status).toBe(404);
  });
});

describe('the settlement job', () => {
  it('registerAppJobs schedules commission-settle; a delivery through the order desk is credited by the job', async () => {
    const { registerAppJobs } = await import('../../background-jobs');
    const handlers = new Map<string, (payload: unknown) => Promise<void>>();
    const schedules: Array<[string, string]> = [];
    const queue = {
      kind: 'inline' as const, send: async () => undefined, start: async () => undefined, stop: async () => undefined,
      work: (name: string, handler: (payload: unknown) => Promise<void>) => void handlers.set(name, handler),
      schedule: (name: string, cron: string) => void schedules.push([name, cron]),
    };
    registerAppJobs(queue as never, { getDb: async () => handle, env: { APP_MODE: 'demo' } } as never, { watchdogEveryMinutes: 0, commissionSettleMinutes: 10 });
    expect(schedules).toContainEqual(['commission-settle', '*/10 * * * *']);
    const s = await seller();
    const copy = await commissionCopy(s, { state: 'sold' });
    const id = await order([copy], 'shipped', 20_000);
    const desk = await signedInStaff(api, handle, ['orders.write']);
    const done = await desk.browser.request('POST', `${STAFF_API}/orders/${id}/complete`, { reason: 'doručeno' }, { 'idempotency-key': `commission-${id}` });
    expect(done.status).toBe(200);
    expect(await balance(s.accountId)).toBe(0);
    await handlers.get('commission-settle')!({});
    expect(await balance(s.accountId)).toBe(12_000);
    await handlers.get('commission-settle')!({});
    expect(await balance(s.accountId)).toBe(12_000);
  });
});

describe('demo', () => {
  it('seeds sellers with copies in every state, statements, a debt and a pending payout; the fixed tokens open the dashboards', async () => {
    const { seedDemoCommission, DEMO_COMMISSION_PRIVATE_TOKEN, DEMO_COMMISSION_PUBLIC_TOKEN } = await import('../../db/seed/commerce/seed-demo-commission');
    expect(await seedDemoCommission(handle.db, { now: NOW })).toEqual({ sellers: 2 });
    expect(await seedDemoCommission(handle.db, { now: NOW })).toEqual({ sellers: 0 });
    const overview = await anyone().request<CommissionOverview>('GET', `${V1}/${DEMO_COMMISSION_PRIVATE_TOKEN}`);
    expect(overview.status).toBe(200);
    expect(overview.body.totals.listed).toBeGreaterThanOrEqual(2);
    expect(overview.body.totals.sold).toBeGreaterThanOrEqual(4);
    expect(overview.body.totals.endingListing).toBe(1);
    expect(overview.body.openPayout?.state).toBe('requested');
    const books = await anyone().request<{ items: Array<{ state: string; offerState: string | null }> }>('GET', `${V1}/${DEMO_COMMISSION_PRIVATE_TOKEN}/books`);
    const states = new Set(books.body.items.map((c) => c.offerState ?? c.state));
    for (const s of ['in_stock', 'sold', 'discarded', 'listing_ended', 'lapsed']) expect(states).toContain(s);
    const statement = await anyone().request<CommissionStatement>('GET', `${V1}/${DEMO_COMMISSION_PRIVATE_TOKEN}/statements`);
    expect(statement.body.months.length).toBeGreaterThanOrEqual(2);
    const share = await anyone().request<CommissionShare>('GET', `${V1}/share/${DEMO_COMMISSION_PUBLIC_TOKEN}`);
    expect(share.body.items.length).toBe(overview.body.totals.listed);
    const [debt] = await queryRows<{ total: string }>(handle.db, sql`select sum(e.amount_x100) as total from commission_ledger_entries e
      join commission_accounts a on a.id = e.account_id where a.locale = 'de-DE' and e.book = 'seller' and a.customer_id in (select id from customers where email like '%@commission.demo.bookturn.test')`);
    expect(Number(debt!.total)).toBeLessThan(0);
  });
});
