import type { CartItemData, RemovedCartItem } from '@/contracts/cart';
import type { CurrencyCode } from '@/i18n/locales';
import type { CartLineRow } from './cart.repository';

export interface ClassifiedCart {
  items: CartItemData[];
  removed: RemovedCartItem[];
  /** Copies held by another cart right now: still in this cart, but checkout would be refused. */
  heldElsewhere: number[];
}

/**
 * Sorts cart lines by who has each copy now: sold or claimed by an order → removed (someone
 * bought it); held by this cart → heldUntil; free or lapsed → still here, without a hold.
 */
export function classifyCartLines(rows: readonly CartLineRow[], cartId: string, currency: CurrencyCode, now: Date): ClassifiedCart {
  const items: CartItemData[] = [];
  const removed: RemovedCartItem[] = [];
  const heldElsewhere: number[] = [];
  for (const row of rows) {
    const copyId = Number(row.book_id);
    const untilMs = row.claim_until_ms === null ? null : Number(row.claim_until_ms);
    const claimActive = untilMs !== null && untilMs > now.getTime();
    if (row.state !== 'in_stock') {
      removed.push({ productId: copyId, title: row.title, reason: 'sold' });
      continue;
    }
    if (claimActive && row.claim_order_id !== null) {
      removed.push({ productId: copyId, title: row.title, reason: 'taken' });
      continue;
    }
    const ours = claimActive && row.claim_cart_id === cartId;
    if (claimActive && !ours) heldElsewhere.push(copyId);
    items.push({
      productId: copyId,
      type: 'book',
      'bookId': copyId,
      workId: row.grandmother_id,
      editionId: row.mother_id,
      title: row.title,
      authors: row.authors ?? [],
      conditionId: row.condition_id,
      isbn13: row.isbn13?.trim() || null,
      isbn10: row.isbn10?.trim() || null,
      priceX100: currency === 'CZK' ? row.price_czk_x100 : row.price_eur_x100,
      currency,
      heldUntil: ours && Number.isFinite(untilMs) ? new Date(untilMs!).toISOString() : null,
    });
  }
  return { items, removed, heldElsewhere };
}

export const sumPrices = (items: readonly { priceX100: number }[]) => items.reduce((sum, item) => sum + item.priceX100, 0);
