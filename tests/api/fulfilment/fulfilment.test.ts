import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { accountOrderDetail } from '@/contracts/account';
import { inProgressList, packingDetail, packingState, pickList, shipment, toVerifyList, type Shipment } from '@/contracts/fulfilment';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { createSession } from '@/server/modules/customers';
import { idPool, inStockIds } from '../../support/purchase';
import { createShopper } from '../../support/shopper';
import { STAFF_API, signedInStaff } from '../../support/staff';
import { createTestApi, type TestApi } from '../../support/test-api';
import { createTestDb } from '../../support/test-db';
import { makeCustomer, makeOrder, num, one, orderRow, type OrderSpec } from '../admin-orders/desk-fixtures';

/**
 * Fulfilment over HTTP (issue 13 item 5): verify → pick → scan → pack → ship → delivered /
 * returned / cash collected, each action's happy path, wrong state (409), wrong permission (403),
 * two packers at once (one wins) and the Idempotency-Key; Packeta through a local stub server;
 * production without the sandbox carrier.
 */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let take: (n: number) => number[];

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 140, seed: 31, now: NOW });
  api = createTestApi(handle, NOW);
  take = idPool(await inStockIds(handle, 120));
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

const key = () => `ful-${randomUUID()}`;
type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };

/** An order ready to pick: copies on shelves A-01…, shipped by Packeta home delivery unless said otherwise. */
async function readyOrder(spec: Partial<OrderSpec> & { copies?: number[] } = {}) {
  const copies = spec.copies ?? take(2);
  const order = await makeOrder(handle, NOW, { state: 'paid', shippingMethod: 'packeta-home', ...spec, copies });
  for (const [i, id] of copies.entries()) await handle.db.execute(sql`update books set location = ${`R${(id % 3) + 1}-${String(i).padStart(2, '0')}`} where id = ${id}`);
  return { ...order, copies };
}

const post = <T = unknown>(browser: Awaited<ReturnType<typeof signedInStaff>>['browser'], path: string, body: unknown = undefined, k = key()) =>
  browser.request<T>('POST', `${STAFF_API}${path}`, body, { 'idempotency-key': k });

async function packed(packer: Awaited<ReturnType<typeof signedInStaff>>, order: { id: number; copies: number[] }) {
  for (const copy of order.copies) expect((await post(packer.browser, `/fulfilment/orders/${order.id}/scan`, { code: String(copy) })).status).toBe(200);
  expect((await post(packer.browser, `/fulfilment/orders/${order.id}/pack`)).status).toBe(200);
}

