import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../client';
import { buildCatalogueNodes, type CatalogueNodes } from './catalogue/catalogue-nodes';
import type { CategoryNode } from './catalogue/category-nodes';
import { addedTodayCount, copyAddedAt, type CopyPlan, type CopyTiming } from './catalogue/copies';
import { firstCopyIndexByEdition, planCopySlots } from './catalogue/copy-slots';
import { makeAuthor, makeSellerHash } from './catalogue/people';
import { WorkGenerator } from './catalogue/works';
import { seedCommerce } from './commerce/seed-commerce';
import { seedContent } from './content/seed-content';
import { seedReferenceData } from './reference-data';
import { queryRows } from '../sql';
import { syncSequences } from './sql/bulk-insert';
import { insertCopies } from './steps/insert-copies';
import { insertCatalogueNodes } from './steps/insert-nodes';
import { insertWorks } from './steps/insert-works';
import { todayWindow } from './today';
import type { CategorySample, SeedOptions, SeedSummary } from './types';
import { TEXT_LANGS } from './vocab/text-languages';

export const DEFAULT_SEED = 42;
const SHOP_AGE_DAYS = 4 * 365;
const DAY = 86_400_000;

export class CatalogueNotEmptyError extends Error {}

/**
 * Seeds a deterministic demo catalogue of `opts.books` copies, plus reference data and
 * storefront content. Requires an empty catalogue (reset first, or skip when not empty).
 * The catalogue goes in as one transaction: a failed seed leaves nothing behind.
 */
export async function seedDatabase(handle: DbHandle, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const seed = opts.seed ?? DEFAULT_SEED;
  const now = opts.now ?? new Date();
  const books = Math.floor(opts.books);
  if (!Number.isFinite(books) || books < 1) throw new Error(`books must be a positive integer, got ${opts.books}`);
  const currentYear = now.getUTCFullYear();
  const today = todayWindow(now);
  const chunkSize = handle.kind === 'pglite' ? 5_000 : 10_000;
  const lap = (() => {
    let last = Date.now();
    return (label: string) => {
      const t = Date.now();
      log(`${label} (${((t - last) / 1000).toFixed(1)} s)`);
      last = t;
    };
  })();

  const reference = await seedReferenceData(handle);
  await assertCatalogueEmpty(handle.db);
  lap('reference data');

  const nodes = buildCatalogueNodes(seed, books, currentYear);
  const result = await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const nodeCounts = await insertCatalogueNodes(db, seed, nodes, currentYear, chunkSize);
    lap(`property nodes: ${nodeCounts.authors} authors, ${nodeCounts.translators} translators, ${nodeCounts.publishers} publishers, ${nodeCounts.categories} categories`);

    const timing: CopyTiming = {
      seed, books, addedToday: addedTodayCount(books),
      timeline: { now, todayStart: today.start, shopStart: new Date(now.getTime() - SHOP_AGE_DAYS * DAY) },
    };
    const slots = planCopySlots(seed, nodes, books, currentYear);
    const firstCopy = firstCopyIndexByEdition(slots);
    const works = await insertWorks(db, new WorkGenerator(seed, nodes, books, currentYear), books, chunkSize,
      (editionId) => copyAddedAt(timing, firstCopy[editionId]));
    lap(`works: ${works.counts.grandmothers} grandmothers, ${works.counts.mothers} mothers, ${works.counts.edges} edges`);

    const plan: CopyPlan = {
      ...timing,
      editions: works.editions,
      sellers: Array.from({ length: nodes.pools.sellers }, (_, i) => makeSellerHash(seed, i)),
    };
    const copies = await insertCopies(db, plan, slots, chunkSize);
    lap(`books: ${copies.counts.books} copies, ${copies.counts.priceHistory} price history rows`);

    await syncSequences(db, ['property_nodes', 'great_grandmothers', 'grandmothers', 'mothers', 'books']);
    return { nodeCounts, works, copies };
  });

  const content = await seedContent(handle, { now });
  lap(`content: ${content.navigationLinks} links, ${content.cmsPageTranslations} page translations`);
  const commerce = await seedCommerce(handle, { now });
  lap(`commerce: ${commerce.vouchers} demo vouchers`);
  await handle.db.execute(sql`ANALYZE`);
  lap('analyze');

  const { nodeCounts, works, copies } = result;
  const sample = copies.inStockSample!;
  const categoryId = works.grandmotherCategory[sample.workId];
  const category = nodes.categories.find((c) => c.id === categoryId)!;
  const topCategory = nodes.categories.find((c) => c.id === category.parentId)!;
  const authorId = works.grandmotherAuthor[sample.workId];
  const series = nodes.series.find((s) => s.id === works.firstSeriesId) ?? null;

  return {
    seed,
    now: now.toISOString(),
    todayStart: today.start.toISOString(),
    durationMs: Date.now() - started,
    reference,
    content,
    counts: { ...nodeCounts, ...works.counts, ...copies.counts },
    samples: {
      ...copies.samples,
      inStockBook: {
        copyId: sample.id, editionId: sample.editionId, workId: sample.workId,
        priceCzkX100: sample.priceCzkX100, priceEurX100: sample.priceEurX100,
        authorId, authorName: authorName(seed, nodes, authorId, currentYear),
        category: categorySample(category), topCategory: categorySample(topCategory),
      },
      isbn: works.sampleIsbn,
      series: series ? { id: series.id, key: series.def.key, slugs: series.slugs } : null,
    },
  };
}

async function assertCatalogueEmpty(db: Db): Promise<void> {
  const [row] = await queryRows<{ busy: boolean }>(db, sql`SELECT
    EXISTS (SELECT 1 FROM books) OR EXISTS (SELECT 1 FROM mothers) OR EXISTS (SELECT 1 FROM grandmothers)
    OR EXISTS (SELECT 1 FROM property_nodes) AS busy`);
  if (row.busy) throw new CatalogueNotEmptyError('The catalogue is not empty: reset the database first (db-seed --reset) or skip with --if-empty');
}

function categorySample(c: CategoryNode): CategorySample {
  return { id: c.id, key: c.key, slugs: c.slugs, names: c.names };
}

function authorName(seed: number, nodes: CatalogueNodes, authorId: number, currentYear: number): string {
  for (const lang of TEXT_LANGS) {
    const pool = nodes.authorPools[lang];
    if (authorId >= pool.firstId && authorId < pool.firstId + pool.size) return makeAuthor(seed, authorId, lang, currentYear).name;
  }
  return '';
}
