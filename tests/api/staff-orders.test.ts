/** The order desk's list (issue 13): GET /api/adonis/admin/v1/orders and the admin shell's search. */
import { sql } from 'drizzle-orm';
import { adminOrderListQuery, type AdminOrderList } from '@/contracts/staff';
import { listOrders } from '@/server/modules/staff/admin-orders.repository';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { seedDatabase } from '@/server/db/seed';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { signedInStaff, STAFF_API } from '../support/staff';
import type { Shopper } from '../support/shopper';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let desk: Shopper;
let copies: { id: number; isbn13: string; isbn10: string | null; title: string }[];

const ORDERS = [
  { n: 'BT2026000001', state: 'paid', locale: 'cs', pay: 'comgate-card', email: 'Anna@Example.cz', name: 'Anna Nováková', total: 25_000, at: '2026-05-01T08:00:00Z' },
  { n: 'BT2026000002', state: 'new', locale: 'cs', pay: 'cash-on-delivery', email: 'bob@example.cz', name: 'Bob Dvořák', total: 12_000, at: '2026-05-02T08:00:00Z' },
  { n: 'BT2026000003', state: 'shipped', locale: 'sk', pay: 'bank-transfer', email: 'anna@example.cz', name: 'Anna Nováková', total: 40_000, at: '2026-05-03T08:00:00Z' },
  { n: 'BT2026000004', state: 'paid', locale: 'de-DE', pay: 'adyen', email: 'carl@example.de', name: 'Carl Müller', total: 5_000, at: '2026-05-03T22:30:00Z' },
];

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
  for (const o of ORDERS) {
    await handle.db.execute(sql`insert into orders (number, public_code, locale, currency, email, phone, name, shipping_method, payment_method,
      items_x100, shipping_x100, total_x100, state, created_at, updated_at)
      values (${o.n}, ${`code-${o.n}`}, ${o.locale}, ${o.locale === 'cs' ? 'CZK' : 'EUR'}, ${o.email}, '+420600000000', ${o.name}, 'packeta', ${o.pay},
      ${o.total}, 0, ${o.total}, ${o.state}, ${o.at}, ${o.at})`);
  }
  // Two copies of the small catalogue on orders 2 and 4 (order 2's line removed by the desk).
  await seedDatabase(handle, { books: 40, seed: 5, now: NOW });
  copies = await queryRows<{ id: number; isbn13: string; isbn10: string | null; title: string }>(handle.db, sql`
    select b.id::int as id, m.isbn13, m.isbn10, m.title from books b join mothers m on m.id = b.mother_id
    where m.isbn13 is not null order by b.id limit 2`);
  for (const [i, n, active] of [[0, 'BT2026000002', false], [1, 'BT2026000004', true]] as const) {
    await handle.db.execute(sql`insert into order_lines (order_id, book_id, title, condition_id, price_x100, active)
      select id, ${copies[i]!.id}, ${copies[i]!.title}, 1, 100, ${active} from orders where number = ${n}`);
  }
  desk = (await signedInStaff(api, handle, ['orders.read'])).browser;
});
afterAll(() => handle.close());

const list = async (query = '') => desk.request<AdminOrderList>('GET', `${STAFF_API}/orders${query}`);
const numbers = (body: AdminOrderList) => body.items.map((o) => o.number);