describe('verify and pick', () => {
  it('lists paid and confirmed cash-on-delivery orders whose copies are all on their shelves, not the others', async () => {
    const reader = await signedInStaff(api, handle, ['orders.read']);
    const paid = await readyOrder();
    const cod = await readyOrder({ state: 'new', paymentMethod: 'cash-on-delivery', expiresAt: null });
    const unshelved = await readyOrder();
    await handle.db.execute(sql`update books set location = null where id = ${unshelved.copies[0]!}`);
    const unpaid = await readyOrder({ state: 'awaiting_payment', paymentMethod: 'bank-transfer' });
    const res = await reader.browser.request('GET', `${STAFF_API}/fulfilment/to-verify`);
    expect(res.status).toBe(200);
    const ids = toVerifyList.parse(res.body).items.map((i) => i.orderId);
    expect(ids).toEqual(expect.arrayContaining([paid.id, cod.id]));
    expect(ids).not.toContain(unshelved.id);
    expect(ids).not.toContain(unpaid.id);
  });

  it('pick takes the order (journaled), the pick list groups its copies by location, work in progress shows who holds it', async () => {
    const packer = await signedInStaff(api, handle, ['shipping', 'orders.read']);
    const order = await readyOrder({ copies: take(3) });
    const res = await post(packer.browser, `/fulfilment/orders/${order.id}/pick`);
    expect(res.status).toBe(200);
    expect(packingState.parse(res.body)).toMatchObject({ stage: 'picking', holder: { staffId: packer.id }, complete: false });
    const list = pickList.parse((await packer.browser.request('GET', `${STAFF_API}/fulfilment/pick-list`)).body);
    const locations = list.groups.map((g) => g.location);
    expect(locations).toEqual([...locations].sort());
    expect(list.groups.flatMap((g) => g.copies.map((c) => c.copyId)).sort()).toEqual([...order.copies].sort());
    const wip = inProgressList.parse((await packer.browser.request('GET', `${STAFF_API}/fulfilment/in-progress`)).body);
    expect(wip.items.find((i) => i.orderId === order.id)).toMatchObject({ stage: 'picking', holder: { staffId: packer.id }, copies: 3, scanned: 0 });
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${order.id} and action = 'pick' and actor_staff_id = ${packer.id}`)).toBe(1);
    // No longer waiting to be verified.
    const waiting = toVerifyList.parse((await packer.browser.request('GET', `${STAFF_API}/fulfilment/to-verify`)).body).items.map((i) => i.orderId);
    expect(waiting).not.toContain(order.id);
  });

  it('two packers take the same order at once: one wins, the other gets 409 FULFILMENT_HELD naming the holder', async () => {
    const [a, b] = [await signedInStaff(api, handle, ['shipping']), await signedInStaff(api, handle, ['shipping'])];
    const order = await readyOrder();
    const results = await Promise.all([post<Err>(a.browser, `/fulfilment/orders/${order.id}/pick`), post<Err>(b.browser, `/fulfilment/orders/${order.id}/pick`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.error.code).toBe('FULFILMENT_HELD');
    // The loser cannot scan into it either.
    const loser = results[0]!.status === 409 ? a : b;
    const scan = await post<Err>(loser.browser, `/fulfilment/orders/${order.id}/scan`, { code: String(order.copies[0]) });
    expect(scan.status).toBe(409);
    expect(await num(handle, sql`select count(*)::int as n from order_fulfilment where order_id = ${order.id}`)).toBe(1);
  });

  it('refuses to pick an unpaid order (409) or one with a copy off its shelf (422), and pick needs `shipping` (403)', async () => {
    const packer = await signedInStaff(api, handle, ['shipping']);
    const unpaid = await readyOrder({ state: 'awaiting_payment', paymentMethod: 'bank-transfer' });
    const wrong = await post<Err>(packer.browser, `/fulfilment/orders/${unpaid.id}/pick`);
    expect([wrong.status, wrong.body.error.code]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    const off = await readyOrder();
    await handle.db.execute(sql`update books set location = null where id = ${off.copies[1]!}`);
    const missing = await post<Err>(packer.browser, `/fulfilment/orders/${off.id}/pick`);
    expect([missing.status, missing.body.error.code]).toEqual([422, 'COPIES_NOT_PRESENT']);
    const reader = await signedInStaff(api, handle, ['orders.read', 'orders.write']);
    expect((await post(reader.browser, `/fulfilment/orders/${(await readyOrder()).id}/pick`)).status).toBe(403);
    expect(await num(handle, sql`select count(*)::int as n from order_fulfilment where order_id in (${unpaid.id}, ${off.id})`)).toBe(0);
  });
});

describe('packing by scanning', () => {
  it('a wrong copy or a label that is no copy stops with a clear message and changes nothing; the same copy twice is 409', async () => {
    const packer = await signedInStaff(api, handle, ['shipping']);
    const order = await readyOrder();
    const other = await readyOrder();
    expect((await post(packer.browser, `/fulfilment/orders/${order.id}/scan`, { code: String(order.copies[0]) })).status).toBe(200);

    const foreign = await post<Err>(packer.browser, `/fulfilment/orders/${order.id}/scan`, { code: String(other.copies[0]) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error).toMatchObject({ code: 'COPY_NOT_IN_ORDER', details: { reason: 'other-order', otherOrder: other.number } });
    expect(foreign.body.error.message).toContain(other.number);
    const garbage = await post<Err>(packer.browser, `/fulfilment/orders/${order.id}/scan`, { code: 'not-a-label' });
    expect([garbage.status, garbage.body.error.code]).toEqual([422, 'COPY_NOT_IN_ORDER']);
    const twice = await post<Err>(packer.browser, `/fulfilment/orders/${order.id}/scan`, { code: `B${order.copies[0]}` });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'COPY_ALREADY_SCANNED']);
    const hold = await one<{ n: number }>(handle, sql`select coalesce(array_length(scanned_book_ids, 1), 0)::int as n from order_fulfilment where order_id = ${order.id}`);
    expect(hold.n).toBe(1);

    const early = await post<Err>(packer.browser, `/fulfilment/orders/${order.id}/pack`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'PACKING_INCOMPLETE', details: { missing: [order.copies[1]] } });
    expect((await orderRow(handle, order.id)).state).toBe('paid');
  });

  it('scanning every copy completes the parcel; pack moves the order to packed once (the same key answers the same; a new key: 409)', async () => {
    const packer = await signedInStaff(api, handle, ['shipping']);
    const order = await readyOrder();
    let last: unknown;
    for (const copy of order.copies) last = (await post(packer.browser, `/fulfilment/orders/${order.id}/scan`, { code: String(copy) })).body;
    expect(packingState.parse(last)).toMatchObject({ stage: 'packing', complete: true });
    const k = key();
    const first = await post(packer.browser, `/fulfilment/orders/${order.id}/pack`, undefined, k);
    const again = await post(packer.browser, `/fulfilment/orders/${order.id}/pack`, undefined, k);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(packingState.parse(first.body)).toMatchObject({ state: 'packed', stage: null, complete: true });
    expect((await orderRow(handle, order.id)).state).toBe('packed');
    const later = await post<Err>(packer.browser, `/fulfilment/orders/${order.id}/pack`);
    expect([later.status, later.body.error.code]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${order.id} and action = 'pack'`)).toBe(1);
  });

  it('release gives the order back (holder only)', async () => {
    const [a, b] = [await signedInStaff(api, handle, ['shipping']), await signedInStaff(api, handle, ['shipping'])];
    const order = await readyOrder();
    await post(a.browser, `/fulfilment/orders/${order.id}/pick`);
    expect((await post(b.browser, `/fulfilment/orders/${order.id}/release`, {})).status).toBe(409);
    expect((await post(a.browser, `/fulfilment/orders/${order.id}/release`, { reason: 'lunch' })).status).toBe(200);
    expect((await post(b.browser, `/fulfilment/orders/${order.id}/pick`)).status).toBe(200);
  });
});

