/**
 * npm run bench:checkout — prints figures of the purchase path on PostgreSQL.
 *
 * 1. Creates BENCH_CHECKOUT_DATABASE_URL's database if missing (default `bookturn_bench_checkout`
 *    on 127.0.0.1), resets it and seeds BENCH_CHECKOUT_BOOKS copies (default 1 500) with the
 *    project's seed, so each run starts from the same shop. It refuses `bookturn_bench` (the
 *    catalogue bench's million copies) and `test` (shared by the test suites).
 * 2. Starts the real API (tests/bench/api-server.ts: createApp served by @hono/node-server, pool
 *    of 20, LOG_LEVEL=warn) on 127.0.0.1:BENCH_CHECKOUT_PORT (default 3160). No Next build: the
 *    storefront reaches this API over HTTP either way; the Next API route adds a constant.
 * 3. Cart endpoints with autocannon (10 connections, BENCH_DURATION s each, default 10): GET cart
 *    data of a 3-copy cart; POST re-adding a copy the cart already holds; a DELETE + POST pair
 *    that releases and takes back a hold. Each connection has its own cart and copy.
 * 4. BENCH_CHECKOUT_SHOPPERS (default 50) concurrent shoppers over BENCH_CHECKOUT_COPIES copies
 *    (default 1 000): add 1–3 random copies (409: someone holds them → pick others), check out
 *    with a fresh Idempotency-Key to a Packeta pick-up point in CZ, until the pool is sold out or
 *    BENCH_CHECKOUT_SECONDS (default 300) pass. Payment BENCH_CHECKOUT_PAYMENT: mixed (default:
 *    half bank transfer, half cash on delivery), bank-transfer, cash-on-delivery or comgate-card
 *    (the demo sandbox; no confirmation e-mail until paid). One unmeasured checkout per method
 *    comes first (first-use costs). Then checks consistency in SQL.
 * BENCH_SKIP_CART=1 or BENCH_SKIP_CHECKOUT=1 run one half only. Exit code 1 if a 5xx was seen or a
 * consistency check failed; the figures themselves assert nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import type { UnavailableDetails } from '@/contracts/cart';
import { ANONYMOUS_COOKIE, xsrfTokenFor } from '@/server/http/xsrf';
import type { CheckoutBody, CheckoutPaymentMethod } from '@/contracts/checkout';
import { openDb, type DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { resetDatabase, seedDatabase } from '@/server/db/seed';
import { ensureBenchDatabase, sleep, startBenchApi, stopBenchApi } from './bench-support';

// autocannon options beyond tests/bench/autocannon.d.ts: a request list per connection.
interface CannonRequest { method: string; path: string; headers: Record<string, string>; body?: string }
interface CannonClient { setRequests(requests: CannonRequest[]): void }
type CannonRun = Promise<Awaited<ReturnType<typeof autocannon>>> & EventEmitter;
const cannon = autocannon as unknown as (options: { url: string; connections: number; duration: number; setupClient: (client: CannonClient) => void }) => CannonRun;

const DB_URL = process.env.BENCH_CHECKOUT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_bench_checkout';
const PORT = Number(process.env.BENCH_CHECKOUT_PORT || 3160);
const BOOKS = Number(process.env.BENCH_CHECKOUT_BOOKS || 1500);
const COPIES = Number(process.env.BENCH_CHECKOUT_COPIES || 1000);
const SHOPPERS = Number(process.env.BENCH_CHECKOUT_SHOPPERS || 50);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const TIME_LIMIT_S = Number(process.env.BENCH_CHECKOUT_SECONDS || 300);
const PAYMENT = process.env.BENCH_CHECKOUT_PAYMENT || 'mixed';
const CONNECTIONS = 10;
/** Copies the cart-endpoint half keeps in its carts; never part of the checkout pool. */
const CART_COPIES = 3 + 2 * CONNECTIONS;
/** Copies bought before the measured checkouts, one per payment method, so the first-use costs
 *  (the invoice PDF's fonts, the JIT) do not land on the first fifty shoppers. */
const WARM_COPIES = 2;
const BASE = `http://127.0.0.1:${PORT}`;
const API = `${BASE}/api/adonis/v1`;

// ---- database --------------------------------------------------------------------------------

