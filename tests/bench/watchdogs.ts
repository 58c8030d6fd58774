/**
 * npm run bench:watchdogs — the daily watchdog run at scale, on PostgreSQL (ADR 0008).
 *
 * 1. Creates BENCH_WATCHDOGS_DATABASE_URL's database if missing (default `bookturn_bench_watchdogs`
 *    on 127.0.0.1, trust auth, user postgres), resets it and seeds BENCH_WATCHDOGS_BOOKS copies
 *    (default 40 000) with the project's seed, dated the day before the run. Refuses the databases
 *    of the other benches and of the tests.
 * 2. BENCH_WATCHDOGS_CUSTOMERS customers (default 20 000) and BENCH_WATCHDOGS_COUNT watchdogs
 *    (default 100 000), written in SQL: 40 % on a work, 10 % on an edition, 30 % on an author,
 *    15 % on a distinctive title word, 5 % on a leaf category (always with condition, language and
 *    a price cap); about half of the others also limit condition, language or price.
 * 3. BENCH_WATCHDOGS_NEW copies (default 10 000) are stocked "today" in one INSERT (copies of
 *    random editions; the search table follows by its statement trigger).
 * 4. Runs runWatchdogMatching once — the job the scheduler runs daily — with the mail sink (every
 *    mail rendered and recorded in mail_outbox, not delivered) and prints: the matching statement's
 *    time, the mailing time, the whole run, copies/s; then a second run (nothing new: its cost is
 *    the floor). The figures assert nothing; exit code 1 only if a run's numbers are inconsistent.
 */
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDb, type DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { resetDatabase, seedDatabase } from '@/server/db/seed';
import { createMailer } from '@/server/modules/mail';
import { runWatchdogMatching, type WatchdogRunResult } from '@/server/modules/watchdogs/watchdog-matching';
import { watchdogUrls } from '@/server/modules/watchdogs/watchdog-deps';

const DB_URL = process.env.BENCH_WATCHDOGS_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_bench_watchdogs';
const BOOKS = Number(process.env.BENCH_WATCHDOGS_BOOKS || 40_000);
const CUSTOMERS = Number(process.env.BENCH_WATCHDOGS_CUSTOMERS || 20_000);
const WATCHDOGS = Number(process.env.BENCH_WATCHDOGS_COUNT || 100_000);
const NEW_COPIES = Number(process.env.BENCH_WATCHDOGS_NEW || 10_000);
const PROTECTED_DATABASES = ['bookturn_bench', 'bookturn_bench_checkout', 'test', 'postgres'];
const DAY = 86_400_000;
/** The run happens at 06:00 the morning after the copies were stocked. */
const RUN_AT = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 6));
const SEED_NOW = new Date(RUN_AT.getTime() - 2 * DAY);

const databaseName = () => new globalThis.URL(DB_URL).pathname.slice(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function ensureDatabase(): Promise<void> {
  const url = new globalThis.URL(DB_URL);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [databaseName()]);
    if (exists.rowCount === 0) await admin.query(`create database "${databaseName().replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${seconds(performance.now() - started)}`);
  return result;
}

async function seedWatchdogs(handle: DbHandle): Promise<void> {
  const db = handle.db;
  const at = SEED_NOW.toISOString();
  await db.execute(sql`insert into customers (email, name, locale, created_at)
                       select 'bench-' || i || '@example.com', null,
                              (array['cs','sk','en','de-AT','de-DE','es-ES','it-IT','nl-NL','fr-FR','fr-BE'])[1 + i % 10], ${at}::timestamptz
                         from generate_series(1, ${CUSTOMERS}) i`);
  // Pools to draw from: works, editions, authors, categories, and one long word of each work's title.
  await db.execute(sql`create temporary table pool_work as select row_number() over () as n, id, title from grandmothers`);
  await db.execute(sql`create temporary table pool_mother as select row_number() over () as n, id, grandmother_id from mothers`);
  await db.execute(sql`create temporary table pool_author as select row_number() over () as n, id, name from property_nodes where type = 'author'`);
  // Leaf categories only: "tell me about any novel" is a firehose no shopper keeps.
  await db.execute(sql`create temporary table pool_category as select row_number() over () as n, id, name from property_nodes c
                        where type = 'category' and not exists (select 1 from property_nodes k where k.parent_id = c.id)`);
  // Title words as people search them: the distinctive ones (in at most three titles).
  await db.execute(sql`create temporary table pool_word as
                       select row_number() over () as n, w as word from (
                         select w from grandmothers g, regexp_split_to_table(lower(g.title), '[^[:alnum:]]+') w
                          where length(w) >= 5 group by w having count(*) <= 3) t`);
  for (const pool of ['pool_work', 'pool_mother', 'pool_author', 'pool_category', 'pool_word']) await db.execute(sql.raw(`alter table ${pool} add primary key (n)`));
  const [lowest] = await queryRows<{ id: number }>(db, sql`select min(id)::int as id from customers`);
  const first = Number(lowest!.id);
  await db.execute(sql`
    with counts as (
      select (select count(*) from pool_work) w, (select count(*) from pool_mother) m, (select count(*) from pool_author) a,
             (select count(*) from pool_category) c, (select count(*) from pool_word) t
    ), plan as (
      select i, ${first} + (i * 7919) % ${CUSTOMERS} as customer_id,
             case when i % 20 < 8 then 'work' when i % 20 < 10 then 'edition' when i % 20 < 16 then 'author'
                  when i % 20 < 19 then 'text' else 'category' end as kind,
             1 + floor(random() * 1e9)::bigint as r
        from generate_series(1, ${WATCHDOGS}) i
    )
    insert into watchdogs (customer_id, kind, grandmother_id, mother_id, author_ids, category_ids, tsquery, condition_ids, language_ids,
                           binding_ids, max_price_x100, currency, filters, label, locale, removal_token, created_at)
    select p.customer_id,
           case p.kind when 'text' then 'filter' when 'category' then 'filter' else p.kind end,
           case when p.kind = 'work' then (select id from pool_work where n = 1 + p.r % counts.w) end,
           case when p.kind = 'edition' then (select id from pool_mother where n = 1 + p.r % counts.m) end,
           case when p.kind = 'author' then array[(select id from pool_author where n = 1 + p.r % counts.a)] end,
           case when p.kind = 'category' then array[(select id from pool_category where n = 1 + p.r % counts.c)] end,
           case when p.kind = 'text' then (select word from pool_word where n = 1 + p.r % counts.t) end,
           case when p.i % 4 = 0 or p.kind = 'category' then array[1, 2]::smallint[] end,
           case when p.i % 6 = 0 or p.kind = 'category' then array[1 + (p.r % 3)::int]::smallint[] end,
           null,
           case when p.i % 5 = 0 or p.kind = 'category' then case when (p.customer_id % 10) = 0 then 5000 + (p.r % 20000)::int
                                                                    else 200 + (p.r % 800)::int end end,
           case when (p.customer_id % 10) = 0 then 'CZK' else 'EUR' end,
           '{}'::jsonb, 'bench ' || p.kind, 'cs', md5(p.i::text || random()::text) || md5(p.i::text), ${at}::timestamptz
      from plan p, counts`);
  await db.execute(sql`insert into watchdog_keys (key, watchdog_id)
                       select distinct k, id from (
                         select id, case when mother_id is not null then 'm:' || mother_id
                                         when grandmother_id is not null then 'g:' || grandmother_id
                                         when author_ids is not null then 'a:' || author_ids[1]
                                         when tsquery is not null then 't:' || f_unaccent(tsquery)
                                         else 'c:' || category_ids[1] end as k
                           from watchdogs) x`);
  await db.execute(sql`analyze`);
}

