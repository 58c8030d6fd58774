import { rngFor, shuffleInPlace } from '../prng';
import type { CatalogueNodes } from './catalogue-nodes';
import { WorkGenerator } from './works';

/**
 * First, data-free pass over the (deterministic) work stream: which edition each copy
 * belongs to, shuffled so an edition's copies arrive over time. Slot i is copy id i + 1.
 * Knowing this before anything is written lets editions and works carry the added_at of
 * their first copy as created_at, instead of an UPDATE over the whole catalogue afterwards.
 */
export function planCopySlots(seed: number, nodes: CatalogueNodes, books: number, currentYear: number): Int32Array {
  const slots = new Int32Array(books);
  let cursor = 0;
  for (const work of new WorkGenerator(seed, nodes, books, currentYear).works()) {
    for (const edition of work.editions) {
      slots.fill(edition.id, cursor, cursor + edition.copies);
      cursor += edition.copies;
    }
  }
  if (cursor !== books) throw new Error(`work generator produced ${cursor} copy slots, expected ${books}`);
  shuffleInPlace(slots, rngFor(seed, 'shuffle', 0));
  return slots;
}

/** Index of each edition's first (earliest added) copy, by mother id. */
export function firstCopyIndexByEdition(slots: Int32Array): Int32Array {
  const first = new Int32Array(slots.length + 1).fill(-1);
  for (let i = 0; i < slots.length; i++) if (first[slots[i]] === -1) first[slots[i]] = i;
  return first;
}
