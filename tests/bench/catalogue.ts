/**
 * npm run bench:catalogue — prints figures, asserts nothing (tests assert behaviour).
 *
 * 1. Seeds BENCH_BOOKS (default 1 000 000) copies into PostgreSQL (BENCH_DATABASE_URL, default a
 *    `bookturn_bench` database on 127.0.0.1) unless it already holds that many.
 * 2. Builds the in-memory facet index (docs/adr/0032) and prints its build time and memory, also
 *    for BENCH_INDEX_SCALE (default 5) times the copies (the same rows fed again under new ids).
 * 3. Runs a fixed set of listing queries through the real service (items + facet counts) and
 *    prints p50/p95/p99: cold (every facet cache emptied before each run) and warm (cache hit);
 *    then a cold sweep of BENCH_SWEEP (default 200) random filter combinations, and autocomplete
 *    (getSuggestions) for typed prefixes, a typo and German without umlauts (BENCH_SUGGEST_RUNS).
 *    LISTING_FACET_INDEX=off measures the SQL counts with the shared cache (docs/adr/0004) instead.
 * 4. Starts the production server against that database and drives the listing API and the
 *    server-rendered listing page with autocannon (10 connections, 20 s, 127.0.0.1): the page
 *    once as shipped (anonymous HTML cache on, docs/adr/0009) and once rendered every time; then
 *    the uncached listing and copy page's CPU per request and HTML size (tests/bench/ssr-pages.ts,
 *    also `npm run bench:ssr` alone).
 * BENCH_SKIP_QUERIES=1 or BENCH_SKIP_HTTP=1 run one half only, BENCH_SUGGEST_ONLY=1 autocomplete only; BENCH_SKIP_BUILD=1 reuses the build
 * in BENCH_DIST_DIR (default .next-bench), so two builds can be compared.
 *
 * Besides req/s, each HTTP line gives the server's CPU time per request (all processes of the
 * server, from /proc): on a machine shared with other work req/s swings with the load, while CPU
 * per request says what one response costs. Throughput on 2 idle cores ≈ 2000 / (CPU ms/request).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDb, type DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { hasBooks, seedDatabase, resetDatabase } from '@/server/db/seed';
import { getListing, getSuggestions } from '@/server/modules/catalogue/listing.service';
import { LOCALES } from '@/i18n/locales';
import { facetIndexStats, forgetFacetResults } from '@/server/modules/catalogue/facet-index.service';
import { FacetIndex } from '@/server/modules/catalogue/facet-index';
import { readCopyBatch } from '@/server/modules/catalogue/facet-index.repository';
import { serverEnv } from '@/server/env';
import { cpus, loadavg } from 'node:os';
import type { ListingFilters } from '@/contracts/listing-filters';
import { SORTS } from '@/contracts/listing-filters';
import { ensureBenchDatabase } from './bench-support';
import { groupCpuMs, measurePages, printPageFigures } from './ssr-pages';

const BOOKS = Number(process.env.BENCH_BOOKS || 1_000_000);
const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_bench';
const PORT = Number(process.env.BENCH_PORT || 3400);
const WARM_RUNS = Number(process.env.BENCH_RUNS || 40);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS || 5);
const DURATION = Number(process.env.BENCH_DURATION || 20);
const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
const SWEEP = Number(process.env.BENCH_SWEEP ?? 200);
const INDEX_SCALE = Number(process.env.BENCH_INDEX_SCALE ?? 5);
const useIndex = () => serverEnv().LISTING_FACET_INDEX === 'on';
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function seedIfNeeded(handle: DbHandle): Promise<void> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from books`).catch(() => [{ n: 0 }]);
  if (row.n >= BOOKS) {
    console.log(`database already holds ${row.n} copies`);
    return;
  }
  if (await hasBooks(handle)) await resetDatabase(handle);
  const started = Date.now();
  const summary = await seedDatabase(handle, { books: BOOKS, log: (m) => console.log(`  ${m}`) });
  console.log(`seeded ${summary.counts.books} copies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeIt(work: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await work();
  return performance.now() - t;
}

async function queries(handle: DbHandle): Promise<Array<[string, ListingFilters]>> {
  const [leaf] = await queryRows<{ id: number }>(handle.db, sql`
    select n.id from property_nodes n where n.type = 'category' and n.parent_id is not null
       and not exists (select 1 from property_nodes c where c.parent_id = n.id) order by n.id limit 1`);
  const [top] = await queryRows<{ id: number }>(handle.db, sql`select id from property_nodes where type = 'category' and parent_id is null order by id limit 1`);
  const [word] = await queryRows<{ title: string }>(handle.db, sql`
    select title from grandmothers where title ~ '[áčďéěíňóřšťúůýž]' and length(title) < 20 order by id limit 1`);
  const accented = word.title.split(' ').sort((a, b) => b.length - a.length)[0];
  const plain = accented.normalize('NFD').replace(/\p{M}/gu, '');
  const typo = plain.slice(0, -2) + plain.slice(-1);
  const [isbn] = await queryRows<{ isbn13: string }>(handle.db, sql`select isbn13 from mothers where isbn13 is not null order by id limit 1`);
  return [
    ['plain listing (new)', {}],
    ['deep category', { categories: [leaf.id] }],
    [`text "${accented}"`, { q: accented }],
    [`text without accents "${plain}"`, { q: plain }],
    [`typo "${typo}"`, { q: typo }],
    [`ISBN ${isbn.isbn13}`, { q: isbn.isbn13 }],
    ...SORTS.map((order): [string, ListingFilters] => [`sort ${order}`, { order }]),
    ['price range 100-300 CZK', { price: { min: 100, max: 300 } }],
    ['year range 1990-2010', { year: { min: 1990, max: 2010 } }],
    ['combined facets', { categories: [top.id], language: [1, 3], conditions: [1, 2, 3], price: { min: 50, max: 500 } }],
    ['page 50', { page: 50 }],
  ];
}

async function measureQueries(handle: DbHandle): Promise<void> {
  const list = await queries(handle);
  const rows: string[][] = [];
  for (const [label, filters] of list) {
    const cold: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await handle.db.execute(sql`delete from listing_facet_cache`);
      forgetFacetResults(handle.db);
      cold.push(await timeIt(() => getListing(handle.db, filters, 'cs', new Date())));
    }
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeIt(() => getListing(handle.db, filters, 'cs', new Date())));
    cold.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    const result = await getListing(handle.db, filters, 'cs', new Date());
    const f = (n: number) => n.toFixed(1);
    rows.push([label, String(result.total), f(percentile(warm, 50)), f(percentile(warm, 95)), f(percentile(warm, 99)), f(percentile(cold, 50)), f(percentile(cold, 95))]);
  }
  const header = ['query', 'total', 'warm p50 ms', 'warm p95 ms', 'warm p99 ms', 'cold p50 ms', 'cold p95 ms'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\nListing queries through getListing (items + facet counts), ${BOOKS} copies, PostgreSQL, facet index ${useIndex() ? 'on' : 'off'}`);
  console.log(`warm = facet cache hit (${WARM_RUNS} runs); cold = caches emptied before each run (${COLD_RUNS} runs); load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} CPUs\n`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}

/**
 * Autocomplete as a shopper types (docs/adr/0034): prefixes of edition titles and of an author's
 * name in each storefront's languages, a title with a letter dropped, German without umlauts;
 * p50 and worst of SUGGEST_RUNS per typed text, with the storefront's default languages.
 */
