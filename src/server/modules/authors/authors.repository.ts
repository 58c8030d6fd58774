import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { EDGE_TYPE, propertyNodes } from '../../db/schema';
import { queryRows } from '../../db/sql';
import type { PageSlice } from '../../http/paging';
import { copiesOfWorks, linkedWorks, stockOfWork, workColumns, type WorkRow } from '../../db/linked-works';

/** An author's works are the ones they wrote or, for translators, the editions they translated. */
const AUTHOR_EDGES = [EDGE_TYPE.writes, EDGE_TYPE.translates];

export interface AuthorNodeRow {
  id: number;
  name: string;
  data: Record<string, unknown> | string | null;
}

/** Only nodes of type author (translators included); any other node id is "no such author". */
export async function findAuthorNode(db: Db, id: number): Promise<AuthorNodeRow | null> {
  const [row] = await db.select({ id: propertyNodes.id, name: propertyNodes.name, data: propertyNodes.data })
    .from(propertyNodes).where(and(eq(propertyNodes.id, id), eq(propertyNodes.type, 'author')));
  return row ?? null;
}

/** The author a merged author went into (catalogue editing keeps no chains: the last target), else null. */
export async function mergedAuthorTarget(db: Db, id: number): Promise<number | null> {
  const [row] = await queryRows<{ to_id: number }>(db, sql`select to_id from catalogue_merges where kind = 'author' and from_id = ${id}`);
  return row ? Number(row.to_id) : null;
}

export async function countAuthorWorks(db: Db, id: number): Promise<{ works: number; in_stock: number }> {
  const [row] = await queryRows<{ works: number; in_stock: number }>(
    db,
    sql`${linkedWorks(id, AUTHOR_EDGES)}
        select count(*)::int as works, coalesce(sum(s.in_stock), 0)::int as in_stock from w ${stockOfWork}`,
  );
  return row ?? { works: 0, in_stock: 0 };
}

/** Works with copies in stock first, then the newest first edition, so the shelf leads. */
export async function findAuthorWorksForShelf(db: Db, id: number, locale: Locale, slice: PageSlice): Promise<WorkRow[]> {
  return queryRows<WorkRow>(
    db,
    sql`${linkedWorks(id, AUTHOR_EDGES)}
        select * from (${workColumns(locale)}) x
         order by (x.in_stock > 0) desc, x.first_year desc nulls last, x.grandmother_id desc
         limit ${slice.limit} offset ${slice.offset}`,
  );
}

/** Every work, oldest first edition first; works without a known year last. */
export async function findAuthorWorksChronological(db: Db, id: number, locale: Locale, limit: number): Promise<WorkRow[]> {
  return queryRows<WorkRow>(
    db,
    sql`${linkedWorks(id, AUTHOR_EDGES)}
        select * from (${workColumns(locale)}) x
         order by x.first_year asc nulls last, x.grandmother_id asc
         limit ${limit}`,
  );
}

/** Ids of the author's copies in stock, newest first (tiles are loaded by id afterwards). */
export async function findAuthorCopyIds(db: Db, id: number, slice: PageSlice): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`${linkedWorks(id, AUTHOR_EDGES)}
        select b.id::int as id from ${copiesOfWorks}
         order by b.added_at desc, b.id desc
         limit ${slice.limit} offset ${slice.offset}`,
  );
  return rows.map((r) => Number(r.id));
}
