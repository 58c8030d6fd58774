import type { RemovedCartItem } from '@/contracts/cart';

/**
 * The API reports a dropped copy once and then forgets it, and the shell reads the cart on every
 * page — so the notice is collected until the shopper has seen it. One entry per copy; the same
 * array comes back when nothing is new, so React can skip the update.
 */
export function mergeRemoved(seen: readonly RemovedCartItem[], reported: readonly RemovedCartItem[]): readonly RemovedCartItem[] {
  const known = new Set(seen.map((item) => item.productId));
  const added: RemovedCartItem[] = [];
  for (const item of reported) {
    if (known.has(item.productId)) continue;
    known.add(item.productId);
    added.push(item);
  }
  return added.length === 0 ? seen : [...seen, ...added];
}
