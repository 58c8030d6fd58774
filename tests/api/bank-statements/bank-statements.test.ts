import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bankLine, bankLineList, bankStatementImport, bankStatementList } from '@/contracts/bank-statements';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { queryRows } from '@/server/db/sql';
import { variableSymbol } from '@/server/modules/orders/orders.service';
import { idPool, inStockIds } from '../../support/purchase';
import { STAFF_API, signedInStaff } from '../../support/staff';
import { createTestApi, type TestApi } from '../../support/test-api';
import { createTestDb } from '../../support/test-db';
import { makeCustomer, makeOrder, num, orderRow, walletOf } from '../admin-orders/desk-fixtures';
import { camt053, fioCsv, type Credit } from './statement-files';

/**
 * Bank-transfer matching over HTTP (issue 13 item 6, docs/adr/0022): a statement is uploaded by
 * an employee with payments.confirm; each credit is matched to an order by variable symbol and
 * amount (matched → paid, partial → for a person, overpaid → paid + surplus back, unmatched);
 * the same file twice or a line seen before changes nothing; a person resolves what is open.
 */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let take: (n: number) => number[];
let cashier: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 120, seed: 31, now: NOW });
  api = createTestApi(handle, NOW);
  take = idPool(await inStockIds(handle, 100));
  cashier = await signedInStaff(api, handle, ['payments.confirm']);
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

const BASE = `${STAFF_API}/bank-statements`;
const ref = () => `E2E-${randomUUID().slice(0, 18)}`;
type ErrorBody = { error: { code: string; details?: Record<string, unknown> } };

async function upload(text: string, contentType = 'application/xml', who = cashier) {
  return who.browser.request('POST', BASE, text, { 'content-type': contentType });
}

