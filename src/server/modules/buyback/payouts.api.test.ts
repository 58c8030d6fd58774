import { sql } from 'drizzle-orm';
import type { BatchList, BatchView, LeadView, PayoutList, SupplierList } from '@/contracts/buyback';
import { BATCH_STATES, type BatchState } from '@/contracts/buyback';
import { drainBackgroundWork } from '../../background';
import type { DbHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { createSeededApi } from '../../../../tests/support/seeded-api';
import { createShopper } from '../../../../tests/support/shopper';
import { createTestApi, type TestApi } from '../../../../tests/support/test-api';
import { signedInStaff, STAFF_API } from '../../../../tests/support/staff';
import { loggedInCustomer, type Customer } from '../../../../tests/api/engagement-fixtures';
import { addCopies, createTitle, type TestTitle } from '../../../../tests/api/buyback-fixtures';
import { BATCH_TRANSITIONS, canMove, mailJobKey } from './batches.service';

const NOW = new Date('2026-06-10T08:00:00Z');
const LEADS = '/api/adonis/v1/leads';
let handle: DbHandle;
let api: TestApi;
let title: TestTitle;

type ErrorBody = { error: { code: string; details?: Record<string, unknown> } };

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 40, seed: 16, now: NOW }));
  title = await createTitle(handle, 'Válka s mloky');
  // A fast seller at 300 Kč: 25 % → 75 Kč like new.
  await addCopies(handle, title, NOW, { state: 'sold', count: 3, priceCzkX100: 30_000, priceEurX100: 1_200, daysToSell: 20 });
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

