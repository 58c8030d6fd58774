import type { Db } from '../../client';
import { makeCopy, type CopyPlan, type CopyRecord } from '../catalogue/copies';
import { BulkInserter } from '../sql/bulk-insert';

export interface CopiesResult {
  counts: { books: number; inStock: number; sold: number; discarded: number; addedToday: number; discountedToday: number; priceHistory: number; commission: number };
  samples: { inStockCopyId: number; soldCopyId: number | null; discardedCopyId: number | null; discountedTodayCopyId: number | null; addedTodayCopyId: number | null };
  inStockSample: CopyRecord | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Writes books (copy i + 1 of edition slots[i]) and their price history. */
export async function insertCopies(db: Db, plan: CopyPlan, slots: Int32Array, chunkSize: number): Promise<CopiesResult> {
  const books = new BulkInserter(db, 'books', [
    ['id', 'int8'], ['mother_id', 'int4'], ['grandmother_id', 'int4'], ['condition_id', 'int2'], ['condition_note', 'text'],
    ['price_czk_x100', 'int4'], ['price_eur_x100', 'int4'], ['previous_price_czk_x100', 'int4'], ['previous_price_eur_x100', 'int4'],
    ['price_changed_at', 'timestamptz'], ['state', 'text'], ['photo_count', 'int2'], ['location', 'text'], ['seller_user_hash', 'text'],
    ['added_at', 'timestamptz'], ['first_stocked_at', 'timestamptz'], ['restocked_at', 'timestamptz'], ['sold_at', 'timestamptz'],
  ], chunkSize);
  const history = new BulkInserter(db, 'book_price_history', [
    ['book_id', 'int8'], ['price_czk_x100', 'int4'], ['price_eur_x100', 'int4'], ['valid_from', 'timestamptz'],
  ], chunkSize * 2);

  const counts: CopiesResult['counts'] = { books: 0, inStock: 0, sold: 0, discarded: 0, addedToday: 0, discountedToday: 0, priceHistory: 0, commission: 0 };
  const samples: CopiesResult['samples'] = { inStockCopyId: 0, soldCopyId: null, discardedCopyId: null, discountedTodayCopyId: null, addedTodayCopyId: null };
  let inStockSample: CopyRecord | null = null;

  for (let i = 0; i < slots.length; i++) {
    const c = makeCopy(plan, i, slots[i]);
    books.push([
      c.id, c.editionId, c.workId, c.conditionId, c.conditionNote, c.priceCzkX100, c.priceEurX100,
      c.previousPriceCzkX100, c.previousPriceEurX100, iso(c.priceChangedAt), c.state, c.photoCount, c.location, c.sellerUserHash,
      iso(c.addedAt), iso(c.firstStockedAt), iso(c.restockedAt), iso(c.soldAt),
    ]);
    for (const h of c.history) history.push([c.id, h.czkX100, h.eurX100, iso(h.validFrom)]);

    counts.books++;
    if (c.state === 'in_stock') counts.inStock++;
    if (c.state === 'sold') { counts.sold++; samples.soldCopyId ??= c.id; }
    if (c.state === 'discarded') { counts.discarded++; samples.discardedCopyId ??= c.id; }
    if (c.addedToday) { counts.addedToday++; samples.addedTodayCopyId ??= c.id; }
    if (c.discountedToday) { counts.discountedToday++; samples.discountedTodayCopyId ??= c.id; }
    if (c.sellerUserHash) counts.commission++;
    if (!inStockSample && c.state === 'in_stock' && !c.addedToday && !c.discountedToday) {
      inStockSample = c;
      samples.inStockCopyId = c.id;
    }

    if (books.pending >= chunkSize) {
      await books.flush();
      await history.flush();
    }
  }
  await books.flush();
  await history.flush();
  counts.priceHistory = history.total;
  return { counts, samples, inStockSample };
}