describe('shipping', () => {
  it('ships a packed order with the sandbox carrier (demo): tracking, labels, the e-mail in the storefront language, tracking in the account', async () => {
    const customerId = await makeCustomer(handle);
    const packer = await signedInStaff(api, handle, ['shipping', 'orders.read']);
    const order = await readyOrder({ customerId });
    await packed(packer, order);
    const k = key();
    const res = await post(packer.browser, `/fulfilment/orders/${order.id}/ship`, undefined, k);
    expect(res.status).toBe(200);
    const sent = shipment.parse(res.body);
    expect(sent).toMatchObject({ orderId: order.id, orderState: 'shipped', state: 'shipped', carrier: 'packeta', client: 'sandbox', codX100: 0 });
    expect(sent.trackingNumber).toMatch(/^SBX\d{10}$/);
    expect(sent.log.map((l) => l.event)).toEqual(['created', 'shipped']);
    // The same key: the same shipment, no second parcel, no second e-mail.
    const again = await post(packer.browser, `/fulfilment/orders/${order.id}/ship`, undefined, k);
    expect(shipment.parse(again.body).id).toBe(sent.id);
    expect(await num(handle, sql`select count(*)::int as n from shipments where order_id = ${order.id}`)).toBe(1);
    const mails = await handle.db.execute(sql`select subject, text_body from mail_outbox where order_id = ${order.id} and kind = 'order-shipped'`) as unknown as { rows: { subject: string; text_body: string }[] };
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]!.subject).toBe(`Vaše objednávka ${order.number} je na cestě`);
    expect(mails.rows[0]!.text_body).toContain(sent.trackingUrl);
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${order.id} and action = 'ship' and actor_staff_id = ${packer.id}`)).toBe(1);

    const desk = packingDetail.parse((await packer.browser.request('GET', `${STAFF_API}/fulfilment/orders/${order.id}`)).body);
    expect(desk).toMatchObject({ state: 'shipped', stage: null, complete: true });
    expect(desk.shipments.map((s) => s.id)).toEqual([sent.id]);

    const zpl = await packer.browser.request<string>('GET', `${STAFF_API}/shipments/${sent.id}/label.zpl`);
    expect(zpl.status).toBe(200);
    expect(zpl.headers.get('content-type')).toContain('text/plain');
    expect(zpl.body).toMatch(/^\^XA/);
    expect(zpl.body).toContain(`^FD${sent.trackingNumber}^FS`);
    expect(zpl.body).toContain('Jana Nováková');
    const pdf = await packer.browser.request<string>('GET', `${STAFF_API}/shipments/${sent.id}/label.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);

    const shopper = createShopper(api);
    shopper.cookies.set('bt_session', await createSession(handle.db, customerId, NOW));
    const mine = await shopper.request('GET', `/api/adonis/v1/users/current/orders/${order.number}`);
    expect(mine.status).toBe(200);
    expect(accountOrderDetail.parse(mine.body).shipments).toEqual([expect.objectContaining({ trackingNumber: sent.trackingNumber, trackingUrl: sent.trackingUrl, state: 'shipped' })]);
  });

  it('two packers ship the same order at once: one parcel, the other 409; an unpacked order cannot ship (409)', async () => {
    const [a, b] = [await signedInStaff(api, handle, ['shipping']), await signedInStaff(api, handle, ['shipping'])];
    const order = await readyOrder();
    await packed(a, order);
    const results = await Promise.all([post<Err>(a.browser, `/fulfilment/orders/${order.id}/ship`), post<Err>(b.browser, `/fulfilment/orders/${order.id}/ship`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('ORDER_STATE_CONFLICT');
    expect(await num(handle, sql`select count(*)::int as n from shipments where order_id = ${order.id}`)).toBe(1);

    const notPacked = await readyOrder();
    const early = await post<Err>(a.browser, `/fulfilment/orders/${notPacked.id}/ship`);
    expect([early.status, early.body.error.code]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    const reader = await signedInStaff(api, handle, ['orders.read', 'orders.write']);
    expect((await post(reader.browser, `/fulfilment/orders/${notPacked.id}/ship`)).status).toBe(403);
  });

  it('cash on delivery: the parcel carries the amount; the courier reports it collected → a paid payment, once; delivered → the order delivered', async () => {
    const packer = await signedInStaff(api, handle, ['shipping', 'orders.read']);
    const order = await readyOrder({ state: 'new', paymentMethod: 'cash-on-delivery', expiresAt: null });
    await packed(packer, order);
    expect((await orderRow(handle, order.id)).state).toBe('packed');
    const sent = shipment.parse((await post(packer.browser, `/fulfilment/orders/${order.id}/ship`)).body);
    expect(sent.codX100).toBe(order.totalX100);
    const courier = createShopper(api);
    const collected = await courier.request('POST', `/api/adonis/sandbox/carrier/parcels/${sent.trackingNumber}/cod-collected`);
    expect(collected.status).toBe(200);
    expect(shipment.parse(collected.body).codCollectedAt).not.toBeNull();
    expect((await orderRow(handle, order.id)).paid_at).not.toBeNull();
    expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${order.id} and state = 'paid' and method = 'cash-on-delivery' and amount_x100 = ${order.totalX100}`)).toBe(1);
    await courier.request('POST', `/api/adonis/sandbox/carrier/parcels/${sent.trackingNumber}/cod-collected`);
    const delivered = await courier.request('POST', `/api/adonis/sandbox/carrier/parcels/${sent.trackingNumber}/delivered`);
    expect(shipment.parse(delivered.body)).toMatchObject({ state: 'delivered', orderState: 'delivered' });
    expect(await num(handle, sql`select count(*)::int as n from payments where order_id = ${order.id}`)).toBe(1);
    expect(await num(handle, sql`select count(*)::int as n from order_journal where order_id = ${order.id} and kind = 'payment' and action = 'cod-collected'`)).toBe(1);
    const page = await courier.request<string>('GET', `/api/adonis/sandbox/carrier/parcels/${sent.trackingNumber}`);
    expect(page.body).toContain('delivered');
  });

  it('an employee records a parcel returned (the order stays shipped for the desk) and not twice (409)', async () => {
    const packer = await signedInStaff(api, handle, ['shipping']);
    const order = await readyOrder();
    await packed(packer, order);
    const sent = shipment.parse((await post(packer.browser, `/fulfilment/orders/${order.id}/ship`)).body);
    const back = await post(packer.browser, `/shipments/${sent.id}/returned`, { reason: 'refused by the addressee' });
    expect(shipment.parse(back.body)).toMatchObject({ state: 'returned', orderState: 'shipped' });
    const twice = await post<Err>(packer.browser, `/shipments/${sent.id}/delivered`, {});
    expect([twice.status, twice.body.error.code]).toEqual([409, 'SHIPMENT_STATE_CONFLICT']);
  });
});

describe('Packeta and production', () => {
  let stub: Server;
  const bodies: string[] = [];
  beforeAll(async () => {
    stub = createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => { data += c.toString('utf8'); });
      req.on('end', () => {
        bodies.push(data);
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end(data.includes('<createPacket>') && data.includes('<apiPassword>packeta-test-password</apiPassword>')
          ? '<response><status>ok</status><result><id>9876543210</id><barcode>Z9876543210</barcode><barcodeText>Z 987 6543 210</barcodeText></result></response>'
          : '<response><status>fault</status><fault>IncorrectApiPasswordFault</fault></response>');
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  it('ships a Packeta order through Packeta’s API when its password is set (the pick-up point goes as addressId)', async () => {
    const packetaApi = createTestApi(handle, NOW, { env: { APP_MODE: 'production', PACKETA_API_PASSWORD: 'packeta-test-password', PACKETA_API_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/api/rest` } });
    const packer = await signedInStaff(packetaApi, handle, ['shipping']);
    const order = await readyOrder({ shippingMethod: 'packeta-pudo', pudoId: '12345' });
    await packed(packer, order);
    const res = await post(packer.browser, `/fulfilment/orders/${order.id}/ship`);
    expect(res.status).toBe(200);
    const sent: Shipment = shipment.parse(res.body);
    expect(sent).toMatchObject({ client: 'packeta', trackingNumber: 'Z9876543210' });
    expect(sent.trackingUrl).toContain('Z9876543210');
    expect(bodies.at(-1)).toContain('<addressId>12345</addressId>');
    expect(bodies.at(-1)).toContain(`<number>${order.number}</number>`);
  });

  it('in production the sandbox carrier is absent: its routes 404, a carrier without a client is 422 and the order stays packed', async () => {
    const prod = createTestApi(handle, NOW, { env: { APP_MODE: 'production' } });
    expect((await createShopper(prod).request('GET', '/api/adonis/sandbox/carrier/parcels/SBX0000000001')).status).toBe(404);
    const packer = await signedInStaff(prod, handle, ['shipping']);
    const order = await readyOrder({ shippingMethod: 'dpd-home' });
    await packed(packer, order);
    const res = await post<Err>(packer.browser, `/fulfilment/orders/${order.id}/ship`);
    expect([res.status, res.body.error.code]).toEqual([422, 'CARRIER_UNAVAILABLE']);
    expect((await orderRow(handle, order.id)).state).toBe('packed');
    expect(await num(handle, sql`select count(*)::int as n from shipments where order_id = ${order.id}`)).toBe(0);
  });
});