async function stockNewCopies(handle: DbHandle): Promise<void> {
  const db = handle.db;
  const from = new Date(RUN_AT.getTime() - DAY + 3_600_000).toISOString();
  await db.execute(sql`
    insert into books (mother_id, grandmother_id, condition_id, price_czk_x100, price_eur_x100, state, added_at, first_stocked_at)
    select m.id, m.grandmother_id, 1 + (i % 5), 4900 + (i * 37) % 60000, 200 + (i * 13) % 2500, 'in_stock',
           ${from}::timestamptz + make_interval(secs => i * 5), ${from}::timestamptz + make_interval(secs => i * 5)
      from generate_series(1, ${NEW_COPIES}) i
      join (select row_number() over (order by random()) as n, id, grandmother_id from mothers) m on m.n = 1 + i % (select count(*) from mothers)`);
  await db.execute(sql`analyze book_search`);
}

function report(label: string, r: WatchdogRunResult, totalMs: number): void {
  console.log(`${label}: ${r.copies} fresh copies, ${r.matches} new (customer, copy) matches, ${r.mails} e-mails`);
  console.log(`  matching statement ${seconds(r.matchMs)} · mailing ${seconds(r.mailMs)} · whole run ${seconds(totalMs)}`);
  if (r.copies > 0) {
    console.log(`  ${Math.round(r.copies / (r.matchMs / 1000))} copies/s matched · ${Math.round(r.copies / (totalMs / 1000))} copies/s end to end`);
  }
}

async function main(): Promise<void> {
  if (PROTECTED_DATABASES.includes(databaseName())) throw new Error(`refusing to reset database "${databaseName()}"`);
  await ensureDatabase();
  const handle = await openDb({ databaseUrl: DB_URL, poolSize: 4 });
  try {
    await timed('reset + migrate', () => resetDatabase(handle));
    const seeded = await timed(`seed ${BOOKS} copies`, () => seedDatabase(handle, { books: BOOKS, now: SEED_NOW }));
    console.log(`  ${seeded.counts.grandmothers} works, ${seeded.counts.authors} authors`);
    await timed(`${CUSTOMERS} customers + ${WATCHDOGS} watchdogs`, () => seedWatchdogs(handle));
    await timed(`stock ${NEW_COPIES} new copies`, () => stockNewCopies(handle));
    // The previous day's run closed at the start of the window.
    await handle.db.execute(sql`insert into watchdog_runs (window_from, window_to, started_at, finished_at)
                                values (${new Date(RUN_AT.getTime() - 2 * DAY).toISOString()}, ${new Date(RUN_AT.getTime() - DAY).toISOString()},
                                        ${new Date(RUN_AT.getTime() - DAY).toISOString()}, ${new Date(RUN_AT.getTime() - DAY).toISOString()})`);
    const mailer = createMailer({ from: 'bench@example.com', mode: 'demo', db: handle.db });
    const urls = watchdogUrls();
    let started = performance.now();
    const first = await runWatchdogMatching(handle.db, { mailer, now: RUN_AT, urls });
    report('daily run', first, performance.now() - started);
    const [outbox] = await queryRows<{ n: number; digests: number }>(
      handle.db, sql`select count(*)::int as n, count(*) filter (where kind = 'watchdog-digest')::int as digests from mail_outbox`,
    );
    console.log(`  outbox: ${outbox!.n} mails (${outbox!.digests} digests)`);
    started = performance.now();
    const second = await runWatchdogMatching(handle.db, { mailer, now: new Date(RUN_AT.getTime() + DAY), urls });
    report('next day, nothing new', second, performance.now() - started);
    if (first.copies !== NEW_COPIES || second.matches !== 0 || second.mails !== 0 || outbox!.n !== first.mails) {
      console.error('inconsistent run figures');
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