/** A logged-in seller's submitted lead (by post) of `count` like-new copies; its batch code. */
async function submittedBatch(me: Customer, payout: object = { method: 'wallet' }, count = 2): Promise<string> {
  const { body: draft } = await me.shopper.request<LeadView>('POST', LEADS, {
    items: [{ isbn: title.isbn13, condition: 'like_new', quantity: count }], payout, contact: { name: 'Prodejce' },
  });
  const sent = await me.shopper.request<LeadView>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'packeta' } });
  if (sent.status !== 200) throw new Error(`submit: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body.batchCode!;
}

const complete = (code: string) => createShopper(api).request<BatchView>('POST', `/api/adonis/dev/buyback/batches/${code}/complete`);
const walletOf = async (customerId: number) => {
  const rows = await queryRows<{ amount_x100: number; event_key: string }>(handle.db, sql`select amount_x100, event_key from wallet_entries where customer_id = ${customerId} order by id`);
  return rows.map((r) => ({ amount: Number(r.amount_x100), key: r.event_key }));
};
const addDebt = (customerId: number, amountX100: number, key: string) =>
  handle.db.execute(sql`insert into customer_debt_entries (customer_id, currency, amount_x100, reason, event_key, created_at) values (${customerId}, 'CZK', ${amountX100}, 'test debt', ${key}, ${NOW.toISOString()})`);

describe('batch state machine', () => {
  it('allows exactly these moves', () => {
    const allowed = BATCH_STATES.flatMap((from) => BATCH_STATES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      'created→sent', 'created→received', 'created→cancelled', 'sent→received', 'sent→cancelled',
      'received→processing', 'processing→processed', 'processed→paid_out',
    ]);
    expect(BATCH_TRANSITIONS.paid_out).toEqual([]);
    expect(BATCH_TRANSITIONS.cancelled).toEqual([]);
  });

  it('moves by staff with the buyback permission, refuses a move the machine does not allow, e-mails each state', async () => {
    const me = await loggedInCustomer(handle, api, 'de-DE', 'Max');
    const { body: draft } = await me.shopper.request<LeadView>('POST', LEADS, { items: [{ isbn: title.isbn13, condition: 'good' }], payout: { method: 'wallet' } });
    const { body: lead } = await me.shopper.request<LeadView>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'dhl' } });
    const code = lead.batchCode!;
    const outsider = await signedInStaff(api, handle, ['orders.read']);
    expect((await outsider.browser.request('POST', `${STAFF_API}/buyback/batches/${code}/transition`, { to: 'sent' })).status).toBe(403);
    const staff = await signedInStaff(api, handle, ['buyback']);
    const move = (to: string) => staff.browser.request<BatchView & ErrorBody>('POST', `${STAFF_API}/buyback/batches/${code}/transition`, { to });
    expect((await move('sent')).body.state).toBe('sent');
    const skip = await move('processed');
    expect([skip.status, skip.body.error.code, skip.body.error.details]).toEqual([409, 'BATCH_STATE_CONFLICT', { from: 'sent', to: 'processed' }]);
    expect((await move('received')).body.state).toBe('received');
    expect((await move('processing')).body.state).toBe('processing');
    const cancel = await move('cancelled');
    expect(cancel.status).toBe(409);
    // Processed needs a verdict on every book (the intake desk's job; the demo accepts them all).
    const pending = await move('processed');
    expect([pending.status, pending.body.error.details]).toEqual([409, { from: 'processing', to: 'processed', reason: 'BOOKS_PENDING' }]);
    await drainBackgroundWork();
    // Each state's e-mail is its own background job, so they may land in any order: read them in
    // the order of the moves that caused them (the outbox's dedupe key names batch and state).
    const moves = await queryRows<{ batch_id: number; to_state: BatchState }>(handle.db, sql`
      select e.batch_id, e.to_state from buyback_batch_events e join buyback_batches b on b.id = e.batch_id where b.code = ${code} order by e.id`);
    const mails = await queryRows<{ subject: string; dedupe_key: string }>(handle.db, sql`
      select subject, dedupe_key from mail_outbox where kind = 'buyback-batch' and to_address = ${me.email}`);
    const subjects = moves.flatMap((move) => mails.filter((mail) => mail.dedupe_key === mailJobKey(Number(move.batch_id), move.to_state)));
    expect(mails).toHaveLength(subjects.length);
    expect(subjects.map((s) => s.subject)).toEqual([
      `Ihr Paket ${code}: angelegt`, `Ihr Paket ${code}: versandt`, `Ihr Paket ${code}: angekommen`, `Ihr Paket ${code}: in Prüfung`,
    ]);
    const listed = await staff.browser.request<BatchList>('GET', `${STAFF_API}/buyback/batches?state=processing`);
    expect(listed.body.items.map((b) => b.code)).toContain(code);
  });

  it('pregenerates codes for printed bags', async () => {
    const staff = await signedInStaff(api, handle, ['buyback']);
    const res = await staff.browser.request<{ codes: string[] }>('POST', `${STAFF_API}/buyback/batch-codes`, { count: 5 });
    expect(res.status).toBe(201);
    expect(res.body.codes).toHaveLength(5);
    expect(new Set(res.body.codes).size).toBe(5);
    for (const code of res.body.codes) expect(code).toMatch(/^BB[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from buyback_batches where pregenerated = 1 and lead_id is null and state = 'created'`);
    expect(Number(row!.n)).toBeGreaterThanOrEqual(5);

    // A seller packs into a printed bag: its code becomes the lead's batch, once.
    const me = await loggedInCustomer(handle, api, 'cs', 'Bag Seller');
    const draft = async () => (await me.shopper.request<LeadView>('POST', LEADS, { items: [{ isbn: title.isbn13, condition: 'good' }], payout: { method: 'wallet' } })).body;
    const first = await draft();
    const bagCode = res.body.codes[0]!.toLowerCase();
    const used = await me.shopper.request<LeadView>('POST', `${LEADS}/${first.id}/submit`, { transport: { kind: 'in_person' }, bagCode });
    expect(used.status).toBe(200);
    expect(used.body.batchCode).toBe(res.body.codes[0]);
    const second = await draft();
    const again = await me.shopper.request<{ error: { code: string; details: Array<{ path: string }> } }>('POST', `${LEADS}/${second.id}/submit`, { transport: { kind: 'in_person' }, bagCode });
    expect([again.status, again.body.error.code, again.body.error.details[0]!.path]).toEqual([422, 'LEAD_INCOMPLETE', 'bagCode']);
    const batches = (await me.shopper.request<BatchList>('GET', '/api/adonis/v1/users/current/batches')).body.items;
    expect(batches).toEqual([expect.objectContaining({ code: res.body.codes[0], state: 'created', history: [expect.objectContaining({ state: 'created' })], books: [expect.objectContaining({ outcome: 'pending' })] })]);
  });
});