async function measureSuggestions(handle: DbHandle): Promise<void> {
  const runs = Number(process.env.BENCH_SUGGEST_RUNS || 5);
  console.log(`\nAutocomplete through getSuggestions, ${BOOKS} copies, ${runs} runs per typed text; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('| storefront | typed | p50 ms | worst ms | titles | authors |');
  console.log('|---|---|---|---|---|---|');
  const all: number[] = [];
  for (const locale of ['cs', 'de-AT'] as const) {
    const languages = [...LOCALES[locale].defaultLanguageFilters];
    const [edition] = await queryRows<{ title: string }>(handle.db, sql`
      select title from mothers where language_id = ${languages[0]} and length(title) >= 10 and title ~ ' ' order by id limit 1`);
    const [author] = await queryRows<{ name: string }>(handle.db, sql`
      select n.name from property_nodes n join property_edges e on e.node_id = n.id and e.type_id = 2
        join mothers m on m.grandmother_id = e.grandmother_id where m.language_id = ${languages[0]} order by n.id limit 1`);
    const title = edition!.title;
    const dropped = title.slice(0, 3) + title.slice(4);
    const typed = [title.slice(0, 2), title.slice(0, 3), title.slice(0, 6), title, dropped, author!.name.split(' ').pop()!.slice(0, 4), 'koenigin', 'Praha'];
    for (const q of typed) {
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof getSuggestions>> | null = null;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        last = await getSuggestions(handle.db, q, locale, languages);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(`| ${locale} | ${q} | ${percentile(times, 50).toFixed(1)} | ${times[times.length - 1]!.toFixed(1)} | ${last!.titles.length} | ${last!.authors.length} |`);
    }
  }
  all.sort((a, b) => a - b);
  console.log(`\nall typed texts: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, worst ${all[all.length - 1]!.toFixed(1)} ms`);
}

/** Build time and memory of the facet index over the database's copies, and at INDEX_SCALE × the copies. */
async function measureIndex(handle: DbHandle): Promise<void> {
  if (!useIndex()) return;
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const stats = (await facetIndexStats(handle.db))!;
  const wall = performance.now() - started;
  gc();
  const after = process.memoryUsage();
  console.log(`\nFacet index (docs/adr/0032): ${stats.copies} copies built in ${(wall / 1000).toFixed(2)} s; typed arrays ${MB(stats.bytes)} (of which posting lists ${MB(stats.postingBytes)}), `
    + `heap + array buffers +${MB(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers)}, RSS +${MB(after.rss - before.rss)} (RSS now ${MB(after.rss)})`);
  if (INDEX_SCALE <= 1) return;
  // The same rows again under new copy ids: memory and ingest time at INDEX_SCALE × the copies,
  // without seeding them (5 M copies take an hour to seed on this machine).
  const batches: Array<Awaited<ReturnType<typeof readCopyBatch>>['batch']> = [];
  let readMs = 0;
  for (let after2 = 0; ;) {
    const t = performance.now();
    const { batch, last } = await readCopyBatch(handle.db, after2, 50_000);
    readMs += performance.now() - t;
    batches.push(batch);
    if (last === null || batch.n < 50_000) break;
    after2 = last;
  }
  const [{ max }] = await queryRows<{ max: number }>(handle.db, sql`select max(id)::int as max from books`);
  gc();
  const base = process.memoryUsage();
  const t = performance.now();
  const big = new FacetIndex();
  for (let copy = 0; copy < INDEX_SCALE; copy++) {
    for (const batch of batches) {
      const ids = copy === 0 ? batch.ids : batch.ids.split(',').map((id) => Number(id) + copy * (max + 1)).join(',');
      big.upsert({ ...batch, ids });
    }
  }
  const tp = performance.now();
  big.buildPostings();
  const postingsMs = performance.now() - tp;
  const ingestMs = performance.now() - t;
  gc();
  const grown = process.memoryUsage();
  const cold = () => big.count({ instock: [1], currency: 'CZK' }, { authors: 30, publishers: 30 });
  const t2 = performance.now();
  const counted = cold();
  const countMs = performance.now() - t2;
  console.log(`Facet index at ${INDEX_SCALE}×: ${big.copies} copies; typed arrays ${MB(big.bytes)} (posting lists ${MB(big.postingBytes)}, built in ${(postingsMs / 1000).toFixed(1)} s), heap + array buffers +${MB(grown.heapUsed + grown.arrayBuffers - base.heapUsed - base.arrayBuffers)}; `
    + `build ≈ ${((readMs * INDEX_SCALE + ingestMs) / 1000).toFixed(1)} s (read ${(readMs / 1000).toFixed(1)} s per ${stats.copies} copies, ingest ${(ingestMs / 1000).toFixed(1)} s); `
    + `plain count ${countMs.toFixed(0)} ms (total ${counted.total})`);
  batches.length = 0;
}

/** A random filter combination of the kind shoppers click: categories, languages, conditions, ranges, sorts. */
async function sweepCombinations(handle: DbHandle, n: number): Promise<ListingFilters[]> {
  const values = async (query: ReturnType<typeof sql>) => (await queryRows<{ v: number }>(handle.db, query)).map((r) => Number(r.v));
  const categories = await values(sql`select id as v from property_nodes where type = 'category'`);
  const authors = await values(sql`select node_id as v from property_edges where type_id = 2 group by 1 order by count(*) desc limit 300`);
  const publishers = (await queryRows<{ name: string }>(handle.db, sql`select name from property_nodes where type = 'publisher'`)).map((r) => r.name);
  const languages = await values(sql`select id as v from languages`).catch(() => [1, 2, 3, 4, 5]);
  const conditions = await values(sql`select id as v from conditions`);
  const bindings = await values(sql`select id as v from bindings`).catch(() => [1, 2, 3]);
  const words = (await queryRows<{ title: string }>(handle.db, sql`select title from grandmothers order by id limit 200`))
    .flatMap((r) => r.title.split(/\s+/)).filter((w) => /^\p{L}{4,}$/u.test(w));
  let seed = 18;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const some = <T>(list: T[], max: number) => [...new Set(Array.from({ length: 1 + Math.floor(rand() * max) }, () => pick(list)))];
  return Array.from({ length: n }, () => {
    const f: ListingFilters = {};
    if (rand() < 0.7) f.language = some(languages, 2); // the storefronts' default language filters
    if (rand() < 0.6) f.categories = some(categories, 2);
    if (rand() < 0.3) f.conditions = some(conditions, 3);
    if (rand() < 0.2) f.binding = some(bindings, 2);
    if (rand() < 0.08) f.authors = some(authors, 2);
    if (rand() < 0.1) f.publishers = some(publishers, 2);
    if (rand() < 0.3) {
      const min = Math.floor(rand() * 300);
      f.price = { min, max: min + 20 + Math.floor(rand() * 800) };
    }
    if (rand() < 0.25) {
      const min = 1950 + Math.floor(rand() * 60);
      f.year = { min, max: min + Math.floor(rand() * 30) };
    }
    if (rand() < 0.05) f.instock = [0, 1];
    if (rand() < 0.05) f.q = pick(words);
    if (rand() < 0.3) f.order = pick([...SORTS]);
    if (rand() < 0.1) f.page = 2 + Math.floor(rand() * 4);
    return f;
  });
}

/** The sweep's kinds: a text query (SQL finds the candidates), a page past the first, facets only. */
function sweepKind(f: ListingFilters): string {
  if (f.q) return 'text';
  if (f.page && f.page > 1) return 'page 2-5';
  return 'facets';
}

/**
 * Cold sweep: every cache emptied before each combination; items + facet counts through getListing.
 * Besides wall time: this process's CPU (the index's counting, the tiles, JSON; on a machine
 * shared with other work, wall time swings with the load, CPU much less) and the wall time of its
 * SQL statements (PostgreSQL's share, waiting included).
 */
async function measureSweep(handle: DbHandle): Promise<void> {
  if (SWEEP <= 0) return;
  const combos = await sweepCombinations(handle, SWEEP);
  const rows: Array<{ ms: number; cpu: number; sql: number; statements: number; filters: ListingFilters }> = [];
  const db = handle.db as unknown as { execute: (query: unknown) => Promise<unknown> };
  const execute = db.execute.bind(db);
  let sqlMs = 0, statements = 0;
  db.execute = async (query: unknown) => {
    const t = performance.now();
    try {
      return await execute(query);
    } finally {
      sqlMs += performance.now() - t;
      statements++;
    }
  };
  try {
    for (const filters of combos) {
      await execute(sql`delete from listing_facet_cache`);
      forgetFacetResults(handle.db);
      const before = process.cpuUsage();
      sqlMs = 0;
      statements = 0;
      const ms = await timeIt(() => getListing(handle.db, filters, 'cs', new Date()));
      const used = process.cpuUsage(before);
      rows.push({ ms, cpu: (used.user + used.system) / 1000, sql: sqlMs, statements, filters });
    }
  } finally {
    db.execute = execute;
  }
  const f = (n: number) => n.toFixed(1);
  const pcts = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${f(percentile(sorted, 50))} · p95 ${f(percentile(sorted, 95))} · p99 ${f(percentile(sorted, 99))}`;
  };
  console.log(`\nCold sweep: ${SWEEP} random filter combinations (caches emptied before each), facet index ${useIndex() ? 'on' : 'off'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`p50 ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms, p99 ${f(percentile(times, 99))} ms, max ${f(times[times.length - 1])} ms`);
  for (const kind of ['facets', 'text', 'page 2-5']) {
    const of = rows.filter((r) => sweepKind(r.filters) === kind);
    if (of.length) console.log(`  ${kind.padEnd(8)} (${String(of.length).padStart(3)}): wall ${pcts(of.map((r) => r.ms))} ms`);
  }
  console.log(`Node CPU per request: ${pcts(rows.map((r) => r.cpu))} ms; SQL wall per request: ${pcts(rows.map((r) => r.sql))} ms (${f(rows.reduce((n, r) => n + r.statements, 0) / rows.length)} statements)`);
  for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, 3)) {
    console.log(`  slowest: ${f(r.ms)} ms (CPU ${f(r.cpu)}, SQL ${f(r.sql)} in ${r.statements}) ${JSON.stringify(r.filters)}`);
  }
}

async function build(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD) return;
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: URL, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR };
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['next', 'build'], { env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited ${code}`))));
  });
}

