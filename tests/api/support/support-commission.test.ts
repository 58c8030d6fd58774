/**
 * The support desk's commission block (issue 16 items 1–4): the customer's page shows the
 * commission account read through the commission module — totals, this month's statement lines,
 * the open payout request, the account's journal — and staff with `commission` rotate the seller's
 * private token from it (the old one dead at once; journaled on the account and on the customer).
 */
import { sql } from 'drizzle-orm';
import type { SupportCommissionRotated, SupportCustomerDetail } from '@/contracts/support';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { systemContext } from '@/server/http/context';
import { logger } from '@/server/http/logger';
import { openCommissionAccount, requestPayoutInTx, settleOrder } from '@/server/modules/commission';
import { createSeededApi } from '../../support/seeded-api';
import { createShopper } from '../../support/shopper';
import type { TestApi } from '../../support/test-api';
import { signedInStaff, STAFF_API } from '../../support/staff';
import { createCustomerRow, createTitle, type TestTitle } from '../buyback-fixtures';
import type { Shopper } from '../../support/shopper';

const NOW = new Date('2026-06-10T08:00:00Z');
let handle: DbHandle;
let api: TestApi;
let title: TestTitle;
let support: Shopper; // customers only
let keeper: Shopper; // customers + commission
let keeperId: number;
let outsider: Shopper; // commission without customers is enough for the rotation; orders.read is not

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 10, seed: 32, now: NOW }));
  title = await createTitle(handle, 'Válka s mloky');
  support = (await signedInStaff(api, handle, ['customers'])).browser;
  const k = await signedInStaff(api, handle, ['customers', 'commission']);
  keeper = k.browser;
  keeperId = k.id;
  outsider = (await signedInStaff(api, handle, ['orders.read'])).browser;
});
afterAll(() => handle.close());

/** A seller with one delivered sale of 250 Kč credited (60 % → 150 Kč) and a payout request of 100 Kč open. */
async function sellerWithSale() {
  const customer = await createCustomerRow(handle, 'cs');
  const { account, privateToken } = await openCommissionAccount(handle.db, { customerId: customer.id, locale: 'cs', now: NOW });
  const [c] = await queryRows<{ public_hash: string }>(handle.db, sql`select public_hash from customers where id = ${customer.id}`);
  const [copy] = await queryRows<{ id: string }>(handle.db, sql`
    insert into books (mother_id, grandmother_id, condition_id, price_czk_x100, price_eur_x100, state, added_at, first_stocked_at, seller_user_hash)
    values (${title.editionId}, ${title.workId}, 2, 25000, 1000, 'sold', ${NOW.toISOString()}, ${NOW.toISOString()}, ${c!.public_hash}) returning id`);
  const n = `BT2026S${customer.id}-${Math.random().toString(36).slice(2, 6)}`;
  const [o] = await queryRows<{ id: string }>(handle.db, sql`insert into orders (number, public_code, locale, currency, email, phone, name, shipping_method, payment_method,
      items_x100, shipping_x100, total_x100, state, created_at, updated_at)
      values (${n}, ${`code-${n}`}, 'cs', 'CZK', 'buyer@example.com', '+420600000000', 'Kupující', 'packeta', 'card', 25000, 0, 25000, 'delivered', ${NOW.toISOString()}, ${NOW.toISOString()}) returning id`);
  await handle.db.execute(sql`insert into order_lines (order_id, book_id, title, condition_id, price_x100) values (${o!.id}, ${copy!.id}, 'Válka s mloky', 2, 25000)`);
  await settleOrder(systemContext(handle.db, NOW, logger()), Number(o!.id));
  await handle.db.transaction((tx) => requestPayoutInTx(tx as never, Number(account.id), { amountX100: 10_000, method: 'wallet' }, NOW));
  return { customerId: customer.id, accountId: Number(account.id), token: privateToken };
}

const detail = async (who: Shopper, id: number) => who.request<SupportCustomerDetail>('GET', `${STAFF_API}/customers/${id}`);