describe('payouts', () => {
  it('completes a batch in the demo: books accepted at the quote, wallet credited with the bonus, paid out; visible in the account', async () => {
    const me = await loggedInCustomer(handle, api, 'cs', 'Petr');
    const code = await submittedBatch(me);
    const done = await complete(code);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'paid_out', books: [{ outcome: 'accepted', acceptedX100: 7_500 }, { outcome: 'accepted', acceptedX100: 7_500 }] });
    expect(done.body.history.map((h) => h.state)).toEqual(['created', 'received', 'processing', 'processed', 'paid_out']);
    const payout = done.body.payoutId!;
    expect(await walletOf(me.id)).toEqual([
      { amount: 15_000, key: `buyback-payout:${payout}:books` },
      { amount: 1_500, key: `buyback-payout:${payout}:bonus` },
    ]);
    const payouts = await me.shopper.request<PayoutList>('GET', '/api/adonis/v1/users/current/payouts');
    expect(payouts.body.items).toEqual([expect.objectContaining({
      batchCode: code, method: 'wallet', state: 'paid', currency: 'CZK', booksX100: 15_000, bonusX100: 1_500, debtSettledX100: 0, netX100: 16_500,
    })]);
    const again = await complete(code);
    expect(again.body.state).toBe('paid_out');
    expect(await walletOf(me.id)).toHaveLength(2);
    const [line] = await queryRows<{ reason: string }>(handle.db, sql`select reason from wallet_entries where customer_id = ${me.id} order by id limit 1`);
    expect(line!.reason).toBe(`Výkup knih, zásilka ${code}`);
    await drainBackgroundWork();
    const [paid] = await queryRows<{ subject: string; text_body: string }>(handle.db, sql`
      select subject, text_body from mail_outbox where to_address = ${me.email} and dedupe_key like '%:paid_out'`);
    expect(paid!.subject).toBe(`Vaše zásilka ${code}: vyplaceno`);
    expect(paid!.text_body).toContain('165,00');
    expect((await createShopper(api).request('GET', '/api/adonis/v1/users/current/payouts')).status).toBe(401);
  });

  it('pays a batch once however many complete it at the same time', async () => {
    const me = await loggedInCustomer(handle, api, 'cs');
    const code = await submittedBatch(me);
    const results = await Promise.all(Array.from({ length: 6 }, () => complete(code)));
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    const [payouts] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from buyback_payouts p join buyback_batches b on b.id = p.batch_id where b.code = ${code}`);
    expect(Number(payouts!.n)).toBe(1);
    expect((await walletOf(me.id)).reduce((s, e) => s + e.amount, 0)).toBe(16_500);
  });

  it('settles a debt first, and two payouts at once never settle more than is owed', async () => {
    const me = await loggedInCustomer(handle, api, 'cs');
    await addDebt(me.id, 20_000, `test-debt-${me.id}`);
    const first = await submittedBatch(me);
    const second = await submittedBatch(me);
    const [a, b] = await Promise.all([complete(first), complete(second)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const payouts = (await me.shopper.request<PayoutList>('GET', '/api/adonis/v1/users/current/payouts')).body.items;
    expect(payouts.map((p) => p.debtSettledX100).sort((x, y) => x - y)).toEqual([3_500, 16_500]);
    expect(payouts.reduce((s, p) => s + p.netX100, 0)).toBe(2 * 16_500 - 20_000);
    const [owed] = await queryRows<{ s: number }>(handle.db, sql`select sum(amount_x100)::int as s from customer_debt_entries where customer_id = ${me.id}`);
    expect(Number(owed!.s)).toBe(0);
    // The wallet got books + bonus and gave the settled debt back out: the same movements on both ledgers.
    expect((await walletOf(me.id)).reduce((s, e) => s + e.amount, 0)).toBe(2 * 16_500 - 20_000);
  });

  it('holds a bank payout under a bank lock until the SEPA or ABO file is exported, once', async () => {
    const eur = await loggedInCustomer(handle, api, 'de-AT', 'Eva Bank');
    const { body: draft } = await eur.shopper.request<LeadView>('POST', LEADS, { items: [{ isbn: title.isbn13, condition: 'like_new' }], payout: { method: 'bank', bankAccount: 'AT61 1904 3002 3457 3201', accountHolder: 'Eva Bank' } });
    const { body: lead } = await eur.shopper.request<LeadView>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'austrian_post' } });
    const processed = await complete(lead.batchCode!);
    expect(processed.body.state).toBe('processed');
    const czk = await loggedInCustomer(handle, api, 'cs', 'Jan Účet');
    const czkCode = await submittedBatch(czk, { method: 'bank', bankAccount: '19-2000145399/0800', accountHolder: 'Jan Účet' }, 1);
    await complete(czkCode);

    const [locks] = await queryRows<{ eur: number; czk: number }>(handle.db, sql`
      select coalesce(sum(amount_x100) filter (where currency = 'EUR'), 0)::int as eur, coalesce(sum(amount_x100) filter (where currency = 'CZK'), 0)::int as czk
        from bank_locks where released_at is null`);
    expect(locks).toEqual({ eur: 300, czk: 7_500 });
    const bankPayout = (await eur.shopper.request<PayoutList>('GET', '/api/adonis/v1/users/current/payouts')).body.items[0]!;
    expect(bankPayout).toMatchObject({ method: 'bank', state: 'locked', bonusX100: 0, netX100: 300, bankAccountMasked: '••••••••3201' });
    expect(await walletOf(eur.id)).toEqual([]);

    const clerk = await signedInStaff(api, handle, ['payouts']);
    const refused = await (await signedInStaff(api, handle, ['buyback'])).browser.request('POST', `${STAFF_API}/buyback/payouts/export`, { format: 'sepa' });
    expect(refused.status).toBe(403);
    const [s1, s2] = await Promise.all([
      clerk.browser.request<string>('POST', `${STAFF_API}/buyback/payouts/export`, { format: 'sepa', currency: 'EUR' }),
      clerk.browser.request<string>('POST', `${STAFF_API}/buyback/payouts/export`, { format: 'sepa', currency: 'EUR' }),
    ]);
    const counts = [s1, s2].map((r) => Number(r.headers.get('x-payout-count'))).sort();
    expect(counts).toEqual([0, 1]);
    const sepa = [s1, s2].find((r) => r.headers.get('x-payout-count') === '1')!.body;
    expect(sepa).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(sepa).toContain('<IBAN>AT611904300234573201</IBAN>');
    expect(sepa).toContain('<InstdAmt Ccy="EUR">3.00</InstdAmt>');
    expect(sepa).toContain(lead.batchCode!);

    const abo = await clerk.browser.request<string>('POST', `${STAFF_API}/buyback/payouts/export`, { format: 'abo' });
    expect(abo.headers.get('x-payout-count')).toBe('1');
    const lines = abo.body.split('\r\n');
    expect(lines[0]).toMatch(/^UHL1100626/);
    expect(lines[1]).toMatch(/^1 1501 \d{6} 0800$/);
    expect(lines[2]).toBe('2 19-2000145399 7500 100626');
    expect(lines[3]).toMatch(/^19-2000145399 7500 \d+ 08000558 0 AV:Bookturn BB/);
    expect(lines.slice(4)).toEqual(['3 +', '5 +', '']);

    const [open] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from bank_locks where released_at is null`);
    expect(Number(open!.n)).toBe(0);
    const after = (await eur.shopper.request<BatchList>('GET', '/api/adonis/v1/users/current/batches')).body.items[0]!;
    expect(after.state).toBe('paid_out');
    expect((await eur.shopper.request<PayoutList>('GET', '/api/adonis/v1/users/current/payouts')).body.items[0]).toMatchObject({ state: 'exported', exportedAt: expect.any(String) });
  });

  it('has no demo route in production (404)', async () => {
    const production = createTestApi(handle, NOW, { env: { APP_MODE: 'production' } });
    const res = await createShopper(production).request<ErrorBody>('POST', '/api/adonis/dev/buyback/batches/BB00000000/complete');
    expect(res.status).toBe(404);
  });
});