async function imported(text: string, contentType = 'application/xml') {
  const res = await upload(text, contentType);
  if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(res.body)}`);
  return bankStatementImport.parse(res.body);
}

async function linesOf(statementId: number) {
  const res = await cashier.browser.request('GET', `${BASE}/lines?statementId=${statementId}&pageSize=100`);
  expect(res.status).toBe(200);
  return bankLineList.parse(res.body).items;
}

const bankOrder = (extra: Parameters<typeof makeOrder>[2] extends infer S ? Partial<S> : never = {}) =>
  makeOrder(handle, NOW, { state: 'awaiting_payment', copies: take(1), paymentMethod: 'bank-transfer', ...extra });

const countRows = async () => ({
  statements: await num(handle, sql`select count(*)::int as n from bank_statements`),
  lines: await num(handle, sql`select count(*)::int as n from bank_statement_lines`),
  payments: await num(handle, sql`select count(*)::int as n from payments`),
  journal: await num(handle, sql`select count(*)::int as n from order_journal`),
  wallet: await num(handle, sql`select count(*)::int as n from wallet_entries`),
  refunds: await num(handle, sql`select count(*)::int as n from order_refunds`),
});

it('marks an order paid when a credit carries its variable symbol and exactly what it owes (the importer is the actor)', async () => {
  const order = await bankOrder();
  const r = ref();
  const result = await imported(camt053([{ ref: r, amountX100: order.totalX100, vs: `00${variableSymbol(order.number)}` }], { statementId: `S-${r}` }));
  expect(result.duplicate).toBe(false);
  expect(result.statement).toMatchObject({ format: 'camt053', creditCount: 1, newLineCount: 1, skippedCount: 1, importedBy: { id: cashier.id } });
  expect(result.statement.lines.matched).toBe(1);

  const row = await orderRow(handle, order.id);
  expect(row.state).toBe('paid');
  expect(row.paid_at).not.toBeNull();
  const [line] = await linesOf(result.statement.id);
  expect(line).toMatchObject({ state: 'matched', orderId: order.id, orderNumber: order.number, bankRef: r, surplusX100: null, reason: null });
  const [payment] = await queryRows<{ id: number; provider: string; method: string; amount_x100: number; state: string }>(handle.db,
    sql`select id::float8 as id, provider, method, amount_x100, state from payments where order_id = ${order.id}`);
  expect(payment).toMatchObject({ provider: 'manual', method: 'bank-transfer', amount_x100: order.totalX100, state: 'paid' });
  expect(line!.paymentId).toBe(payment!.id);
  const journal = await queryRows<{ kind: string; to_state: string; actor: number | null; action: string | null }>(handle.db,
    sql`select kind, to_state, actor_staff_id::float8 as actor, action from order_journal where order_id = ${order.id} order by id`);
  expect(journal).toEqual(expect.arrayContaining([
    expect.objectContaining({ kind: 'payment', action: 'mark-paid', actor: cashier.id }),
    expect.objectContaining({ kind: 'state', to_state: 'paid' }),
  ]));
});

it('keeps a smaller credit as partial for a person; the rest on a later statement pays the order', async () => {
  const order = await bankOrder();
  const vs = variableSymbol(order.number);
  const first = await imported(camt053([{ ref: ref(), amountX100: 10000, vs }], { statementId: `P1-${ref()}` }));
  expect(first.statement.lines.partial).toBe(1);
  expect((await orderRow(handle, order.id)).state).toBe('awaiting_payment');
  expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${order.id}`)).toBe(0);
  const open = bankLineList.parse((await cashier.browser.request('GET', `${BASE}/lines?state=open&pageSize=100`)).body).items;
  expect(open.map((l) => l.orderId)).toContain(order.id);

  const second = await imported(fioCsv([{ ref: ref(), amountX100: order.totalX100 - 10000, vs }]), 'text/csv');
  expect(second.statement).toMatchObject({ format: 'fio-csv', newLineCount: 1 });
  expect((await orderRow(handle, order.id)).state).toBe('paid');
  const lines = await queryRows<{ state: string; payment_id: number | null }>(handle.db, sql`select state, payment_id::float8 as payment_id from bank_statement_lines where order_id = ${order.id} order by id`);
  expect(lines.map((l) => l.state)).toEqual(['matched', 'matched']);
  expect(lines[0]!.payment_id).toBe(lines[1]!.payment_id);
});

it('pays an overpaid order and credits the surplus to the customer’s wallet as a ledger row', async () => {
  const customerId = await makeCustomer(handle);
  const order = await bankOrder({ customerId });
  const result = await imported(camt053([{ ref: ref(), amountX100: order.totalX100 + 5050, vs: variableSymbol(order.number) }], { statementId: `O-${ref()}` }));
  const [line] = await linesOf(result.statement.id);
  expect(line).toMatchObject({ state: 'overpaid', surplusX100: 5050, orderId: order.id });
  expect((await orderRow(handle, order.id)).state).toBe('paid');
  expect(await walletOf(handle, customerId)).toBe(5050);
  const [refund] = await queryRows<{ method: string; state: string; amount_x100: number; wallet_entry_id: number | null }>(handle.db,
    sql`select method, state, amount_x100, wallet_entry_id from order_refunds where order_id = ${order.id}`);
  expect(refund).toMatchObject({ method: 'wallet', state: 'done', amount_x100: 5050 });
  expect(refund!.wallet_entry_id).not.toBeNull();
});

it('owes a guest’s overpayment back by bank transfer (a pending refund), the order paid', async () => {
  const order = await bankOrder();
  await imported(camt053([{ ref: ref(), amountX100: order.totalX100 + 100, vs: variableSymbol(order.number) }], { statementId: `G-${ref()}` }));
  expect((await orderRow(handle, order.id)).state).toBe('paid');
  const [refund] = await queryRows<{ method: string; state: string; amount_x100: number }>(handle.db, sql`select method, state, amount_x100 from order_refunds where order_id = ${order.id}`);
  expect(refund).toEqual({ method: 'bank_transfer', state: 'pending', amount_x100: 100 });
});

