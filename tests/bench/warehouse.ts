/**
 * npm run bench:warehouse — prints figures, asserts nothing (tests assert behaviour).
 *
 * 1. Seeds BENCH_BOOKS (default 1 000 000) copies into PostgreSQL (BENCH_DATABASE_URL, default a
 *    `bookturn_warehouse_bench` database on 127.0.0.1) unless it already holds that many, the way
 *    tests/bench/catalogue.ts builds its database, plus the demo's branches, racks and crates.
 * 2. Runs the shelving desk's steps through the real services, in process, for BENCH_RUNS copies
 *    (default 300): label (ZPL, recorded), copy → crate (a journaled move, crate and copy row locks,
 *    the copy's location and so its search row rewritten) and, every CRATE_SIZE copies, crate → rack
 *    (every copy of the crate relocated). Prints p50/p95/p99 per step. Target: p95 ≤ 100 ms per step.
 */
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { hasBooks, resetDatabase, seedDatabase } from '@/server/db/seed';
import { seedDemoWarehouse } from '@/server/modules/warehouse';
import { createCrate, labelCopy, move } from '@/server/modules/warehouse/warehouse.service';
import { ensureBenchDatabase } from './bench-support';
import pino from 'pino';

const BOOKS = Number(process.env.BENCH_BOOKS || 1_000_000);
const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_warehouse_bench';
const RUNS = Number(process.env.BENCH_RUNS || 300);
const CRATE_SIZE = Number(process.env.BENCH_CRATE_SIZE || 30);

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const line = (name: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `  ${name.padEnd(16)} n=${String(s.length).padStart(4)}  p50 ${percentile(s, 50).toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms  p99 ${percentile(s, 99).toFixed(1)} ms`;
};

async function main(): Promise<void> {
  await ensureBenchDatabase(URL, { resettable: true });
  const handle = await openDb({ databaseUrl: URL, migrate: true, poolSize: 4 });
  try {
    await seedIfNeeded(handle);
    const { staffId } = await seedDemoWarehouse(handle.db);
    const ctx = () => ({ db: handle.db, now: new Date(), log: pino({ level: 'warn' }), staffId });
    const copies = (await queryRows<{ id: number }>(handle.db, sql`
      select b.id::float8 as id from books b where b.state = 'in_stock' and not exists (select 1 from copy_places p where p.book_id = b.id)
       order by md5(b.id::text) limit ${RUNS + 5}`)).map((r) => Number(r.id));
    const racks = (await queryRows<{ code: string }>(handle.db, sql`select code from racks order by code`)).map((r) => r.code);
    // Warm-up: plans and caches as a running server has them.
    const warm = await createCrate(ctx(), {});
    for (const id of copies.slice(0, 5)) {
      await labelCopy(ctx(), id);
      await move(ctx(), `B${id}`, warm.code);
    }
    await move(ctx(), warm.code, racks[0]!);
    const label: number[] = [];
    const intoCrate: number[] = [];
    const ontoRack: number[] = [];
    let crate = (await createCrate(ctx(), {})).code;
    const started = performance.now();
    for (const [i, id] of copies.slice(5).entries()) {
      let t = performance.now();
      await labelCopy(ctx(), id);
      label.push(performance.now() - t);
      t = performance.now();
      await move(ctx(), `B${id}`, crate);
      intoCrate.push(performance.now() - t);
      if ((i + 1) % CRATE_SIZE === 0) {
        t = performance.now();
        await move(ctx(), crate, racks[i % racks.length]!);
        ontoRack.push(performance.now() - t);
        crate = (await createCrate(ctx(), {})).code;
      }
    }
    const total = (performance.now() - started) / 1000;
    const [count] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from books`);
    console.log(`\nshelving desk, in-process on PostgreSQL, ${count!.n} copies in the database (crates of ${CRATE_SIZE}):`);
    console.log(line('label (ZPL)', label));
    console.log(line('copy → crate', intoCrate));
    console.log(line('crate → rack', ontoRack));
    console.log(`  ${(label.length / total * 60).toFixed(0)} copies per minute through label + crate (+ rack every ${CRATE_SIZE}), sequentially; target p95 ≤ 100 ms per step`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