describe('suppliers (GET /admin/v1/buyback/suppliers, /admin/supply/dodavatele_list)', () => {
  it('lists the people who sell to the shop with their batches, books and payouts, behind `buyback`', async () => {
    const me = await loggedInCustomer(handle, api, 'cs', 'Jana Dodavatelka');
    const paid = await complete(await submittedBatch(me, { method: 'wallet' }, 2));
    expect(paid.body.state).toBe('paid_out');
    await submittedBatch(me, { method: 'wallet' }, 1);
    const buyer = await loggedInCustomer(handle, api, 'cs', 'Jen Kupující');
    // What the seller got: the books' prices and the wallet bonus.
    const [payout] = await queryRows<{ net: number }>(handle.db, sql`select net_x100 as net from buyback_payouts where id = ${paid.body.payoutId!}`);
    const net = Number(payout!.net);
    expect(net).toBeGreaterThan(paid.body.books.reduce((sum, b) => sum + (b.acceptedX100 ?? 0), 0));

    const outsider = await signedInStaff(api, handle, ['orders.read', 'customers']);
    expect((await outsider.browser.request('GET', `${STAFF_API}/buyback/suppliers`)).status).toBe(403);

    const staff = await signedInStaff(api, handle, ['buyback']);
    const list = (q: string) => staff.browser.request<SupplierList>('GET', `${STAFF_API}/buyback/suppliers${q}`);
    const found = await list(`?q=${encodeURIComponent(me.email)}`);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toEqual({
      id: me.id, email: me.email, name: 'Jana Dodavatelka', locale: 'cs', batches: 2, openBatches: 1, lastBatchAt: expect.any(String),
      booksAccepted: 2, booksRefused: 0, paidOut: [{ currency: 'CZK', amountX100: net }],
    });
    expect((await list(`?q=%23${me.id}`)).body.items.map((s) => s.id)).toEqual([me.id]);
    // Someone who only buys is no supplier.
    expect((await list(`?q=${encodeURIComponent(buyer.email)}`)).body.total).toBe(0);
    // The most recent seller first, paged.
    const first = await list('?pageSize=1');
    expect(first.body).toMatchObject({ page: 1, pageSize: 1, items: [{ id: me.id }] });
    expect(first.body.total).toBeGreaterThanOrEqual(1);
    expect((await list('?pageSize=1000')).status).toBe(400);
  });
});