it('leaves unmatched: no symbol, a symbol of no order, another currency, an order already paid — each with its reason', async () => {
  const czk = await bankOrder();
  const paid = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
  const credits: Credit[] = [
    { ref: ref(), amountX100: 50000, vs: null, message: 'za knihy' },
    { ref: ref(), amountX100: 50000, vs: '9999999999' },
    { ref: ref(), amountX100: czk.totalX100, vs: variableSymbol(czk.number), currency: 'EUR' },
    { ref: ref(), amountX100: paid.totalX100, vs: variableSymbol(paid.number) },
  ];
  const result = await imported(camt053(credits, { statementId: `U-${ref()}` }));
  expect(result.statement.lines).toMatchObject({ unmatched: 4, matched: 0 });
  const byRef = new Map((await linesOf(result.statement.id)).map((l) => [l.bankRef, l]));
  expect(credits.map((c) => [byRef.get(c.ref)!.reason, byRef.get(c.ref)!.orderId])).toEqual([
    ['NO_SYMBOL', null], ['UNKNOWN_SYMBOL', null], ['WRONG_CURRENCY', czk.id], ['ORDER_NOT_PAYABLE', paid.id],
  ]);
  expect((await orderRow(handle, czk.id)).state).toBe('awaiting_payment');
  expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${paid.id}`)).toBe(1);
  // The orders it named learn of the money in their journal.
  expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${czk.id} and action = 'bank-unmatched'`)).toBe(1);
});

it('imports a line once: a payment on a second, different file (or twice in one file) is skipped', async () => {
  const order = await bankOrder();
  const r = ref();
  const credit = { ref: r, amountX100: order.totalX100, vs: variableSymbol(order.number) };
  const first = await imported(camt053([credit, credit], { statementId: `D1-${r}` }));
  expect(first.statement).toMatchObject({ creditCount: 2, newLineCount: 1 });
  const before = await countRows();
  const second = await imported(camt053([credit], { statementId: `D2-${r}`, debits: 2 }));
  expect(second.duplicate).toBe(false);
  expect(second.statement).toMatchObject({ creditCount: 1, newLineCount: 0 });
  expect(await countRows()).toEqual({ ...before, statements: before.statements + 1 });
  expect((await orderRow(handle, order.id)).state).toBe('paid');
});

it('changes nothing when the same statement is imported again', async () => {
  const order = await bankOrder();
  const partialOrder = await bankOrder();
  const file = camt053([
    { ref: ref(), amountX100: order.totalX100, vs: variableSymbol(order.number) },
    { ref: ref(), amountX100: 100, vs: variableSymbol(partialOrder.number) },
  ], { statementId: `T-${ref()}` });
  const first = await imported(file);
  const before = await countRows();
  const again = await upload(file);
  expect(again.status).toBe(200);
  const answer = bankStatementImport.parse(again.body);
  expect(answer.duplicate).toBe(true);
  expect(answer.statement.id).toBe(first.statement.id);
  expect(answer.statement.lines).toEqual(first.statement.lines);
  expect(await countRows()).toEqual(before);
});

