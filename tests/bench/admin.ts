/**
 * npm run bench:admin — the back office's order desk on 200 000 orders (issue 13 item 9).
 *
 * 1. Creates BENCH_ADMIN_DATABASE_URL's database when missing (default `bookturn_bench_admin` on
 *    127.0.0.1), resets it, seeds BENCH_ADMIN_BOOKS copies (default 20 000) and the demo staff,
 *    then BENCH_ADMIN_ORDERS orders (default 200 000) over three years with the demo's order
 *    planner (every state, ten storefronts, payments, journals, comments, tags). With
 *    BENCH_ADMIN_REUSE=1 an already seeded database of that size is kept.
 * 2. Starts the real API (tests/bench/api-server.ts) on 127.0.0.1:BENCH_ADMIN_PORT (default 3170)
 *    and signs in as the demo administrator over HTTP (the staff cookie and the XSRF pair).
 * 3. autocannon, BENCH_CONNECTIONS connections (default 4: a handful of staff at once),
 *    BENCH_DURATION s each (default 10), after a warm-up: the order list's first page (default
 *    filter, newest first), a state filter, a search by e-mail, and the order detail of random
 *    orders. Prints p50/p95/p99 per endpoint; the target is p95 ≤ 100 ms. Exit code 1 when a
 *    response was not 200; the figures themselves assert nothing.
 */
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { ANONYMOUS_COOKIE, xsrfTokenFor } from '@/server/http/xsrf';
import { openDb } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { resetDatabase, seedDatabase } from '@/server/db/seed';
import { seedDemoOrders } from '@/server/db/seed/commerce/seed-demo-orders';
import { DEMO_ADMIN, seedDemoStaff } from '@/server/modules/staff';
import { ensureBenchDatabase, startBenchApi, stopBenchApi } from './bench-support';

interface CannonRequest { method: string; path: string; headers: Record<string, string> }
interface CannonClient { setRequests(requests: CannonRequest[]): void }
type CannonRun = Promise<Awaited<ReturnType<typeof autocannon>>> & EventEmitter;
const cannon = autocannon as unknown as (options: { url: string; connections: number; duration: number; setupClient: (client: CannonClient) => void }) => CannonRun;

const DB_URL = process.env.BENCH_ADMIN_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_bench_admin';
const PORT = Number(process.env.BENCH_ADMIN_PORT || 3170);
const BOOKS = Number(process.env.BENCH_ADMIN_BOOKS || 20_000);
const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS || 200_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 4);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF_API = '/api/adonis/admin/v1';
async function prepareDatabase(): Promise<{ emails: string[]; ids: number[] }> {
  const name = await ensureBenchDatabase(DB_URL, { resettable: true });
  const handle = await openDb({ databaseUrl: DB_URL, poolSize: 4 });
  try {
    const [have] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from orders`).catch(() => [{ n: 0 }]);
    if (process.env.BENCH_ADMIN_REUSE === '1' && (have?.n ?? 0) >= ORDERS) {
      console.log(`reusing ${name}: ${have!.n} orders`);
    } else {
      let t = Date.now();
      await resetDatabase(handle);
      await seedDatabase(handle, { books: BOOKS, seed: 42 });
      console.log(`seeded ${BOOKS} copies into ${name} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      const { adminId } = await seedDemoStaff(handle.db);
      t = Date.now();
      await seedDemoOrders(handle.db, { count: ORDERS, staffId: adminId, spanDays: 3 * 365, chunk: 1_000 });
      // The steady state autovacuum keeps a live shop in: statistics and a visibility map, so
      // counts and lists can answer from the indexes alone.
      await handle.db.execute(sql`vacuum analyze`);
      console.log(`seeded ${ORDERS} orders in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const emails = (await queryRows<{ email: string }>(handle.db, sql`select email from orders order by id desc limit 50`)).map((r) => r.email);
    const ids = (await queryRows<{ id: string | number }>(handle.db, sql`select id from orders order by random() limit 200`)).map((r) => Number(r.id));
    return { emails, ids };
  } finally {
    await handle.close();
  }
}

/** Signs in as the demo administrator; returns the headers a signed-in browser sends. */
async function signIn(): Promise<Record<string, string>> {
  const anonymous = randomBytes(16).toString('base64url');
  const cookies = new Map<string, string>([[ANONYMOUS_COOKIE, anonymous], ['XSRF-TOKEN', xsrfTokenFor(anonymous)]]);
  const headers = () => ({ cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '', 'accept-language': 'cs' });
  const res = await fetch(`${BASE}${STAFF_API}/employees/login`, {
    method: 'POST', headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${await res.text()}`);
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
  }
  return headers();
}

interface Result { label: string; rps: number; p50: number; p95: number; p99: number; non2xx: number; errors: number }

async function load(label: string, requests: (i: number) => CannonRequest[]): Promise<Result> {
  let next = 0;
  const latencies: number[] = [];
  const run = cannon({ url: BASE, connections: CONNECTIONS, duration: DURATION, setupClient: (client) => client.setRequests(requests(next++)) });
  run.on('response', (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { label, rps: result.requests.average, p50: at(50), p95: at(95), p99: at(99), non2xx: result.non2xx, errors: result.errors };
}

async function main(): Promise<boolean> {
  const { emails, ids } = await prepareDatabase();
  const server = await startBenchApi(PORT, DB_URL);
  try {
    const headers = await signIn();
    const get = (path: string): CannonRequest => ({ method: 'GET', path: `${STAFF_API}${path}`, headers });
    const scenarios: Array<[string, (i: number) => CannonRequest[]]> = [
      ['list: newest first (default)', () => [get('/orders')]],
      ['list: state = paid', () => [get('/orders?state=paid')]],
      ['list: search by e-mail', (i) => emails.slice(i * 5, i * 5 + 5).map((e) => get(`/orders?q=${encodeURIComponent(e)}`))],
      ['detail: GET /orders/{id}', (i) => ids.slice(i * 20, i * 20 + 20).map((id) => get(`/orders/${id}`))],
    ];
    // Warm the JIT, the pool and PostgreSQL's buffers.
    for (const [, make] of scenarios) for (const r of make(0)) await fetch(`${BASE}${r.path}`, { headers: r.headers });
    const results: Result[] = [];
    for (const [label, make] of scenarios) results.push(await load(label, make));
    console.log(`\nOrder desk on ${ORDERS} orders, autocannon, ${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1:${PORT} (target p95 ≤ 100 ms)`);
    console.log('| endpoint | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of results) console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.non2xx} | ${r.errors} |`);
    return results.every((r) => r.non2xx === 0 && r.errors === 0);
  } finally {
    stopBenchApi(server);
  }
}

main().then((ok) => process.exit(ok ? 0 : 1), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
