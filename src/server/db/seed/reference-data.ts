import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@/contracts/languages';
import type { DbHandle } from '../client';
import { bindings, conditions, languages } from '../schema';

/** Copy conditions: id = rank, 1 best. Titles live in the `book-states` translation namespace. */
export const CONDITIONS = [
  { id: 1, code: 'as_new', rank: 1 },
  { id: 2, code: 'very_good', rank: 2 },
  { id: 3, code: 'good', rank: 3 },
  { id: 4, code: 'acceptable', rank: 4 },
  { id: 5, code: 'damaged', rank: 5 },
] as const;

/** Physical bindings; titles live under `binding.<code>` in the `common` namespace. */
export const BINDINGS = [
  { id: 1, code: 'hardcover' },
  { id: 2, code: 'paperback' },
  { id: 3, code: 'spiral' },
  { id: 4, code: 'leather' },
  { id: 5, code: 'board_book' },
] as const;

export interface ReferenceSummary {
  languages: number;
  conditions: number;
  bindings: number;
}

/** Languages (all 91 from the contract), conditions and bindings. Idempotent upserts. */
export async function seedReferenceData(handle: DbHandle): Promise<ReferenceSummary> {
  const { db } = handle;
  await db.insert(languages)
    .values(LANGUAGES.map(([id, code, name]) => ({ id, code, name })))
    .onConflictDoUpdate({ target: languages.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } });
  await db.insert(conditions)
    .values(CONDITIONS.map((c) => ({ ...c })))
    .onConflictDoUpdate({ target: conditions.id, set: { code: sql`excluded.code`, rank: sql`excluded.rank` } });
  await db.insert(bindings)
    .values(BINDINGS.map((b) => ({ ...b })))
    .onConflictDoUpdate({ target: bindings.id, set: { code: sql`excluded.code` } });
  return { languages: LANGUAGES.length, conditions: CONDITIONS.length, bindings: BINDINGS.length };
}