describe('the commission account on the customer page', () => {
  it('shows totals, the open payout request, this month’s statement lines and the journal', async () => {
    const s = await sellerWithSale();
    const res = await detail(support, s.customerId);
    expect(res.status).toBe(200);
    const account = res.body.commission.account!;
    expect(account.accountId).toBe(s.accountId);
    expect(account.totals).toMatchObject({ sold: 1, listed: 0, earnedX100: 15_000, pendingX100: 10_000, paidX100: 0, balanceX100: 5_000 });
    expect(account.openPayout).toMatchObject({ state: 'requested', amountX100: 10_000, method: 'wallet' });
    expect(account.statementMonth).toBe('2026-06');
    // Newest first: the payout request after the sale.
    expect(account.statement.map((l) => [l.kind, l.amountX100])).toEqual([['payout_request', -10_000], ['sale', 15_000]]);
    expect(account.statement[1]).toMatchObject({ title: 'Válka s mloky', priceX100: 25_000, sharePercent: 60 });
    expect(account.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['account-opened', 'payout-requested']));
    expect(res.body.commission.copies).toHaveLength(1);
  });

  it('is null for a customer without a commission account', async () => {
    const customer = await createCustomerRow(handle, 'cs');
    const res = await detail(support, customer.id);
    expect(res.status).toBe(200);
    expect(res.body.commission.account).toBeNull();
  });
});

describe('staff rotate the private token from the customer page', () => {
  const path = (id: number) => `${STAFF_API}/customers/${id}/commission/rotate`;

  it('needs the commission permission; nothing changes without it', async () => {
    const s = await sellerWithSale();
    expect((await support.request('POST', path(s.customerId))).status).toBe(403);
    expect((await outsider.request('POST', path(s.customerId))).status).toBe(403);
    expect((await createShopper(api).request('POST', path(s.customerId))).status).toBe(401);
    expect((await createShopper(api).request('GET', `/api/adonis/v1/commission/${s.token}`)).status).toBe(200);
    const journal = await queryRows(handle.db, sql`select 1 from customer_journal where customer_id = ${s.customerId}`);
    expect(journal).toHaveLength(0);
  });

  it('revokes the old token at once, returns a working new one, and journals on the account and the customer', async () => {
    const s = await sellerWithSale();
    const res = await keeper.request<SupportCommissionRotated>('POST', path(s.customerId));
    expect(res.status).toBe(200);
    const fresh = res.body.privateAccessToken;
    expect(fresh).not.toBe(s.token);
    expect((await createShopper(api).request('GET', `/api/adonis/v1/commission/${s.token}`)).status).toBe(404);
    expect((await createShopper(api).request('GET', `/api/adonis/v1/commission/${fresh}`)).status).toBe(200);
    const events = await queryRows<{ actor: string; actor_staff_id: string }>(handle.db, sql`
      select actor, actor_staff_id from commission_events where account_id = ${s.accountId} and kind = 'token-rotated'`);
    expect(events.map((e) => [e.actor, Number(e.actor_staff_id)])).toEqual([['staff', keeperId]]);
    const journal = await queryRows<{ action: string; actor_staff_id: string; details: Record<string, unknown> }>(handle.db, sql`
      select action, actor_staff_id, details from customer_journal where customer_id = ${s.customerId}`);
    expect(journal.map((j) => [j.action, Number(j.actor_staff_id), j.details])).toEqual([['commission-rotate', keeperId, { accountId: s.accountId }]]);
    expect((await detail(keeper, s.customerId)).body.commission.account!.events[0]!.kind).toBe('token-rotated');
  });

  it('is 404 for a customer without a commission account, and for an unknown customer', async () => {
    const customer = await createCustomerRow(handle, 'cs');
    expect((await keeper.request('POST', path(customer.id))).status).toBe(404);
    expect((await keeper.request('POST', path(99_999_999))).status).toBe(404);
    expect(await queryRows(handle.db, sql`select 1 from customer_journal where customer_id = ${customer.id}`)).toHaveLength(0);
  });
});
