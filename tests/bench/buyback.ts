/**
 * npm run bench:buyback — prints figures, asserts nothing (tests assert behaviour).
 *
 * 1. Seeds BENCH_BOOKS (default 1 000 000) copies into PostgreSQL (BENCH_DATABASE_URL, default a
 *    `bookturn_buyback_bench` database on 127.0.0.1) unless it already holds that many, and gives
 *    the titles of the quotes some demand (watchdogs, wishlists) and sales, as production has.
 * 2. Calls the quote service in-process with 200-ISBN lists (BENCH_RUNS of them, default 60: a mix
 *    of known ISBN-13 and ISBN-10, unknown and invalid ones) and prints p50/p95/p99 per call and
 *    calls (and ISBNs) per second. Target: p95 ≤ 150 ms per 200-ISBN call.
 * 3. Unless BENCH_SKIP_HTTP=1: the API alone (tests/bench/api-server.ts) over the same database,
 *    POST /api/adonis/v1/buyback/quotes with 200 ISBNs, autocannon with 1 and with 4 connections,
 *    BENCH_DURATION seconds each (default 15).
 */
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDb, type DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { hasBooks, resetDatabase, seedDatabase } from '@/server/db/seed';
import { makeIsbnPair } from '@/server/db/seed/isbn';
import { quote } from '@/server/modules/buyback/quotes.service';
import { ensureBenchDatabase, startBenchApi, stopBenchApi } from './bench-support';

const BOOKS = Number(process.env.BENCH_BOOKS || 1_000_000);
const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_buyback_bench';
const PORT = Number(process.env.BENCH_PORT || 3231);
const RUNS = Number(process.env.BENCH_RUNS || 60);
const DURATION = Number(process.env.BENCH_DURATION || 15);

async function seedIfNeeded(handle: DbHandle): Promise<void> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from books`).catch(() => [{ n: 0 }]);
  if (row!.n >= BOOKS) {
    console.log(`database already holds ${row!.n} copies`);
    return;
  }
  if (await hasBooks(handle)) await resetDatabase(handle);
  const started = Date.now();
  const summary = await seedDatabase(handle, { books: BOOKS, log: (m) => console.log(`  ${m}`) });
  console.log(`seeded ${summary.counts.books} copies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Demand as production has it: every 7th edition's work is watched, every 5th wished, by a pool of customers (once). */
