/** The order desk's list (issue 13): GET /api/adonis/admin/v1/orders and the admin shell's search. */
import { sql } from 'drizzle-orm';
import type { AdminOrderList } from '@/contracts/staff';
import type { DbHandle } from '@/server/db/client';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { signedInStaff, STAFF_API } from '../support/staff';
import type { Shopper } from '../support/shopper';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let desk: Shopper;

const ORDERS = [
  { n: 'BT2026000001', state: 'paid', locale: 'cs', pay: 'comgate-card', email: 'Anna@Example.cz', total: 25_000, at: '2026-05-01T08:00:00Z' },
  { n: 'BT2026000002', state: 'new', locale: 'cs', pay: 'cash-on-delivery', email: 'bob@example.cz', total: 12_000, at: '2026-05-02T08:00:00Z' },
  { n: 'BT2026000003', state: 'shipped', locale: 'sk', pay: 'bank-transfer', email: 'anna@example.cz', total: 40_000, at: '2026-05-03T08:00:00Z' },
  { n: 'BT2026000004', state: 'paid', locale: 'de-DE', pay: 'adyen', email: 'carl@example.de', total: 5_000, at: '2026-05-03T22:30:00Z' },
];

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
  for (const o of ORDERS) {
    await handle.db.execute(sql`insert into orders (number, public_code, locale, currency, email, phone, name, shipping_method, payment_method,
      items_x100, shipping_x100, total_x100, state, created_at, updated_at)
      values (${o.n}, ${`code-${o.n}`}, ${o.locale}, ${o.locale === 'cs' ? 'CZK' : 'EUR'}, ${o.email}, '+420600000000', 'Anna Nováková', 'packeta', ${o.pay},
      ${o.total}, 0, ${o.total}, ${o.state}, ${o.at}, ${o.at})`);
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
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
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
});
