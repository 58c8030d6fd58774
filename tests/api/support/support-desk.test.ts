/**
 * The customer-support desk (issue 16 items 4–5, docs/adr/0031): every action permission-checked
 * (customers / customers.money / payouts) and journaled; money only as keyed ledger rows; four
 * eyes above the limit; anonymisation; review moderation tells the reporters through the job queue;
 * the contact inbox.
 */
import { sql } from 'drizzle-orm';
import type { SupportCustomerDetail, SupportCustomerList, SupportViewAs, WalletAdjustmentView, ContactInbox } from '@/contracts/support';
import { FOUR_EYES_LIMIT_X100 } from '@/contracts/support';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSeededApi } from '../../support/seeded-api';
import type { TestApi } from '../../support/test-api';
import { signedInStaff, STAFF_API } from '../../support/staff';
import { createWork, loggedInCustomer, type Customer } from '../engagement-fixtures';
import type { Shopper } from '../../support/shopper';

const NOW = new Date('2026-06-10T08:00:00Z');
let handle: DbHandle;
let api: TestApi;
let support: Shopper; // customers only
let cashier: Shopper & { id?: number }; // customers + customers.money
let second: Shopper; // a second money holder
let outsider: Shopper; // no support permission
let cashierId: number;

type Err = { error: { code: string; details?: Record<string, unknown> } };

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 10, seed: 31, now: NOW }));
  support = (await signedInStaff(api, handle, ['customers'])).browser;
  const c = await signedInStaff(api, handle, ['customers', 'customers.money', 'payouts']);
  cashier = c.browser;
  cashierId = c.id;
  second = (await signedInStaff(api, handle, ['customers', 'customers.money'])).browser;
  outsider = (await signedInStaff(api, handle, ['orders.read'])).browser;
});
afterAll(() => handle.close());

const credit = (customerId: number, amountX100: number, key: string) =>
  handle.db.execute(sql`insert into wallet_entries (customer_id, currency, amount_x100, reason, event_key) values (${customerId}, 'CZK', ${amountX100}, 'test credit', ${key})`);
const balance = async (customerId: number) =>
  Number((await queryRows<{ b: string }>(handle.db, sql`select coalesce(sum(amount_x100), 0) as b from wallet_entries where customer_id = ${customerId} and currency = 'CZK'`))[0]!.b);
const journal = (customerId: number) =>
  queryRows<{ action: string; actor_staff_id: string | null; details: Record<string, unknown> }>(handle.db, sql`select action, actor_staff_id, details from customer_journal where customer_id = ${customerId} order by id`);
const detail = async (who: Shopper, id: number) => (await who.request<SupportCustomerDetail>('GET', `${STAFF_API}/customers/${id}`)).body;

let seq = 0;
async function customer(name = 'Jana Nováková'): Promise<Customer> {
  return loggedInCustomer(handle, api, 'cs', `${name} ${++seq}`);
}

describe('permissions', () => {
  it('reading needs customers; money needs customers.money; payouts need payouts', async () => {
    const c = await customer();
    expect((await outsider.request('GET', `${STAFF_API}/customers`)).status).toBe(403);
    expect((await support.request('GET', `${STAFF_API}/customers/${c.id}`)).status).toBe(200);
    const lock = await support.request<Err>('POST', `${STAFF_API}/customers/${c.id}/credit-locks`, { currency: 'CZK', amountX100: 100, reason: 'dispute' });
    expect(lock.status).toBe(403);
    const adj = await support.request<Err>('POST', `${STAFF_API}/customers/${c.id}/wallet-adjustments`, { currency: 'CZK', amountX100: 100, reason: 'goodwill' });
    expect(adj.status).toBe(403);
    expect((await second.request('POST', `${STAFF_API}/customers/${c.id}/payouts/1/paid`)).status).toBe(403);
    expect((await journal(c.id)).length).toBe(0);
  });
});