async function addDemand(handle: DbHandle): Promise<void> {
  const [done] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from watchdogs where label like 'bench-buyback%'`);
  if (Number(done!.n) > 0) return;
  const started = Date.now();
  await handle.db.execute(sql`
    insert into customers (email, locale)
    select 'bench-buyback-' || i || '@example.com', 'cs' from generate_series(1, 2000) i
    on conflict do nothing`);
  await handle.db.execute(sql`
    with picked as (
      select m.grandmother_id, m.id as mother_id, row_number() over (order by m.id) as n
        from mothers m where m.isbn13 is not null and m.id % 7 = 0 limit 20000
    ), owners as (select id, row_number() over (order by id) as n from customers where email like 'bench-buyback-%')
    insert into watchdogs (customer_id, kind, grandmother_id, currency, filters, label, locale, removal_token, created_at)
    select o.id, 'work', p.grandmother_id, 'CZK', '{}'::jsonb, 'bench-buyback ' || p.grandmother_id, 'cs', md5(random()::text || p.n), now()
      from picked p join owners o on o.n = 1 + (p.n % 2000)`);
  await handle.db.execute(sql`
    insert into watchdog_keys (key, watchdog_id)
    select 'g:' || grandmother_id, id from watchdogs where label like 'bench-buyback%' on conflict do nothing`);
  await handle.db.execute(sql`
    with picked as (select distinct m.grandmother_id from mothers m where m.isbn13 is not null and m.id % 5 = 0 limit 30000),
    owners as (select id, row_number() over (order by id) as n from customers where email like 'bench-buyback-%')
    insert into wishlist_items (customer_id, kind, grandmother_id, created_at)
    select o.id, 'work', p.grandmother_id, now() from picked p join owners o on o.n = 1 + (p.grandmother_id % 2000)
    on conflict do nothing`);
  await handle.db.execute(sql`analyze watchdogs; analyze watchdog_keys; analyze wishlist_items`);
  console.log(`added demand (watchdogs, wishlists) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A list of 200 ISBNs: 160 known ISBN-13 (some hyphenated), 20 known ISBN-10, 12 unknown valid, 8 invalid. */
async function isbnLists(handle: DbHandle, count: number): Promise<string[][]> {
  const known = await queryRows<{ isbn13: string; isbn10: string | null }>(handle.db, sql`
    select isbn13, isbn10 from mothers where isbn13 is not null order by md5(id::text) limit ${count * 180}`);
  const lists: string[][] = [];
  for (let i = 0; i < count; i++) {
    const slice = known.slice(i * 180, i * 180 + 180);
    const list = [
      ...slice.slice(0, 160).map((k, j) => (j % 4 === 0 ? `${k.isbn13.slice(0, 3)}-${k.isbn13.slice(3)}` : k.isbn13)),
      ...slice.slice(160).map((k) => k.isbn10 ?? k.isbn13),
      ...Array.from({ length: 12 }, (_, j) => makeIsbnPair('80', '00', 90_000 + ((i * 12 + j) % 9_999))!.isbn13),
      ...Array.from({ length: 8 }, (_, j) => `97800000${String(i * 8 + j).padStart(5, '0')}`),
    ];
    lists.push(list.slice(0, 200));
  }
  return lists;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measureService(handle: DbHandle, lists: string[][]): Promise<void> {
  const now = new Date();
  // Warm-up: plans and caches as a running server has them.
  for (const list of lists.slice(0, 3)) await quote({ db: handle.db, locale: 'cs', now }, list);
  const times: number[] = [];
  let accepted = 0;
  const started = performance.now();
  for (const [i, list] of lists.entries()) {
    const t = performance.now();
    const res = await quote({ db: handle.db, locale: i % 2 === 0 ? 'cs' : 'de-AT', now }, list);
    times.push(performance.now() - t);
    accepted += res.items.filter((r) => r.status === 'accepted').length;
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(`\nquote service, in-process, ${lists.length} calls of 200 ISBNs (${(accepted / lists.length).toFixed(0)} accepted per call on average):`);
  console.log(`  p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms per call`);
  console.log(`  ${(lists.length / total).toFixed(1)} calls/s = ${((lists.length * 200) / total).toFixed(0)} ISBN quotes/s sequentially (target p95 ≤ 150 ms)`);
}

async function measureHttp(lists: string[][]): Promise<void> {
  const server = await startBenchApi(PORT, URL);
  try {
    const url = `http://127.0.0.1:${PORT}/api/adonis/v1/buyback/quotes`;
    // The XSRF pair of an anonymous visitor: fetch one from the API itself.
    const first = await fetch(`http://127.0.0.1:${PORT}/api/adonis/health`);
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
    const headers = { 'content-type': 'application/json', 'accept-language': 'cs', cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token) };
    const probe = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ isbns: lists[0] }) });
    if (probe.status !== 200) throw new Error(`quotes answered ${probe.status}: ${await probe.text()}`);
    const requests = lists.map((list) => ({ method: 'POST' as const, path: '/api/adonis/v1/buyback/quotes', body: JSON.stringify({ isbns: list }) }));
    // One connection: the latency of one seller's call; four: throughput when calls queue on the cores.
    for (const connections of [1, 4]) {
      const result = await autocannon({ url, connections, duration: DURATION, headers, requests });
      console.log(`\nHTTP POST /api/adonis/v1/buyback/quotes, 200 ISBNs per call, ${connections} connection(s), ${DURATION} s:`);
      console.log(`  ${result.requests.average.toFixed(1)} calls/s (${(result.requests.average * 200).toFixed(0)} ISBN quotes/s), latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
    }
  } finally {
    stopBenchApi(server);
  }
}

async function main(): Promise<void> {
  await ensureBenchDatabase(URL, { resettable: true });
  const handle = await openDb({ databaseUrl: URL, migrate: true, poolSize: 4 });
  let lists: string[][];
  try {
    await seedIfNeeded(handle);
    await addDemand(handle);
    lists = await isbnLists(handle, RUNS);
    await measureService(handle, lists);
  } finally {
    await handle.close();
  }
  if (!process.env.BENCH_SKIP_HTTP) await measureHttp(lists);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
