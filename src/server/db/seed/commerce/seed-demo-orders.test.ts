import { sql } from 'drizzle-orm';
import { ORDER_STATES, type OrderState } from '@/contracts/orders';
import { canTransition, PAID_STATES } from '@/server/modules/orders/order-state';
import { seedDemoStaff } from '@/server/modules/staff';
import type { DbHandle } from '../../client';
import { queryRows } from '../../sql';
import { seedDatabase } from '../index';
import { createTestDb } from '../../../../../tests/support/test-db';
import { JOURNAL_EVENTS } from '@/contracts/order-journal';
import { DEMO_ORDER_COUNT, DEMO_ORDER_DOMAIN, seedDemoOrders } from './seed-demo-orders';

const NOW = new Date('2026-11-20T10:00:00Z');
let handle: DbHandle;
let adminId: number;
let stockBefore: Record<string, number>;

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
const stock = async () => Object.fromEntries((await rows<{ state: string; n: number }>(sql`select state, count(*)::int as n from books group by state`)).map((r) => [r.state, r.n]));

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 800, seed: 7, now: NOW });
  stockBefore = await stock();
  ({ adminId } = await seedDemoStaff(handle.db, NOW));
  await seedDemoOrders(handle.db, { now: NOW, staffId: adminId });
  // A catalogue, two argon2 hashes and the orders: seconds alone, a minute on one loaded core.
}, 180_000);
afterAll(async () => handle?.close());

