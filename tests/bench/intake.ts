/**
 * npm run bench:intake — prints figures, asserts nothing (tests assert behaviour).
 *
 * One intake desk at 1 M copies on PostgreSQL (issue 15 item 9): how many books a minute the
 * software lets one person push through identify → grade → price, and each step's p50/p95/p99.
 *
 * 1. Seeds BENCH_BOOKS (default 1 000 000) copies into PostgreSQL (BENCH_DATABASE_URL, default a
 *    `bookturn_intake_bench` database on 127.0.0.1) unless it already holds that many — the same
 *    seed as tests/bench/catalogue.ts and buyback.ts.
 * 2. Makes BENCH_BATCHES parcels (default 15) of 20 books each (a seller's lead of editions that
 *    sell, as the demo seed does) and, in-process through the services the routes call, for each:
 *    receive (scan the code), then per book
 *      identify — the ISBN scan: catalogue identify (editions, work, authors, stock),
 *      grade    — choosing the condition: the price suggestion (buyback pricing, limits),
 *      price    — the verdict: accept at the suggested price (copy stocked, search row, journal),
 *                 every 10th refused instead (evidence, reclaim window);
 *    then the batch is processed (wallet payout). Labels and crates are the warehouse desk's steps
 *    (engineer "warehouse" adds them to this loop: see LABEL_AND_CRATE below).
 * Target: each step's p95 ≤ 100 ms (the software is never the bottleneck).
 */
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { openDb, type DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { hasBooks, resetDatabase, seedDatabase } from '@/server/db/seed';
import type { RequestContext } from '@/server/http/context';
import { logger } from '@/server/http/logger';
import { identify } from '@/server/modules/catalogue-editing';
import { acceptBook, processBatch, receiveBatch, refuseBook, suggest } from '@/server/modules/intake';
import { createMailer } from '@/server/modules/mail';
import { ensureEmployee } from '@/server/modules/staff';
import { drainBackgroundWork } from '@/server/background';
import { ensureBenchDatabase } from './bench-support';

const BOOKS = Number(process.env.BENCH_BOOKS || 1_000_000);
const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_intake_bench';
const BATCHES = Number(process.env.BENCH_BATCHES || 15);
const PER_BATCH = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

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

/** `count` parcels of a bench seller, each a submitted lead of PER_BATCH editions that sell; their codes. */
async function makeBatches(handle: DbHandle, count: number, now: Date): Promise<string[]> {
  const db = handle.db;
  const at = now.toISOString();
  const [customer] = await queryRows<{ id: number }>(db, sql`
    insert into customers (email, locale, kind, created_at) values ('bench-intake-seller@example.com', 'cs', 'supplier', ${at})
    on conflict (lower(email)) do update set email = customers.email returning id`);
  const editions = await queryRows<{ id: number; title: string; isbn13: string }>(db, sql`
    select m.id, m.title, m.isbn13 from mothers m
     where m.isbn13 is not null and exists (select 1 from books b where b.mother_id = m.id and b.state = 'sold')
     order by md5(m.id::text || ${at}) limit ${count * PER_BATCH}`);
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = `BB${randomBytes(5).toString('hex').toUpperCase().replace(/[ILOU]/g, '7').slice(0, 8)}`;
    const [lead] = await queryRows<{ id: number }>(db, sql`
      insert into buyback_leads (token, customer_id, locale, currency, state, payout_method, wallet_bonus_percent, contact, submitted_at, created_at, updated_at)
      values (${randomBytes(24).toString('base64url')}, ${customer!.id}, 'cs', 'CZK', 'submitted', 'wallet', 10, '{}'::jsonb, ${at}, ${at}, ${at}) returning id`);
    const [batch] = await queryRows<{ id: number }>(db, sql`
      insert into buyback_batches (code, state, lead_id, customer_id, email, locale, currency, created_at, updated_at)
      values (${code}, 'sent', ${lead!.id}, ${customer!.id}, 'bench-intake-seller@example.com', 'cs', 'CZK', ${at}, ${at}) returning id`);
    for (const e of editions.slice(i * PER_BATCH, (i + 1) * PER_BATCH)) {
      await db.execute(sql`
        insert into buyback_batch_books (batch_id, isbn13, title, mother_id, condition, choice, quoted_x100)
        values (${batch!.id}, ${e.isbn13}, ${e.title}, ${e.id}, 'good', 'cash', 3000)`);
    }
    codes.push(code);
  }
  return codes;
}