async function startServer(extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: URL, PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR,
    // The local *.localhost storefronts and the example bank details are demo values: production refuses them.
    WATCHDOG_RUN_MINUTES: '0', APP_MODE: 'demo', ...extraEnv,
  };
  const server = spawn('npm', ['run', '-s', 'start'], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/adonis/health`);
      if (res.ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('server did not start');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (!server.pid) return;
  process.kill(-server.pid);
  await new Promise((r) => setTimeout(r, 1000));
}

async function load(label: string, url: string, headers: Record<string, string>, pgid: number | undefined): Promise<void> {
  const cpuBefore = pgid ? groupCpuMs(pgid) : 0;
  const result = await autocannon({ url, connections: 10, duration: DURATION, headers });
  const cpu = pgid && result.requests.total > 0 ? `, server CPU ${((groupCpuMs(pgid) - cpuBefore) / result.requests.total).toFixed(1)} ms/request` : '';
  console.log(`${label}: ${result.requests.average.toFixed(1)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}${cpu}`);
}

async function main(): Promise<void> {
  await ensureBenchDatabase(URL, { resettable: false });
  const handle = await openDb({ databaseUrl: URL, migrate: true, poolSize: 4 });
  try {
    await seedIfNeeded(handle);
    if (process.env.BENCH_SUGGEST_ONLY) {
      await measureSuggestions(handle);
      return;
    }
    if (!process.env.BENCH_SKIP_QUERIES) {
      await measureIndex(handle);
      await measureQueries(handle);
      await measureSweep(handle);
      await measureSuggestions(handle);
    }
  } finally {
    await handle.close();
  }
  if (process.env.BENCH_SKIP_HTTP) return;
  await build();
  const page = `http://127.0.0.1:${PORT}/p/category/1`;
  const pageHeaders = { host: `cs.localhost:${PORT}` };
  let server = await startServer();
  try {
    // Warm the shared facet cache once, as production traffic would: the API call and the page
    // (which adds the storefront's default language filter) are different combinations.
    await fetch(`http://127.0.0.1:${PORT}/api/adonis/v1/listing?category=1`, { headers: { 'accept-language': 'cs' } });
    await fetch(page, { headers: pageHeaders });
    console.log(`\nHTTP on 127.0.0.1:${PORT}, 10 connections, ${DURATION} s each`);
    const res = await fetch(page, { headers: pageHeaders });
    const html = await res.text();
    const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    console.log(`listing page: HTTP ${res.status}, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML, of which __NEXT_DATA__ ${(Buffer.byteLength(nextData) / 1024).toFixed(1)} KB`);
    await load('listing API  GET /api/adonis/v1/listing?category=1', `http://127.0.0.1:${PORT}/api/adonis/v1/listing?category=1`, { 'accept-language': 'cs' }, server.pid);
    await load('listing page GET /p/category/1 (SSR, cs, anonymous HTML cache on: the shipped setting)', page, pageHeaders, server.pid);
  } finally {
    await stopServer(server);
  }
  // The same page rendered for every request: what a logged-in visitor or a new address costs.
  // CPU per request and HTML size of the listing and a copy page (issue 18 item 2; tests/bench/ssr-pages.ts).
  server = await startServer({ PAGE_HTML_CACHE_SECONDS: '0' });
  try {
    await fetch(page, { headers: pageHeaders });
    await load('listing page GET /p/category/1 (SSR, cs, rendered every time: PAGE_HTML_CACHE_SECONDS=0)', page, pageHeaders, server.pid);
    const listing = (await (await fetch(`http://127.0.0.1:${PORT}/api/adonis/v1/listing?category=1`, { headers: { 'accept-language': 'cs' } })).json()) as { items: Array<{ 'bookId': number; workId: number }> };
    const copy = listing.items[0];
    const pages = [{ label: 'listing /p/category/1 (cs)', url: page, headers: pageHeaders }];
    if (copy) pages.push({ label: `copy page /g/${copy.workId}/b/${copy.bookId} (cs)`, url: `http://127.0.0.1:${PORT}/g/${copy.workId}/b/${copy.bookId}`, headers: pageHeaders });
    const rows = await measurePages(pages, server.pid);
    console.log('');
    printPageFigures(rows);
  } finally {
    await stopServer(server);
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
