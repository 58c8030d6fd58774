/**
 * npm run bench:ssr — server rendering without the HTML cache (issue 18 item 2): CPU per
 * request, req/s and HTML size of the listing page, a copy page and a content page (the shell's
 * fixed cost). Prints figures, asserts nothing.
 *
 * Uses BENCH_DATABASE_URL (default the catalogue bench's `bookturn_bench`); an empty database is
 * seeded with BENCH_BOOKS copies (default 50 000: rendering cost does not depend on the catalogue's
 * size, the listing's database time is not the renderer's CPU). Builds into BENCH_DIST_DIR
 * (default .next-bench) unless BENCH_SKIP_BUILD=1, starts `next start` with
 * PAGE_HTML_CACHE_SECONDS=0 on BENCH_PORT (default 3400), measures (tests/bench/ssr-pages.ts).
 * BENCH_SSR_REQUESTS (400) and BENCH_SSR_WARMUP (150) set the run lengths.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDb } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { seedDatabase } from '@/server/db/seed';
import { ensureBenchDatabase } from './bench-support';
import { measurePages, printPageFigures } from './ssr-pages';

const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_bench';
const BOOKS = Number(process.env.BENCH_BOOKS || 50_000);
const PORT = Number(process.env.BENCH_PORT || 3400);
const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';

async function seedIfEmpty(): Promise<void> {
  await ensureBenchDatabase(URL, { resettable: false });
  const handle = await openDb({ databaseUrl: URL, migrate: true, poolSize: 2 });
  try {
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from books`);
    if (row.n > 0) return console.log(`database holds ${row.n} copies`);
    const summary = await seedDatabase(handle, { books: BOOKS, log: (m) => console.log(`  ${m}`) });
    console.log(`seeded ${summary.counts.books} copies`);
  } finally {
    await handle.close();
  }
}

async function build(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD) return;
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: URL, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR, BUILD_TYPECHECKED: '1' };
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['next', 'build'], { env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited ${code}`))));
  });
}

async function startServer(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: URL, PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR,
    // Demo mode: the local *.localhost storefronts are demo values that production refuses.
    WATCHDOG_RUN_MINUTES: '0', APP_MODE: 'demo', PAGE_HTML_CACHE_SECONDS: '0',
  };
  // Its own process group: the CPU of every process in it is the server's.
  const server = spawn('npm', ['run', '-s', 'start'], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/adonis/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('server did not start');
}

async function main(): Promise<void> {
  await seedIfEmpty();
  await build();
  const server = await startServer();
  try {
    const headers = { host: `cs.localhost:${PORT}` };
    const listing = await (await fetch(`http://127.0.0.1:${PORT}/api/adonis/v1/listing?category=1`, { headers: { 'accept-language': 'cs' } })).json() as { items: Array<{ 'bookId': number; workId: number }> };
    const copy = listing.items[0];
    if (!copy) throw new Error('the listing is empty: nothing to render a copy page for');
    const base = `http://127.0.0.1:${PORT}`;
    const rows = await measurePages([
      { label: 'listing /p/category/1 (cs)', url: `${base}/p/category/1`, headers },
      { label: `copy page /g/${copy.workId}/b/${copy.bookId} (cs)`, url: `${base}/g/${copy.workId}/b/${copy.bookId}`, headers },
      // Mostly the shell's fixed cost: what every page pays before rendering anything of its own.
      { label: 'content page /kontakt (cs)', url: `${base}/kontakt`, headers },
    ], server.pid);
    console.log(`\nServer rendering without the HTML cache (PAGE_HTML_CACHE_SECONDS=0), 127.0.0.1:${PORT}, build ${DIST_DIR}\n`);
    printPageFigures(rows);
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