async function main(): Promise<void> {
  await ensureBenchDatabase(URL, { resettable: true });
  const handle = await openDb({ databaseUrl: URL, migrate: true, poolSize: 4 });
  try {
    await seedIfNeeded(handle);
    const now = new Date();
    const staff = await ensureEmployee(handle.db, { email: 'bench-intake@bookturn.test', name: 'Bench desk', password: 'bench-intake-desk-password', permissions: ['intake', 'catalogue'] }, now);
    const ctx: RequestContext = {
      db: handle.db, now, locale: 'cs', customer: null, staff: { id: staff.id, name: 'Bench desk', permissions: ['intake', 'catalogue'] }, log: logger(), ip: '127.0.0.1',
    };
    const deps = { mailer: createMailer({ from: 'bench@example.com', mode: 'demo', db: handle.db }) };
    const codes = await makeBatches(handle, BATCHES, now);
    const times: Record<'receive' | 'identify' | 'grade' | 'price' | 'process', number[]> = { receive: [], identify: [], grade: [], price: [], process: [] };
    const timed = async <T,>(step: keyof typeof times, run: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const out = await run();
      times[step].push(performance.now() - started);
      return out;
    };
    // Warm the pool and the plans (the first calls of a process pay for both).
    await identify(ctx, { isbn: '9788000000000' });
    let books = 0;
    const wall = performance.now();
    for (const code of codes) {
      const batch = await timed('receive', () => receiveBatch(ctx, deps, code));
      for (const [i, book] of batch.books.entries()) {
        const found = await timed('identify', () => identify(ctx, { isbn: book.isbn13! }));
        const editionId = found.items[0]?.editionId ?? book.editionId!;
        const hint = await timed('grade', () => suggest(ctx, book.id, editionId, 2));
        await timed('price', () => (i % 10 === 9
          ? refuseBook(ctx, book.id, { reason: 'condition', note: 'bench', reclaimOption: 'donate', reclaimDays: 30 })
          : acceptBook(ctx, book.id, {
            editionId, conditionId: 2, defects: ['worn_corners'], purchaseX100: hint.purchaseX100, saleCzkX100: hint.saleCzkX100, saleEurX100: hint.saleEurX100,
          })));
        // LABEL_AND_CRATE: the warehouse desk's label and crate steps join the loop here.
        books += 1;
      }
      await timed('process', () => processBatch(ctx, deps, code));
    }
    const wallMs = performance.now() - wall;
    await drainBackgroundWork();
    console.log(`\nintake desk at ${BOOKS.toLocaleString('en')} copies: ${codes.length} parcels, ${books} books (every 10th refused), in-process, one desk`);
    let perBook = 0;
    for (const step of ['receive', 'identify', 'grade', 'price', 'process'] as const) {
      const sorted = [...times[step]].sort((a, b) => a - b);
      const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
      if (step === 'identify' || step === 'grade' || step === 'price') perBook += mean;
      console.log(`  ${step.padEnd(8)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  (target p95 ≤ 100 ms)`);
    }
    console.log(`  software time per book (identify + grade + price, means): ${perBook.toFixed(1)} ms → ${Math.floor(60_000 / perBook)} books a minute per desk`);
    console.log(`  wall clock incl. receive and process: ${(books / (wallMs / 60_000)).toFixed(0)} books a minute`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