/** A fresh shop: every run sells the pool out, so it starts from the seed again. */
async function prepareDatabase(): Promise<number[]> {
  await ensureBenchDatabase(DB_URL, { resettable: true });
  const handle = await openDb({ databaseUrl: DB_URL, poolSize: 4 });
  try {
    const started = Date.now();
    await resetDatabase(handle);
    const summary = await seedDatabase(handle, { books: BOOKS });
    const ids = (await queryRows<{ id: string | number }>(handle.db, sql`select id from books where state = 'in_stock' order by id`)).map((r) => Number(r.id));
    console.log(`reset and seeded ${summary.counts.books} copies (${ids.length} in stock) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const needed = CART_COPIES + WARM_COPIES + COPIES;
    if (ids.length < needed) throw new Error(`only ${ids.length} copies in stock, need ${needed}: raise BENCH_CHECKOUT_BOOKS`);
    return ids;
  } finally {
    await handle.close();
  }
}

// ---- the API in a child process --------------------------------------------------------------

function startApi() {
  return startBenchApi(PORT, DB_URL, {
    // Every bench shopper comes from 127.0.0.1 with a handful of addresses: the caps on unpaid
    // copies (docs/adr/0012) would stop the run after 20 copies; they are measured by tests, not here.
    UNPAID_COPIES_PER_EMAIL: '100000', UNPAID_COPIES_PER_IP: '100000', UNPAID_COPIES_PER_DEVICE: '100000',
  });
}

// ---- shoppers over HTTP ----------------------------------------------------------------------

const percentile = (sorted: number[], p: number) => sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));

/** One browser: its cookie jar (XSRF pair, cart cookie) against the API over HTTP. */
class Shopper {
  // An anonymous id and the XSRF token bound to it (issue 11), as a browser holds after its first API call.
  private readonly cookies = (() => {
    const anonymous = randomBytes(16).toString('base64url');
    return new Map<string, string>([[ANONYMOUS_COOKIE, anonymous], ['XSRF-TOKEN', xsrfTokenFor(anonymous)]]);
  })();

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  headers(): Record<string, string> {
    return { 'accept-language': 'cs', cookie: this.cookieHeader(), 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' };
  }

  async request<T = unknown>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: T; ms: number }> {
    const started = performance.now();
    const res = await fetch(`${API}${path}`, {
      method,
      headers: { ...this.headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const elapsed = performance.now() - started;
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let parsed: unknown = null;
    try { parsed = text ? JSON.parse(text) : null; } catch { parsed = text; }
    return { status: res.status, body: parsed as T, ms: elapsed };
  }

  async add(ids: number[]) {
    return this.request<{ error?: { code: string; details?: UnavailableDetails } }>('POST', '/cart/items', { requests: ids.map((productId) => ({ type: 'book', productId })) });
  }

  async addOrThrow(ids: number[]): Promise<void> {
    const res = await this.add(ids);
    if (res.status !== 200) throw new Error(`setup: adding ${ids.join(', ')} answered ${res.status} ${JSON.stringify(res.body)}`);
  }
}

// ---- 1. cart endpoints -----------------------------------------------------------------------

interface LoadResult { label: string; rps: number; p50: number; p95: number; p99: number; non2xx: number; errors: number }

/** autocannon with one request list per connection; latencies of every response for p95 (autocannon reports p97.5). */
async function load(label: string, perConnection: (i: number) => CannonRequest[]): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const run = cannon({
    url: BASE, connections: CONNECTIONS, duration: DURATION,
    setupClient: (client) => client.setRequests(perConnection(next++ % CONNECTIONS)),
  });
  run.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    label, rps: result.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99),
    non2xx: result.non2xx, errors: result.errors,
  };
}

async function benchCart(ids: number[]): Promise<LoadResult[]> {
  const path = (p: string) => `/api/adonis/v1${p}`;
  const addBody = (id: number) => JSON.stringify({ requests: [{ type: 'book', productId: id }] });
  const reader = new Shopper();
  await reader.addOrThrow(ids.slice(0, 3));
  const readd = ids.slice(3, 3 + CONNECTIONS);
  const toggle = ids.slice(3 + CONNECTIONS, 3 + 2 * CONNECTIONS);
  const readders = await Promise.all(readd.map(async (id) => { const s = new Shopper(); await s.addOrThrow([id]); return s; }));
  const togglers = await Promise.all(toggle.map(async (id) => { const s = new Shopper(); await s.addOrThrow([id]); return s; }));
  const json = { 'content-type': 'application/json' };

  // Warm the server's JIT and the pool before measuring.
  for (let i = 0; i < 100; i++) await reader.request('GET', '/cart/data');

  const results: LoadResult[] = [];
  results.push(await load('GET  cart/data (cart of 3 copies)', () => [{ method: 'GET', path: path('/cart/data'), headers: reader.headers() }]));
  results.push(await load('POST cart/items re-adding a held copy', (i) => [
    { method: 'POST', path: path('/cart/items'), headers: { ...readders[i]!.headers(), ...json }, body: addBody(readd[i]!) },
  ]));
  results.push(await load('DELETE cart/items/book/{id} + POST it back', (i) => [
    { method: 'DELETE', path: path(`/cart/items/book/${toggle[i]!}`), headers: togglers[i]!.headers() },
    { method: 'POST', path: path('/cart/items'), headers: { ...togglers[i]!.headers(), ...json }, body: addBody(toggle[i]!) },
  ]));
  // The run may stop between a DELETE and its POST: take each copy back, then release every cart.
  for (const [i, s] of togglers.entries()) await s.addOrThrow([toggle[i]!]);
  for (const s of [reader, ...readders, ...togglers]) await s.request('DELETE', '/cart');
  return results;
}

function printCart(results: LoadResult[]): void {
  console.log(`\nCart endpoints, autocannon, ${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1:${PORT}`);
  const rows = results.map((r) => [r.label, r.rps.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), String(r.non2xx), String(r.errors)]);
  table(['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors'], rows);
}

// ---- 2. checkouts ----------------------------------------------------------------------------

interface CheckoutStats {
  checkouts: number;
  copiesSold: number;
  checkoutMs: number[];
  addMs: number[];
  add409: number;
  checkout409: number;
  status5xx: number;
  other: Map<string, number>;
  soldByBench: Map<number, string>;
  wallMs: number;
  timedOut: boolean;
}

function paymentFor(shopper: number): CheckoutPaymentMethod {
  if (PAYMENT === 'mixed') return shopper % 2 === 0 ? 'bank-transfer' : 'cash-on-delivery';
  return PAYMENT as CheckoutPaymentMethod;
}

function checkoutBody(shopper: number): CheckoutBody {
  return {
    country: 'CZ',
    shipping: { method: 'packeta-pudo', pudoId: 'pkt-cz-1001' },
    payment: { method: paymentFor(shopper) },
    contact: { email: `shopper${shopper}@example.cz`, name: `Kupující ${shopper}`, phone: '+420602123456' },
    acceptTerms: true,
  };
}

function pickRandom(from: number[], n: number): number[] {
  const picked: number[] = [];
  const copy = [...from];
  while (picked.length < n && copy.length > 0) picked.push(copy.splice(Math.floor(Math.random() * copy.length), 1)[0]!);
  return picked;
}

/** One unmeasured checkout per payment method the run uses; returns how many orders it made. */
async function warmCheckouts(copies: number[]): Promise<number> {
  const shoppers = PAYMENT === 'mixed' ? [0, 1] : [0];
  for (const [i, n] of shoppers.entries()) {
    const shopper = new Shopper();
    await shopper.addOrThrow([copies[i]!]);
    const res = await shopper.request('POST', '/cart/checkout', checkoutBody(n), { 'idempotency-key': randomUUID() });
    if (res.status !== 201) throw new Error(`warm-up checkout answered ${res.status} ${JSON.stringify(res.body)}`);
  }
  return shoppers.length;
}

async function benchCheckouts(pool: number[]): Promise<CheckoutStats> {
  // Copies not known to be sold: what a shopper could still see in the listing.
  const remaining = new Set(pool);
  const stats: CheckoutStats = {
    checkouts: 0, copiesSold: 0, checkoutMs: [], addMs: [], add409: 0, checkout409: 0, status5xx: 0,
    other: new Map(), soldByBench: new Map(), wallMs: 0, timedOut: false,
  };
  const unexpected = (what: string, status: number, body: unknown) => {
    if (status >= 500) stats.status5xx++;
    const key = `${what} ${status}`;
    if (!stats.other.has(key)) console.error(`unexpected: ${key} ${JSON.stringify(body).slice(0, 300)}`);
    stats.other.set(key, (stats.other.get(key) ?? 0) + 1);
  };
  const forget = (gone: UnavailableDetails['unavailable'] | undefined, skip: Set<number>) => {
    for (const u of gone ?? []) {
      if (u.reason === 'held') skip.add(u.productId);
      else remaining.delete(u.productId);
    }
  };
  const deadline = Date.now() + TIME_LIMIT_S * 1000;
  const started = performance.now();

  const shop = async (n: number) => {
    const shopper = new Shopper();
    const skip = new Set<number>();
    while (remaining.size > 0) {
      if (Date.now() > deadline) {
        stats.timedOut = true;
        return;
      }
      const candidates = [...remaining].filter((id) => !skip.has(id));
      if (candidates.length === 0) {
        // Everything left sits in other carts right now; those checkouts will settle it.
        skip.clear();
        await sleep(20);
        continue;
      }
      const picks = pickRandom(candidates, 1 + Math.floor(Math.random() * 3));
      const add = await shopper.add(picks);
      stats.addMs.push(add.ms);
      if (add.status === 409) {
        stats.add409++;
        forget(add.body.error?.details?.unavailable, skip);
        continue;
      }
      if (add.status !== 200) {
        unexpected('add', add.status, add.body);
        continue;
      }
      const res = await shopper.request<{ orderNumber?: string; error?: { code: string; details?: UnavailableDetails } }>(
        'POST', '/cart/checkout', checkoutBody(n), { 'idempotency-key': randomUUID() },
      );
      stats.checkoutMs.push(res.ms);
      if (res.status === 201) {
        stats.checkouts++;
        stats.copiesSold += picks.length;
        for (const id of picks) {
          remaining.delete(id);
          if (stats.soldByBench.has(id)) console.error(`copy ${id} was sold twice (${stats.soldByBench.get(id)}, ${res.body.orderNumber})`);
          stats.soldByBench.set(id, res.body.orderNumber!);
        }
        skip.clear();
        continue;
      }
      if (res.status === 409) {
        stats.checkout409++;
        forget(res.body.error?.details?.unavailable, skip);
      } else {
        unexpected('checkout', res.status, res.body);
      }
      // Start the next attempt from an empty cart, releasing whatever this one still holds.
      const emptied = await shopper.request('DELETE', '/cart');
      if (emptied.status !== 200) unexpected('empty cart', emptied.status, emptied.body);
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shop(n)));
  stats.wallMs = performance.now() - started;
  return stats;
}

function printCheckouts(stats: CheckoutStats, pool: number): void {
  const sorted = [...stats.checkoutMs].sort((a, b) => a - b);
  const adds = [...stats.addMs].sort((a, b) => a - b);
  const seconds = stats.wallMs / 1000;
  console.log(`\nCheckouts: ${SHOPPERS} concurrent shoppers over ${pool} copies, payment ${PAYMENT}, Packeta pick-up point CZ`);
  console.log(`  ${stats.timedOut ? `stopped at the ${TIME_LIMIT_S} s limit` : 'pool sold out'} after ${seconds.toFixed(1)} s`);
  console.log(`  checkouts (201):     ${stats.checkouts} orders, ${stats.copiesSold} copies`);
  console.log(`  throughput:          ${(stats.checkouts / seconds).toFixed(1)} checkouts/s, ${(stats.copiesSold / seconds).toFixed(1)} copies/s`);
  console.log(`  checkout latency:    p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, p99 ${ms(percentile(sorted, 99))} ms (${sorted.length} requests)`);
  console.log(`  add-to-cart latency: p50 ${ms(percentile(adds, 50))} ms, p95 ${ms(percentile(adds, 95))} ms (${adds.length} requests)`);
  console.log(`  409 on add:          ${stats.add409} (copy held by another cart or sold)`);
  console.log(`  409 on checkout:     ${stats.checkout409}`);
  console.log(`  5xx:                 ${stats.status5xx}`);
  if (stats.other.size > 0) console.log(`  other unexpected:    ${[...stats.other].map(([k, v]) => `${k} ×${v}`).join(', ')}`);
}

// ---- 3. consistency, straight in SQL ---------------------------------------------------------

async function checkConsistency(stats: CheckoutStats, pool: number[], warmOrders: number): Promise<boolean> {
  const handle: DbHandle = await openDb({ databaseUrl: DB_URL, poolSize: 2 });
  try {
    const one = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: string | number }>(handle.db, query))[0]?.n ?? 0);
    const poolIds = sql`(select unnest(${`{${pool.join(',')}}`}::bigint[]))`;
    const checks: Array<[string, number, number]> = [
      ['copies in more than one active order line', await one(sql`select count(*) as n from (select book_id from order_lines where active group by book_id having count(*) > 1) d`), 0],
      ['active lines whose copy is claimed by another order or nobody', await one(sql`
        select count(*) as n from order_lines l left join book_claims c on c.book_id = l.book_id
         where l.active and c.order_id is distinct from l.order_id`), 0],
      ['orders whose items differ from the sum of their active lines', await one(sql`
        select count(*) as n from orders o
         where o.items_x100 <> coalesce((select sum(l.price_x100) from order_lines l where l.order_id = o.id and l.active), 0)`), 0],
      ['orders whose total ≠ items + shipping + fee − discount − wallet', await one(sql`
        select count(*) as n from orders
         where total_x100 <> items_x100 + shipping_x100 + payment_fee_x100 - discount_x100 - wallet_x100`), 0],
      // A guest's cash-on-delivery order sells its copies only once the mailed link is clicked (ADR 0012).
      ['confirmed cash-on-delivery copies not marked sold', await one(sql`
        select count(*) as n from order_lines l join orders o on o.id = l.order_id join books b on b.id = l.book_id
         where l.active and o.payment_method = 'cash-on-delivery' and (o.confirm_token_hash is null or o.confirmed_at is not null) and b.state <> 'sold'`), 0],
      ['orders in the database = checkouts answered 201 (+ warm-up)', await one(sql`select count(*) as n from orders`), stats.checkouts + warmOrders],
      ['pool copies in active order lines = copies the bench bought', await one(sql`
        select count(distinct book_id) as n from order_lines where active and book_id in ${poolIds}`), stats.copiesSold],
      ['pool copies still held by a cart', await one(sql`select count(*) as n from book_claims where cart_id is not null and book_id in ${poolIds}`), 0],
    ];
    console.log('\nConsistency (SQL)');
    let ok = true;
    for (const [label, actual, expected] of checks) {
      const pass = actual === expected;
      ok &&= pass;
      console.log(`  ${pass ? 'ok  ' : 'FAIL'} ${label}: ${actual}${pass ? '' : ` (expected ${expected})`}`);
    }
    return ok;
  } finally {
    await handle.close();
  }
}

// ---- main ------------------------------------------------------------------------------------

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<boolean> {
  const inStock = await prepareDatabase();
  const cartCopies = inStock.slice(0, CART_COPIES);
  const warmCopies = inStock.slice(CART_COPIES, CART_COPIES + WARM_COPIES);
  const pool = inStock.slice(CART_COPIES + WARM_COPIES, CART_COPIES + WARM_COPIES + COPIES);
  const server = await startApi();
  let ok = true;
  try {
    if (!process.env.BENCH_SKIP_CART) {
      const results = await benchCart(cartCopies);
      printCart(results);
      ok &&= results.every((r) => r.non2xx === 0 && r.errors === 0);
    }
    if (!process.env.BENCH_SKIP_CHECKOUT) {
      const warmOrders = await warmCheckouts(warmCopies);
      const stats = await benchCheckouts(pool);
      printCheckouts(stats, pool.length);
      ok = (await checkConsistency(stats, pool, warmOrders)) && stats.status5xx === 0 && ok;
    }
  } finally {
    stopBenchApi(server);
  }
  console.log('\nThe client, the API and PostgreSQL share this machine\'s cores; figures are for comparison between runs on the same machine.');
  return ok;
}

main().then((ok) => process.exit(ok ? 0 : 1), (error) => {
  console.error(error);
  process.exit(1);
});