describe('the demo orders (issue 13 item 7)', () => {
  it('put an order in every state, on several storefronts, in both currencies', async () => {
    const orders = await rows<{ state: OrderState; locale: string; currency: string }>(sql`select state, locale, currency from orders`);
    expect(orders).toHaveLength(DEMO_ORDER_COUNT);
    expect(new Set(orders.map((o) => o.state))).toEqual(new Set(ORDER_STATES));
    expect(new Set(orders.map((o) => o.locale)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(orders.map((o) => o.currency))).toEqual(new Set(['CZK', 'EUR']));
  });

  it('leave the stock as the catalogue seed made it: lines are sold copies, each on one live order', async () => {
    expect(await stock()).toEqual(stockBefore);
    const [lines] = await rows<{ unsold: number; doubled: number }>(sql`select
      (select count(*)::int from order_lines l join books b on b.id = l.book_id where b.state <> 'sold') as unsold,
      (select count(*)::int from (select book_id from order_lines where active group by book_id having count(*) > 1) d) as doubled`);
    expect(lines).toEqual({ unsold: 0, doubled: 0 });
  });

  it('add up: items are the active lines, the total is items + shipping + fee', async () => {
    const wrong = await rows<{ number: string }>(sql`select o.number from orders o
      where o.total_x100 <> o.items_x100 + o.shipping_x100 + o.payment_fee_x100 - o.discount_x100 - o.wallet_x100
         or (o.state not in ('cancelled', 'refund_required')
             and o.items_x100 <> (select coalesce(sum(price_x100), 0) from order_lines where order_id = o.id and active))`);
    expect(wrong).toEqual([]);
  });

  it('have a paid payment and a payment time exactly when the money came', async () => {
    const orders = await rows<{ state: OrderState; paid_at: string | null; paid: number; payment_method: string }>(sql`
      select o.state, o.paid_at, o.payment_method,
             (select count(*)::int from payments p where p.order_id = o.id and p.state = 'paid' and p.amount_x100 = o.total_x100) as paid
        from orders o`);
    for (const o of orders) {
      const cashStillOut = o.payment_method === 'cash-on-delivery' && o.state !== 'delivered';
      const moneyCame = ((PAID_STATES as readonly string[]).includes(o.state) && !cashStillOut) || o.state === 'refund_required';
      expect({ state: o.state, method: o.payment_method, paidAt: o.paid_at !== null, payments: o.paid }).toEqual({ state: o.state, method: o.payment_method, paidAt: moneyCame, payments: moneyCame ? 1 : 0 });
    }
  });

  it('carry a journal that walks the state machine from checkout to the order’s state', async () => {
    const entries = await rows<{ order_id: number; state: OrderState; from_state: OrderState | null; to_state: OrderState; kind: string }>(sql`
      select j.order_id, o.state, j.from_state, j.to_state, j.kind from order_journal j join orders o on o.id = j.order_id order by j.order_id, j.created_at, j.id`);
    const byOrder = new Map<number, typeof entries>();
    for (const e of entries) byOrder.set(Number(e.order_id), [...(byOrder.get(Number(e.order_id)) ?? []), e]);
    expect(byOrder.size).toBe(DEMO_ORDER_COUNT);
    for (const journal of byOrder.values()) {
      expect(journal[0]).toMatchObject({ from_state: null, to_state: 'new' });
      const moves = journal.slice(1).filter((e) => e.from_state !== e.to_state);
      for (const m of moves) expect({ move: `${m.from_state} → ${m.to_state}`, allowed: canTransition(m.from_state!, m.to_state) }).toEqual({ move: `${m.from_state} → ${m.to_state}`, allowed: true });
      expect(journal.at(-1)!.to_state).toBe(journal[0]!.state);
    }
  });

  it('give the desk comments (open and closed) and tags by the demo administrator', async () => {
    const [c] = await rows<{ open: number; closed: number; tags: number; other_authors: number }>(sql`select
      (select count(*)::int from order_comments where closed_at is null) as open,
      (select count(*)::int from order_comments where closed_at is not null) as closed,
      (select count(*)::int from order_tags) as tags,
      (select count(*)::int from order_comments where author_staff_id <> ${adminId}) as other_authors`);
    expect(c!.open).toBeGreaterThan(0);
    expect(c!.closed).toBeGreaterThan(0);
    expect(c!.tags).toBeGreaterThan(0);
    expect(c!.other_authors).toBe(0);
  });

  it('are written once: seeding again adds nothing (orders, journal, parcels)', async () => {
    const count = async () => (await rows<{ orders: number; journal: number; shipments: number; logs: number; parcels: number }>(sql`select
      (select count(*)::int from orders where email like ${`%@${DEMO_ORDER_DOMAIN}`}) as orders,
      (select count(*)::int from order_journal) as journal, (select count(*)::int from shipments) as shipments,
      (select count(*)::int from shipment_log) as logs, (select count(*)::int from sandbox_parcels) as parcels`))[0]!;
    const before = await count();
    expect(await seedDemoOrders(handle.db, { now: NOW, staffId: adminId })).toEqual({ orders: 0 });
    expect(await count()).toEqual(before);
    expect(before.orders).toBe(DEMO_ORDER_COUNT);
  });

  it('write every journal row with its event (the back office renders it in Czech or English)', async () => {
    const entries = await rows<{ reason: string; key: string | null }>(sql`select reason, details->'event'->>'key' as key from order_journal`);
    const unknown = entries.filter((e) => e.key === null || !(e.key in JOURNAL_EVENTS));
    expect(unknown).toEqual([]);
  });

  it('give orders that left the warehouse a sandbox parcel: tracking number, state, log; a returned one too', async () => {
    const found = await rows<{
      state: OrderState; payment_method: string; total_x100: number; shipments: number; carrier: string | null; method_carrier: string; client: string | null;
      tracking: string | null; shipment_state: string | null; cod_x100: number | null; cod_collected: boolean | null; events: string[] | null; parcel: string | null; journal: string;
    }>(sql`
      select o.state, o.payment_method, o.total_x100, (select count(*)::int from shipments x where x.order_id = o.id) as shipments,
             s.carrier, m.carrier as method_carrier, s.client, s.tracking_number as tracking, s.state as shipment_state, s.cod_x100,
             s.cod_collected_at is not null as cod_collected,
             (select array_agg(l.event order by l.created_at, l.id) from shipment_log l where l.shipment_id = s.id) as events,
             (select p.status from sandbox_parcels p where p.tracking_number = s.tracking_number) as parcel,
             (select string_agg(j.details->'event'->>'key', ' ' order by j.created_at, j.id) from order_journal j where j.order_id = o.id) as journal
        from orders o join shipping_methods m on m.code = o.shipping_method left join shipments s on s.order_id = o.id`);
    for (const o of found) {
      const left = o.state === 'shipped' || o.state === 'delivered';
      expect({ state: o.state, shipments: o.shipments }).toEqual({ state: o.state, shipments: left ? 1 : 0 });
      if (!left) continue;
      expect(o.tracking).toMatch(/^SBX\d{10}$/);
      expect({ carrier: o.carrier, client: o.client }).toEqual({ carrier: o.method_carrier, client: 'sandbox' });
      expect(o.journal).toContain(`shipped`);
      const cod = o.payment_method === 'cash-on-delivery';
      expect(o.cod_x100).toBe(cod ? o.total_x100 : 0);
      if (o.state === 'delivered') {
        expect({ shipment: o.shipment_state, parcel: o.parcel, codCollected: o.cod_collected }).toEqual({ shipment: 'delivered', parcel: 'delivered', codCollected: cod });
        expect(o.events).toEqual(cod ? ['created', 'shipped', 'cod_collected', 'delivered'] : ['created', 'shipped', 'delivered']);
        expect(o.journal).toContain('parcel-delivered');
      } else if (o.shipment_state === 'returned') {
        expect({ parcel: o.parcel, events: o.events }).toEqual({ parcel: 'returned', events: ['created', 'shipped', 'returned'] });
        expect(o.journal).toContain('parcel-returned');
      } else {
        expect({ shipment: o.shipment_state, parcel: o.parcel, events: o.events }).toEqual({ shipment: 'shipped', parcel: 'accepted', events: ['created', 'shipped'] });
      }
    }
    const states = new Set(found.map((o) => o.shipment_state).filter(Boolean));
    expect(states).toEqual(new Set(['shipped', 'delivered', 'returned']));
    const tracking = found.map((o) => o.tracking).filter(Boolean);
    expect(new Set(tracking).size).toBe(tracking.length);
  });

  it('shelve the copies of orders still in the warehouse, held for their order; shipped ones have left', async () => {
    const lines = await rows<{ state: OrderState; shelved: boolean; claimed: boolean }>(sql`
      select o.state, b.location is not null as shelved, exists (select 1 from book_claims c where c.book_id = l.book_id and c.order_id = o.id) as claimed
        from orders o join order_lines l on l.order_id = o.id and l.active join books b on b.id = l.book_id`);
    for (const r of lines) {
      const inWarehouse = ['new', 'awaiting_payment', 'paid', 'packed'].includes(r.state);
      expect({ state: r.state, shelved: r.shelved, claimed: r.claimed }).toEqual({ state: r.state, shelved: inWarehouse, claimed: inWarehouse });
    }
    expect(lines.some((r) => r.state === 'paid')).toBe(true);
  });
});