describe('list and detail', () => {
  it('finds a customer by e-mail, name or #id, server-paged', async () => {
    const c = await customer('Hledaná Osoba');
    const byEmail = (await support.request<SupportCustomerList>('GET', `${STAFF_API}/customers?q=${encodeURIComponent(c.email)}`)).body;
    expect(byEmail.items.map((i) => i.id)).toEqual([c.id]);
    const byId = (await support.request<SupportCustomerList>('GET', `${STAFF_API}/customers?q=%23${c.id}`)).body;
    expect(byId.items.map((i) => i.id)).toContain(c.id);
    const paged = (await support.request<SupportCustomerList>('GET', `${STAFF_API}/customers?pageSize=1&page=2`)).body;
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    expect((await support.request('GET', `${STAFF_API}/customers/99999999`)).status).toBe(404);
  });

  it('view as customer is read only and journaled', async () => {
    const c = await customer();
    await credit(c.id, 5000, `view-${c.id}`);
    const view = await support.request<SupportViewAs>('GET', `${STAFF_API}/customers/${c.id}/view-as`);
    expect(view.status).toBe(200);
    expect(view.body.balances).toEqual([{ currency: 'CZK', balanceX100: 5000 }]);
    expect(view.headers.get('set-cookie') ?? '').not.toMatch(/bt_session|session=/);
    expect((await journal(c.id)).map((j) => j.action)).toEqual(['view-as']);
  });
});