describe('admin order list', () => {
  it('pages newest first by default with the total count', async () => {
    const res = await list('?pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, totalCapped: false, page: 1, pageSize: 2 });
    expect(numbers(res.body)).toEqual(['BT2026000004', 'BT2026000003']);
    expect(numbers((await list('?pageSize=2&page=2')).body)).toEqual(['BT2026000002', 'BT2026000001']);
  });

  it('filters by state, storefront, payment method and shop-day range', async () => {
    expect(numbers((await list('?state=paid')).body)).toEqual(['BT2026000004', 'BT2026000001']);
    expect(numbers((await list('?storefront=sk')).body)).toEqual(['BT2026000003']);
    expect(numbers((await list('?paymentMethod=cash-on-delivery')).body)).toEqual(['BT2026000002']);
    // 22:30 UTC on the 3rd is already the 4th in Prague.
    expect(numbers((await list('?from=2026-05-02&to=2026-05-03')).body)).toEqual(['BT2026000003', 'BT2026000002']);
    expect(numbers((await list('?from=2026-05-04')).body)).toEqual(['BT2026000004']);
  });

  it('filters by payment state, carrier, tag and comments; the filters combine', async () => {
    const at = '2026-05-03T09:00:00Z';
    await handle.db.execute(sql`update orders set paid_at = created_at where number in ('BT2026000001', 'BT2026000003', 'BT2026000004')`);
    await handle.db.execute(sql`update orders set shipping_method = 'dhl-home' where number = 'BT2026000003'`);
    await handle.db.execute(sql`insert into order_refunds (order_id, amount_x100, currency, method, state, reason, event_key, created_at)
      select id, 1000, 'EUR', 'bank_transfer', 'pending', 'test', 'test:refund:4', ${at} from orders where number = 'BT2026000004'`);
    await handle.db.execute(sql`insert into order_tags (order_id, tag, created_at) select id, 'vip', ${at} from orders where number in ('BT2026000001', 'BT2026000003')`);
    await handle.db.execute(sql`insert into order_comments (order_id, body, author_staff_id, created_at, closed_at)
      select id, 'open one', 1, ${at}::timestamptz, null::timestamptz from orders where number = 'BT2026000002'
      union all select id, 'closed one', 1, ${at}::timestamptz, ${at}::timestamptz from orders where number = 'BT2026000003'`);
    try {
      expect(numbers((await list('?paymentState=unpaid')).body)).toEqual(['BT2026000002']);
      expect(numbers((await list('?paymentState=paid')).body)).toEqual(['BT2026000004', 'BT2026000003', 'BT2026000001']);
      expect(numbers((await list('?paymentState=refund_pending')).body)).toEqual(['BT2026000004']);
      expect(numbers((await list('?carrier=dhl')).body)).toEqual(['BT2026000003']);
      expect(numbers((await list('?carrier=gls')).body)).toEqual([]);
      expect(numbers((await list('?tag=VIP')).body)).toEqual(['BT2026000003', 'BT2026000001']);
      expect(numbers((await list('?hasComment=any')).body)).toEqual(['BT2026000003', 'BT2026000002']);
      expect(numbers((await list('?hasComment=open')).body)).toEqual(['BT2026000002']);
      expect(numbers((await list('?hasComment=none')).body)).toEqual(['BT2026000004', 'BT2026000001']);
      expect(numbers((await list('?tag=vip&hasComment=any&paymentState=paid')).body)).toEqual(['BT2026000003']);
      // The carriers the filter offers come with the list.
      expect((await list()).body.carriers).toEqual(expect.arrayContaining(['dhl', 'packeta']));
      expect((await list('?paymentState=maybe')).status).toBe(400);
      expect((await list('?hasComment=yes')).status).toBe(400);
    } finally {
      await handle.db.execute(sql`update orders set paid_at = null, shipping_method = 'packeta'`);
      await handle.db.execute(sql`delete from order_refunds`);
      await handle.db.execute(sql`delete from order_tags`);
      await handle.db.execute(sql`delete from order_comments`);
    }
  });

  it('searches by order number and by e-mail (case-insensitive)', async () => {
    expect(numbers((await list('?q=bt2026000002')).body)).toEqual(['BT2026000002']);
    expect(numbers((await list('?q=ANNA@example.cz')).body)).toEqual(['BT2026000003', 'BT2026000001']);
  });

  it('sorts by total both ways', async () => {
    expect(numbers((await list('?sort=total&dir=asc')).body)).toEqual(['BT2026000004', 'BT2026000002', 'BT2026000001', 'BT2026000003']);
    expect(numbers((await list('?sort=total&dir=desc')).body)[0]).toBe('BT2026000003');
  });

  it('refuses a bad filter with 400', async () => {
    expect((await list('?state=lost')).status).toBe(400);
    expect((await list('?pageSize=1000')).status).toBe(400);
  });

  it('global search finds orders by number and e-mail', async () => {
    const byNumber = await desk.request<{ items: { kind: string; label: string }[] }>('GET', `${STAFF_API}/search?q=BT2026000003`);
    expect(byNumber.body.items).toEqual([expect.objectContaining({ kind: 'order', label: 'BT2026000003' })]);
    const byEmail = await desk.request<{ items: { label: string }[] }>('GET', `${STAFF_API}/search?q=anna@example.cz`);
    expect(byEmail.body.items.map((h) => h.label)).toEqual(['BT2026000003', 'BT2026000001']);
  });

  it('finds orders by any part of the customer’s name, accents ignored', async () => {
    expect(numbers((await list('?q=novakova')).body)).toEqual(['BT2026000003', 'BT2026000001']);
    expect(numbers((await list('?q=DVOŘ')).body)).toEqual(['BT2026000002']);
    const hits = await desk.request<{ items: { label: string }[] }>('GET', `${STAFF_API}/search?q=muller`);
    expect(hits.body.items.map((h) => h.label)).toEqual(['BT2026000004']);
  });

  it('finds the orders a copy was ever on by its id, a removed line included', async () => {
    expect(numbers((await list(`?q=${copies[0]!.id}`)).body)).toEqual(['BT2026000002']);
    const hits = await desk.request<{ items: { label: string }[] }>('GET', `${STAFF_API}/search?q=${copies[1]!.id}`);
    expect(hits.body.items.map((h) => h.label)).toEqual(['BT2026000004']);
  });

  it('finds orders by the ISBN of a copy on them, hyphenated or not', async () => {
    const isbn = copies[1]!.isbn13;
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 5)}-${isbn.slice(5, 12)}-${isbn.slice(12)}`;
    expect(numbers((await list(`?q=${hyphenated}`)).body)).toEqual(['BT2026000004']);
    const hits = await desk.request<{ items: { label: string }[] }>('GET', `${STAFF_API}/search?q=${isbn}`);
    expect(hits.body.items.map((h) => h.label)).toEqual(['BT2026000004']);
  });

  it('needs three letters before it searches names (two letters match only an order number)', async () => {
    expect((await list('?q=an')).body.total).toBe(0);
  });

  it('counts matches up to a cap and says when there are more', async () => {
    const query = adminOrderListQuery.parse({});
    expect(await listOrders(handle.db, query, 3)).toMatchObject({ total: 3, totalCapped: true });
    expect(await listOrders(handle.db, query, 4)).toMatchObject({ total: 4, totalCapped: false });
    expect((await listOrders(handle.db, adminOrderListQuery.parse({ state: 'paid' }), 1))).toMatchObject({ total: 1, totalCapped: true });
  });
});