it('pays once when two employees import the same statement, or two statements with the same payment, at the same time', async () => {
  const order = await bankOrder();
  const credit = { ref: ref(), amountX100: order.totalX100, vs: variableSymbol(order.number) };
  const file = camt053([credit], { statementId: `C-${credit.ref}` });
  const other = await signedInStaff(api, handle, ['payments.confirm']);
  const [a, b] = await Promise.all([upload(file), upload(file, 'application/xml', other)]);
  expect([a.status, b.status].sort()).toEqual([200, 201]);
  const [c, d] = await Promise.all([upload(camt053([credit], { statementId: `C2-${credit.ref}` })), upload(fioCsv([credit]), 'text/csv', other)]);
  expect([c.status, d.status]).toEqual([201, 201]);
  expect(await num(handle, sql`select count(*)::int as n from bank_statement_lines where bank_ref = ${credit.ref}`)).toBe(1);
  expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${order.id}`)).toBe(1);
  expect((await orderRow(handle, order.id)).state).toBe('paid');
});

it('lets only payments.confirm import, list and resolve', async () => {
  const clerk = await signedInStaff(api, handle, ['orders.read', 'orders.write', 'refunds']);
  const order = await bankOrder();
  const before = await countRows();
  const denied = await upload(camt053([{ ref: ref(), amountX100: order.totalX100, vs: variableSymbol(order.number) }], { statementId: `F-${ref()}` }), 'application/xml', clerk);
  expect(denied.status).toBe(403);
  expect((denied.body as ErrorBody).error.code).toBe('FORBIDDEN');
  expect((await clerk.browser.request('GET', BASE)).status).toBe(403);
  expect((await clerk.browser.request('GET', `${BASE}/lines`)).status).toBe(403);
  expect((await clerk.browser.request('POST', `${BASE}/lines/1/resolve`, { action: 'ignore', note: 'x' })).status).toBe(403);
  expect(await countRows()).toEqual(before);
  expect((await orderRow(handle, order.id)).state).toBe('awaiting_payment');
});

it('refuses a file that is not a statement (422 BANK_STATEMENT_INVALID) or too large (413), importing nothing', async () => {
  const order = await bankOrder();
  const before = await countRows();
  const good = { ref: ref(), amountX100: order.totalX100, vs: variableSymbol(order.number) };
  const broken = camt053([good]).replace('</BkToCstmrStmt>', '');
  const cases: [string, string, string][] = [
    [broken, 'application/xml', 'MALFORMED_XML'],
    [camt053([good]).replace('<Amt Ccy="CZK">', '<Amt Ccy="CZK">12,34.5'), 'application/xml', 'BAD_AMOUNT'],
    [fioCsv([good]).replace('04.05.2026;', '31.02.2026;'), 'text/csv', 'BAD_DATE'],
    ['Datum;Castka\n1.5.2026;100\n', 'text/csv', 'UNKNOWN_FORMAT'],
    ['', 'application/octet-stream', 'EMPTY'],
    // Another account's statement would pay orders with money the shop never got.
    [camt053([good], { iban: 'CZ3201000001151234560227' }), 'application/xml', 'OTHER_ACCOUNT'],
    [fioCsv([good], { iban: 'CZ3201000001151234560227' }), 'text/csv', 'OTHER_ACCOUNT'],
  ];
  for (const [text, type, problem] of cases) {
    const res = await upload(text, type);
    expect([res.status, (res.body as ErrorBody).error.code, (res.body as ErrorBody).error.details?.problem]).toEqual([422, 'BANK_STATEMENT_INVALID', problem]);
  }
  const huge = await upload(`<x>${'a'.repeat(5_100_000)}</x>`);
  expect([huge.status, (huge.body as ErrorBody).error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  expect(await countRows()).toEqual(before);
  expect((await orderRow(handle, order.id)).state).toBe('awaiting_payment');
});

it('takes a statement as a multipart form upload with its file name', async () => {
  const order = await bankOrder();
  const form = new FormData();
  form.append('file', new Blob([fioCsv([{ ref: ref(), amountX100: order.totalX100, vs: variableSymbol(order.number) }])], { type: 'text/csv' }), 'Pohyby_2900123456.csv');
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await cashier.browser.request('POST', BASE, new Uint8Array(await req.arrayBuffer()), { 'content-type': req.headers.get('content-type')! });
  expect(res.status).toBe(201);
  expect(bankStatementImport.parse(res.body).statement).toMatchObject({ fileName: 'Pohyby_2900123456.csv', format: 'fio-csv', lines: { matched: 1 } });
  expect((await orderRow(handle, order.id)).state).toBe('paid');
});

describe('a person resolves open lines', () => {
  it('assigns an unmatched line to an order: paid, journaled with who did it', async () => {
    const order = await bankOrder();
    const result = await imported(camt053([{ ref: ref(), amountX100: order.totalX100, vs: null, message: `objednavka ${order.number}` }], { statementId: `R1-${ref()}` }));
    const [line] = await linesOf(result.statement.id);
    expect(line!.state).toBe('unmatched');
    const resolver = await signedInStaff(api, handle, ['payments.confirm']);
    const res = await resolver.browser.request('POST', `${BASE}/lines/${line!.id}/resolve`, { action: 'assign', orderNumber: order.number.toLowerCase(), note: 'VS missing, number in the message' });
    expect(res.status).toBe(200);
    expect(bankLine.parse(res.body)).toMatchObject({ state: 'matched', orderId: order.id, resolvedBy: { id: resolver.id }, note: 'VS missing, number in the message' });
    expect((await orderRow(handle, order.id)).state).toBe('paid');
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${order.id} and action = 'bank-assign' and actor_staff_id = ${resolver.id}`)).toBe(1);

    const again = await resolver.browser.request('POST', `${BASE}/lines/${line!.id}/resolve`, { action: 'ignore', note: 'twice' });
    expect([again.status, (again.body as ErrorBody).error.code]).toEqual([409, 'BANK_LINE_CONFLICT']);
  });

  it('refuses to assign to an order that cannot take money, changing nothing', async () => {
    const paid = await makeOrder(handle, NOW, { state: 'paid', copies: take(1) });
    const result = await imported(camt053([{ ref: ref(), amountX100: 12300, vs: null }], { statementId: `R2-${ref()}` }));
    const [line] = await linesOf(result.statement.id);
    const before = await countRows();
    const res = await cashier.browser.request('POST', `${BASE}/lines/${line!.id}/resolve`, { action: 'assign', orderNumber: paid.number });
    expect([res.status, (res.body as ErrorBody).error.code]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    expect(await countRows()).toEqual(before);
    expect((await linesOf(result.statement.id))[0]).toMatchObject({ state: 'unmatched', resolvedBy: null });
    const unknown = await cashier.browser.request('POST', `${BASE}/lines/${line!.id}/resolve`, { action: 'assign', orderNumber: 'BT00000000' });
    expect(unknown.status).toBe(404);
  });

  it('ignores a partial line with a note, journaled on its order; the list of open lines drops it', async () => {
    const order = await bankOrder();
    const result = await imported(camt053([{ ref: ref(), amountX100: 100, vs: variableSymbol(order.number) }], { statementId: `R3-${ref()}` }));
    const [line] = await linesOf(result.statement.id);
    expect(line!.state).toBe('partial');
    const res = await cashier.browser.request('POST', `${BASE}/lines/${line!.id}/resolve`, { action: 'ignore', note: 'returned to the sender' });
    expect(bankLine.parse(res.body)).toMatchObject({ state: 'ignored', note: 'returned to the sender', resolvedBy: { id: cashier.id }, orderId: order.id });
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${order.id} and action = 'bank-ignore'`)).toBe(1);
    const open = bankLineList.parse((await cashier.browser.request('GET', `${BASE}/lines?state=open&pageSize=100`)).body).items;
    expect(open.map((l) => l.id)).not.toContain(line!.id);
    expect((await orderRow(handle, order.id)).state).toBe('awaiting_payment');
  });
});

it('lists statements newest first with the match states of their lines', async () => {
  const res = await cashier.browser.request('GET', `${BASE}?pageSize=5`);
  expect(res.status).toBe(200);
  const list = bankStatementList.parse(res.body);
  expect(list.total).toBeGreaterThan(5);
  expect(list.items).toHaveLength(5);
  const ids = list.items.map((s) => s.id);
  expect([...ids].sort((a, b) => b - a)).toEqual(ids);
});