describe('credit locks', () => {
  it('a lock takes credit out as a keyed wallet row; DELETE gives it back once; both journaled', async () => {
    const c = await customer();
    await credit(c.id, 10_000, `lock-${c.id}`);
    const res = await cashier.request<{ id: number }>('POST', `${STAFF_API}/customers/${c.id}/credit-locks`, { currency: 'CZK', amountX100: 4_000, reason: 'chargeback dispute' });
    expect(res.status).toBe(200);
    expect(await balance(c.id)).toBe(6_000);
    let d = await detail(cashier, c.id);
    expect(d.wallet.balances).toEqual([{ currency: 'CZK', balanceX100: 6_000, lockedX100: 4_000 }]);
    expect(d.creditLocks[0]).toMatchObject({ amountX100: 4_000, reason: 'chargeback dispute', releasedAt: null });

    const del = await cashier.request('DELETE', `${STAFF_API}/customers/${c.id}/credit-locks/${res.body.id}`);
    expect(del.status).toBe(200);
    const again = await cashier.request<Err>('DELETE', `${STAFF_API}/customers/${c.id}/credit-locks/${res.body.id}`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CREDIT_LOCK_RELEASED');
    expect(await balance(c.id)).toBe(10_000);
    d = await detail(cashier, c.id);
    expect(d.creditLocks[0]!.releasedBy).toBeTruthy();
    const j = await journal(c.id);
    expect(j.map((x) => x.action)).toEqual(['credit-lock', 'credit-unlock']);
    expect(j.every((x) => Number(x.actor_staff_id) === cashierId)).toBe(true);
    expect(j[0]!.details).toMatchObject({ balanceBefore: 10_000, balanceAfter: 6_000, reason: 'chargeback dispute' });
  });

  it('cannot lock more than the wallet holds (422), nor another customer’s lock (404)', async () => {
    const c = await customer();
    await credit(c.id, 1_000, `small-${c.id}`);
    const res = await cashier.request<Err>('POST', `${STAFF_API}/customers/${c.id}/credit-locks`, { currency: 'CZK', amountX100: 2_000, reason: 'too much' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('WALLET_INSUFFICIENT');
    const other = await customer();
    await credit(other.id, 1_000, `other-${other.id}`);
    const lock = await cashier.request<{ id: number }>('POST', `${STAFF_API}/customers/${other.id}/credit-locks`, { currency: 'CZK', amountX100: 500, reason: 'check' });
    expect((await cashier.request('DELETE', `${STAFF_API}/customers/${c.id}/credit-locks/${lock.body.id}`)).status).toBe(404);
  });

  it('two releases at once give the credit back once', async () => {
    const c = await customer();
    await credit(c.id, 3_000, `race-${c.id}`);
    const lock = await cashier.request<{ id: number }>('POST', `${STAFF_API}/customers/${c.id}/credit-locks`, { currency: 'CZK', amountX100: 3_000, reason: 'race' });
    const results = await Promise.all([cashier, second].map((b) => b.request('DELETE', `${STAFF_API}/customers/${c.id}/credit-locks/${lock.body.id}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balance(c.id)).toBe(3_000);
  });
});

describe('manual wallet adjustments', () => {
  it('needs a reason; within the limit it is applied at once and journaled', async () => {
    const c = await customer();
    expect((await cashier.request('POST', `${STAFF_API}/customers/${c.id}/wallet-adjustments`, { currency: 'CZK', amountX100: 500 })).status).toBe(400);
    const res = await cashier.request<{ adjustment: WalletAdjustmentView }>('POST', `${STAFF_API}/customers/${c.id}/wallet-adjustments`, { currency: 'CZK', amountX100: 500, reason: 'late delivery goodwill' });
    expect(res.status).toBe(200);
    expect(res.body.adjustment).toMatchObject({ state: 'applied', decidedBy: null });
    expect(await balance(c.id)).toBe(500);
    const rows = await queryRows<{ event_key: string }>(handle.db, sql`select event_key from wallet_entries where customer_id = ${c.id}`);
    expect(rows.map((r) => r.event_key)).toEqual([`support:wallet-adjustment:${res.body.adjustment.id}`]);
    expect((await journal(c.id)).map((j) => j.action)).toEqual(['wallet-adjustment']);
    // Taking out more than there is.
    const out = await cashier.request<Err>('POST', `${STAFF_API}/customers/${c.id}/wallet-adjustments`, { currency: 'CZK', amountX100: -600, reason: 'correction' });
    expect(out.body.error.code).toBe('WALLET_INSUFFICIENT');
  });

  it('above the limit a second employee approves; the requester cannot; both names shown; decided once', async () => {
    const c = await customer();
    const amount = FOUR_EYES_LIMIT_X100.CZK + 100;
    const req = await cashier.request<{ adjustment: WalletAdjustmentView }>('POST', `${STAFF_API}/customers/${c.id}/wallet-adjustments`, { currency: 'CZK', amountX100: amount, reason: 'lost parcel compensation' });
    expect(req.body.adjustment.state).toBe('pending');
    expect(await balance(c.id)).toBe(0);
    const self = await cashier.request<Err>('POST', `${STAFF_API}/wallet-adjustments/${req.body.adjustment.id}/approve`);
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe('FOUR_EYES_REQUIRED');
    expect((await support.request('POST', `${STAFF_API}/wallet-adjustments/${req.body.adjustment.id}/approve`)).status).toBe(403);
    const ok = await second.request<{ adjustment: WalletAdjustmentView }>('POST', `${STAFF_API}/wallet-adjustments/${req.body.adjustment.id}/approve`);
    expect(ok.status).toBe(200);
    expect(ok.body.adjustment.state).toBe('applied');
    expect(ok.body.adjustment.requestedBy).not.toEqual(ok.body.adjustment.decidedBy);
    expect(ok.body.adjustment.decidedBy).toBeTruthy();
    expect(await balance(c.id)).toBe(amount);
    const twice = await second.request<Err>('POST', `${STAFF_API}/wallet-adjustments/${req.body.adjustment.id}/reject`);
    expect(twice.body.error.code).toBe('ADJUSTMENT_NOT_PENDING');
    const j = await journal(c.id);
    expect(j.map((x) => x.action)).toEqual(['wallet-adjustment-request', 'wallet-adjustment-approve']);
    expect(j[1]!.details).toMatchObject({ requestedBy: req.body.adjustment.requestedBy, approvedBy: ok.body.adjustment.decidedBy });
  });
});

describe('debts', () => {
  it('a debt and its settlement are ledger rows; a retry with the same key books nothing', async () => {
    const c = await customer();
    const headers = { 'idempotency-key': `fee-${c.id}` };
    const body = { currency: 'CZK', amountX100: 4_900, reason: 'return fee of a refused book' };
    expect((await cashier.request('POST', `${STAFF_API}/customers/${c.id}/debts`, body, headers)).status).toBe(200);
    expect((await cashier.request('POST', `${STAFF_API}/customers/${c.id}/debts`, body, headers)).status).toBe(200);
    let d = await detail(cashier, c.id);
    expect(d.debts.balances).toEqual([{ currency: 'CZK', balanceX100: 4_900 }]);
    const over = await cashier.request<Err>('POST', `${STAFF_API}/customers/${c.id}/debts`, { ...body, amountX100: 5_000, settle: true, reason: 'paid at the counter' });
    expect(over.status).toBe(422);
    await cashier.request('POST', `${STAFF_API}/customers/${c.id}/debts`, { ...body, settle: true, reason: 'paid at the counter' });
    d = await detail(cashier, c.id);
    expect(d.debts.balances).toEqual([{ currency: 'CZK', balanceX100: 0 }]);
    expect((await journal(c.id)).map((j) => j.action)).toEqual(['debt', 'debt-settle']);
  });
});

describe('payouts', () => {
  async function bankPayout(customerId: number, state: 'locked' | 'exported') {
    const code = `BBT${customerId}${state.slice(0, 2).toUpperCase()}`;
    const [b] = await queryRows<{ id: string }>(handle.db, sql`insert into buyback_batches (code, state, customer_id, created_at, updated_at)
      values (${code}, 'processed', ${customerId}, ${NOW.toISOString()}, ${NOW.toISOString()}) returning id`);
    const [p] = await queryRows<{ id: string }>(handle.db, sql`insert into buyback_payouts (batch_id, customer_id, method, state, currency, books_x100, bonus_x100, debt_settled_x100, net_x100, bank_account, created_at)
      values (${b!.id}, ${customerId}, 'bank', ${state}, 'CZK', 12000, 0, 0, 12000, 'CZ6508000000192000145399', ${NOW.toISOString()}) returning id`);
    await handle.db.execute(sql`insert into bank_locks (payout_id, customer_id, currency, amount_x100, created_at) values (${p!.id}, ${customerId}, 'CZK', 12000, ${NOW.toISOString()})`);
    return Number(p!.id);
  }

  it('an exported bank payout is marked paid; a failed one goes to the wallet once; each journaled; payouts permission', async () => {
    const c = await customer();
    const paid = await bankPayout(c.id, 'exported');
    expect((await second.request('POST', `${STAFF_API}/customers/${c.id}/payouts/${paid}/paid`)).status).toBe(403);
    const ok = await cashier.request<{ state: string }>('POST', `${STAFF_API}/customers/${c.id}/payouts/${paid}/paid`);
    expect(ok.body.state).toBe('paid');
    const again = await cashier.request<Err>('POST', `${STAFF_API}/customers/${c.id}/payouts/${paid}/failed`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('PAYOUT_STATE_CONFLICT');

    const failed = await bankPayout(c.id, 'locked');
    const results = await Promise.all([1, 2].map(() => cashier.request('POST', `${STAFF_API}/customers/${c.id}/payouts/${failed}/failed`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balance(c.id)).toBe(12_000);
    const [lock] = await queryRows<{ released_at: unknown }>(handle.db, sql`select released_at from bank_locks where payout_id = ${failed}`);
    expect(lock!.released_at).not.toBeNull();
    expect((await journal(c.id)).map((j) => j.action)).toEqual(['payout-paid', 'payout-failed']);
    const other = await customer();
    expect((await cashier.request('POST', `${STAFF_API}/customers/${other.id}/payouts/${paid}/paid`)).status).toBe(404);
  });
});

describe('comments and anonymisation', () => {
  it('comments close and reopen, journaled', async () => {
    const c = await customer();
    const add = await support.request<{ id: number }>('POST', `${STAFF_API}/customers/${c.id}/comments`, { body: 'Called about a missing parcel' });
    await support.request('POST', `${STAFF_API}/customers/${c.id}/comments/${add.body.id}/close`);
    await support.request('POST', `${STAFF_API}/customers/${c.id}/comments/${add.body.id}/close`);
    await support.request('POST', `${STAFF_API}/customers/${c.id}/comments/${add.body.id}/reopen`);
    const d = await detail(support, c.id);
    expect(d.comments[0]).toMatchObject({ body: 'Called about a missing parcel', closedAt: null });
    expect((await journal(c.id)).map((j) => j.action)).toEqual(['comment', 'comment-close', 'comment-reopen']);
  });

  it('anonymises on request: personal data, sessions, wishlist and reviews go; ledgers and journal stay', async () => {
    const c = await customer('Smazat Mě');
    await credit(c.id, 700, `anon-${c.id}`);
    const w = await createWork(handle);
    await handle.db.execute(sql`insert into reviews (customer_id, grandmother_id, rating, body, locale, created_at, updated_at) values (${c.id}, ${w.workId}, 4, 'Dobrá', 'cs', ${NOW.toISOString()}, ${NOW.toISOString()})`);
    await handle.db.execute(sql`insert into wishlist_items (customer_id, kind, grandmother_id, created_at) values (${c.id}, 'work', ${w.workId}, ${NOW.toISOString()})`);
    const res = await support.request('POST', `${STAFF_API}/customers/${c.id}/anonymise`, { reason: 'GDPR request by e-mail' });
    expect(res.status).toBe(200);
    const d = await detail(support, c.id);
    expect(d.profile.name).toBeNull();
    expect(d.profile.email).not.toContain(c.email);
    expect(d.profile.anonymisedAt).toBeTruthy();
    expect(d.reviews).toEqual([]);
    expect(d.wishlist).toEqual([]);
    expect(d.sessions).toEqual([]);
    expect(await balance(c.id)).toBe(700);
    expect((await c.shopper.request('GET', '/api/adonis/v1/users/current')).status).toBe(401);
    const again = await support.request<Err>('POST', `${STAFF_API}/customers/${c.id}/anonymise`, { reason: 'twice' });
    expect(again.body.error.code).toBe('CUSTOMER_ANONYMISED');
    expect((await journal(c.id)).map((j) => j.action)).toEqual(['anonymise']);
  });
});

describe('review moderation', () => {
  async function reported(reporters: Customer[]) {
    const author = await customer('Autor Recenze');
    const w = await createWork(handle, { title: 'Krakatit' });
    const [r] = await queryRows<{ id: string }>(handle.db, sql`insert into reviews (customer_id, grandmother_id, rating, body, locale, created_at, updated_at)
      values (${author.id}, ${w.workId}, 1, 'Spam spam', 'cs', ${NOW.toISOString()}, ${NOW.toISOString()}) returning id`);
    for (const rep of reporters) {
      await handle.db.execute(sql`insert into review_reports (review_id, customer_id, reason, created_at) values (${r!.id}, ${rep.id}, 'spam', ${NOW.toISOString()})`);
    }
    return { author, reviewId: Number(r!.id), workId: w.workId };
  }
  const jobs = (reviewId: number) => queryRows<{ key: string; payload: Record<string, unknown> }>(handle.db, sql`
    select key, payload from job_queue where name = 'review-report-outcome-mail' and payload->>'title' = 'Krakatit' and key like 'review-report-outcome:%' order by id`).then((rows) => rows.filter(() => reviewId > 0));

  it('hide: hidden from the public list, reports resolved, each reporter told once (a job per report), journaled on the author', async () => {
    const reporters = [await customer(), await customer()];
    const { author, reviewId, workId } = await reported(reporters);
    const queue = (await support.request<{ items: Array<{ id: number }> }>('GET', `${STAFF_API}/reviews/reported`)).body;
    expect(queue.items.map((i) => i.id)).toContain(reviewId);
    const before = (await jobs(reviewId)).length;
    const res = await support.request<{ told: number }>('POST', `${STAFF_API}/reviews/${reviewId}/moderate`, { decision: 'hide' });
    expect(res.body.told).toBe(2);
    expect((await jobs(reviewId)).length - before).toBe(2);
    const pub = await reporters[0]!.shopper.request<{ items: Array<{ id: number }> }>('GET', `/api/adonis/v1/grandmothers/${workId}/reviews`);
    expect(pub.status).toBe(200);
    expect(pub.body.items.map((i) => i.id)).not.toContain(reviewId);
    // The mail job's payload: the reporter's address and language, the decision, the work.
    expect((await jobs(reviewId)).at(-1)!.payload).toMatchObject({ decision: 'hide', title: 'Krakatit', locale: 'cs' });
    const after = (await support.request<{ items: Array<{ id: number }> }>('GET', `${STAFF_API}/reviews/reported`)).body;
    expect(after.items.map((i) => i.id)).not.toContain(reviewId);
    expect((await journal(author.id)).map((j) => j.action)).toEqual(['review-hide']);
    // The hidden review no longer counts in the work's maintained rating.
    const [work] = await queryRows<{ rating_count: number }>(handle.db, sql`select rating_count from grandmothers where id = ${workId}`);
    expect(Number(work!.rating_count)).toBe(0);
    expect((await outsider.request('POST', `${STAFF_API}/reviews/${reviewId}/moderate`, { decision: 'keep' })).status).toBe(403);
  });

  it('delete removes it; keep leaves it visible', async () => {
    const a = await reported([await customer()]);
    await support.request('POST', `${STAFF_API}/reviews/${a.reviewId}/moderate`, { decision: 'delete' });
    expect((await queryRows(handle.db, sql`select 1 from reviews where id = ${a.reviewId}`)).length).toBe(0);
    const b = await reported([await customer()]);
    await support.request('POST', `${STAFF_API}/reviews/${b.reviewId}/moderate`, { decision: 'keep' });
    const pub = await support.request<{ items: Array<{ id: number }> }>('GET', `/api/adonis/v1/grandmothers/${b.workId}/reviews`);
    expect(pub.body.items.map((i) => i.id)).toContain(b.reviewId);
    const [row] = await queryRows<{ hidden_at: unknown }>(handle.db, sql`select hidden_at from reviews where id = ${b.reviewId}`);
    expect(row!.hidden_at).toBeNull();
  });
});

describe('contact inbox', () => {
  it('assign to me, close, reopen', async () => {
    const [m] = await queryRows<{ id: number }>(handle.db, sql`insert into contact_messages (locale, name, email, subject, message, created_at)
      values ('cs', 'Petr', 'petr@example.com', 'Kde je balík?', 'Objednávka nedorazila', ${NOW.toISOString()}) returning id`);
    const id = Number(m!.id);
    let open = (await support.request<ContactInbox>('GET', `${STAFF_API}/contact-messages`)).body;
    expect(open.items.find((i) => i.id === id)).toMatchObject({ assignedTo: null, closedAt: null });
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/assign`, {});
    const mine = (await support.request<ContactInbox>('GET', `${STAFF_API}/contact-messages?state=mine`)).body;
    expect(mine.items.map((i) => i.id)).toEqual([id]);
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/close`);
    open = (await support.request<ContactInbox>('GET', `${STAFF_API}/contact-messages`)).body;
    expect(open.items.map((i) => i.id)).not.toContain(id);
    const closed = (await support.request<ContactInbox>('GET', `${STAFF_API}/contact-messages?state=closed`)).body;
    expect(closed.items.find((i) => i.id === id)?.closedBy).toBeTruthy();
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/reopen`);
    open = (await support.request<ContactInbox>('GET', `${STAFF_API}/contact-messages`)).body;
    expect(open.items.map((i) => i.id)).toContain(id);
    expect((await support.request('POST', `${STAFF_API}/contact-messages/99999999/close`)).status).toBe(404);
  });

  it('journals assignment, hand-over, unassignment, close and reopen on the message (no-ops are not journaled) and shows the history', async () => {
    const [m] = await queryRows<{ id: number }>(handle.db, sql`insert into contact_messages (locale, name, email, subject, message, created_at)
      values ('cs', 'Jana', 'jana-inbox@example.com', 'Reklamace', 'Kniha má vytržené listy', ${NOW.toISOString()}) returning id`);
    const id = Number(m!.id);
    const [cashierRow] = await queryRows<{ name: string }>(handle.db, sql`select name from employees where id = ${cashierId}`);
    expect((await support.request('POST', `${STAFF_API}/contact-messages/${id}/assign`, {})).status).toBe(200);
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/assign`, {}); // no change: not journaled
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/assign`, { staffId: cashierId });
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/assign`, { staffId: null });
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/close`);
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/close`); // closed already
    await support.request('POST', `${STAFF_API}/contact-messages/${id}/reopen`);
    const rows = await queryRows<{ action: string; actor_staff_id: string; details: Record<string, unknown> }>(handle.db, sql`
      select action, actor_staff_id, details from contact_message_journal where message_id = ${id} order by id`);
    expect(rows.map((r) => [r.action, r.details])).toEqual([
      ['assign', { from: null, to: expect.any(Number) }],
      ['assign', { from: expect.any(Number), to: cashierId }],
      ['unassign', { from: cashierId, to: null }],
      ['close', { from: 'open', to: 'closed' }],
      ['reopen', { from: 'closed', to: 'open' }],
    ]);
    expect(new Set(rows.map((r) => r.actor_staff_id)).size).toBe(1);
    const item = (await support.request<ContactInbox>('GET', `${STAFF_API}/contact-messages`)).body.items.find((i) => i.id === id)!;
    expect(item.history.map((h) => [h.action, h.to])).toEqual([['assign', expect.any(String)], ['assign', cashierRow!.name], ['unassign', null], ['close', null], ['reopen', null]]);
    expect(item.history.every((h) => typeof h.actor === 'string' && h.at === NOW.toISOString())).toBe(true);
  });
});
