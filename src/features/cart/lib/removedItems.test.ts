import type { RemovedCartItem } from '@/contracts/cart';
import { mergeRemoved } from './removedItems';

const babicka: RemovedCartItem = { productId: 1, title: 'Babička', reason: 'sold' };
const bara: RemovedCartItem = { productId: 2, title: 'Divá Bára', reason: 'taken' };

describe('mergeRemoved', () => {
  it('keeps what was seen and appends new copies once', () => {
    expect(mergeRemoved([babicka], [babicka, bara, bara])).toEqual([babicka, bara]);
  });
  it('returns the same array when nothing is new (no re-render)', () => {
    const seen = [babicka];
    expect(mergeRemoved(seen, [babicka])).toBe(seen);
    expect(mergeRemoved(seen, [])).toBe(seen);
  });
});
