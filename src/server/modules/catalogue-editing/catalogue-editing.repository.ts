import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

/** Staff catalogue editing (issue 15 item 2, docs/adr/0028): the SQL over works, editions and the property graph. */

type HitRow = { mother_id: number; grandmother_id: number; title: string; work_title: string; isbn13: string | null; year: number | null; authors: string[] | null; in_stock: number };
const toHit = (r: HitRow) => ({
  editionId: Number(r.mother_id), workId: Number(r.grandmother_id), title: r.title, workTitle: r.work_title, isbn13: r.isbn13,
  year: r.year === null ? null : Number(r.year), authors: r.authors ?? [], inStock: Number(r.in_stock),
});
export type Hit = ReturnType<typeof toHit>;

const hitColumns = sql`
  m.id as mother_id, m.grandmother_id, m.title, g.title as work_title, m.isbn13, m.year,
  (select array_agg(n.name order by e.position, n.id) from property_edges e join property_nodes n on n.id = e.node_id
    where e.type_id = 2 and (e.grandmother_id = m.grandmother_id or e.mother_id = m.id)) as authors,
  (select count(*)::int from books b where b.mother_id = m.id and b.state = 'in_stock') as in_stock`;

/** Editions by ISBN-13 or ISBN-10 (both indexed; bpchar so the char(n) indexes are used). */
export async function editionsByIsbn(db: Db, isbn13: string, isbn10: string | null): Promise<Hit[]> {
  const rows = await queryRows<HitRow>(db, sql`
    select ${hitColumns} from mothers m join grandmothers g on g.id = m.grandmother_id
     where m.isbn13 = ${isbn13}::bpchar ${isbn10 ? sql`or m.isbn10 = ${isbn10}::bpchar` : sql``}
     order by m.id limit 20`);
  return rows.map(toHit);
}

/** Books without an ISBN: editions of works whose title contains the words (the works' trigram index), newest edition first. */
export async function editionsByTitle(db: Db, q: string): Promise<Hit[]> {
  const pattern = `%${q.toLowerCase().replace(/[%_\\]/g, ' ')}%`;
  const rows = await queryRows<HitRow>(db, sql`
    select ${hitColumns} from (
      select id, title from grandmothers where f_unaccent(lower(title)) like f_unaccent(${pattern}) order by id limit 30
    ) g join mothers m on m.grandmother_id = g.id
     order by m.isbn13 is null desc, g.id, m.id limit 30`);
  return rows.map(toHit);
}

/** Works of this exact title (accents and case aside) with an author of these names or ids: the duplicate check. */
export async function worksByTitleAndAuthor(db: Db, title: string, authorIds: readonly number[], authorNames: readonly string[]): Promise<Hit[]> {
  if (authorIds.length === 0 && authorNames.length === 0) return [];
  const ids = `{${authorIds.map((i) => Math.trunc(i)).join(',')}}`;
  const rows = await queryRows<HitRow>(db, sql`
    select ${hitColumns} from grandmothers g join mothers m on m.grandmother_id = g.id
     where f_unaccent(lower(g.title)) = f_unaccent(lower(${title}))
       and exists (select 1 from property_edges e join property_nodes n on n.id = e.node_id
                    where e.type_id = 2 and e.grandmother_id = g.id
                      and (n.id = any(${ids}::int[]) or f_unaccent(lower(n.name)) = any(select f_unaccent(lower(x)) from unnest(${`{${authorNames.map((n) => `"${n.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) x)))
     order by m.id limit 20`);
  return rows.map(toHit);
}

export async function nodeExists(db: Db, id: number, type: string): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from property_nodes where id = ${id} and type = ${type}`);
  return Number(row?.n ?? 0) > 0;
}

/** A node by name (accents and case aside), or a new one with a free slug. */
export async function findOrCreateNode(db: Db, type: 'author' | 'publisher' | 'series', name: string, slug: string): Promise<number> {
  const [found] = await queryRows<{ id: number }>(db, sql`select id from property_nodes where type = ${type} and f_unaccent(lower(name)) = f_unaccent(lower(${name})) order by id limit 1`);
  if (found) return Number(found.id);
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? slug : `${slug}-${attempt + 1}`;
    const [row] = await queryRows<{ id: number }>(db, sql`
      insert into property_nodes (type, name, slug) values (${type}, ${name}, ${candidate}) on conflict (type, slug) do nothing returning id`);
    if (row) return Number(row.id);
  }
  throw new Error(`no free slug for ${type} ${name}`);
}

export async function insertWork(db: Db, title: string, languageId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`insert into grandmothers (title, original_language_id) values (${title}, ${languageId}) returning id`);
  return Number(row!.id);
}

export async function workExists(db: Db, id: number): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from grandmothers where id = ${id}`);
  return Number(row?.n ?? 0) > 0;
}

export async function insertEdition(db: Db, e: {
  workId: number; title: string; subtitle: string | null; isbn13: string | null; isbn10: string | null; publisherNodeId: number | null;
  year: number | null; languageId: number; bindingId: number | null; pages: number | null;
}): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into mothers (grandmother_id, title, subtitle, isbn13, isbn10, publisher_node_id, year, language_id, binding_id, pages)
    values (${e.workId}, ${e.title}, ${e.subtitle}, ${e.isbn13}, ${e.isbn10}, ${e.publisherNodeId}, ${e.year}, ${e.languageId}, ${e.bindingId}, ${e.pages})
    returning id`);
  return Number(row!.id);
}

/** An edge node —type→ work or edition, unless it is there already. */
export async function addEdge(db: Db, typeId: 1 | 2 | 3 | 4, nodeId: number, target: { workId: number } | { editionId: number }, position: number): Promise<void> {
  const workId = 'workId' in target ? target.workId : null;
  const editionId = 'editionId' in target ? target.editionId : null;
  await db.execute(sql`
    insert into property_edges (type_id, node_id, grandmother_id, mother_id, position)
    select ${typeId}, ${nodeId}, ${workId}, ${editionId}, ${position}
     where not exists (select 1 from property_edges where type_id = ${typeId} and node_id = ${nodeId}
                        and grandmother_id is not distinct from ${workId}::int and mother_id is not distinct from ${editionId}::int)`);
}

/** ADR 0004: changes outside `books` refresh the search rows of the works they touch. */
export async function refreshSearch(db: Db, workIds: readonly number[]): Promise<void> {
  if (workIds.length === 0) return;
  await db.execute(sql`select book_search_refresh_grandmothers(${`{${workIds.map((i) => Math.trunc(i)).join(',')}}`}::int[])`);
}

export async function updateWork(db: Db, id: number, set: { title?: string; description?: string | null }): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update grandmothers set title = coalesce(${set.title ?? null}, title),
           description = case when ${set.description !== undefined} then ${set.description ?? null} else description end
     where id = ${id} returning id`);
  return rows.length > 0;
}

export async function updateEdition(db: Db, id: number, set: { title?: string; year?: number | null; pages?: number | null; bindingId?: number | null; languageId?: number }): Promise<number | null> {
  const has = (k: keyof typeof set) => k in set;
  const rows = await queryRows<{ grandmother_id: number }>(db, sql`
    update mothers set title = coalesce(${set.title ?? null}, title),
           year = case when ${has('year')} then ${set.year ?? null}::smallint else year end,
           pages = case when ${has('pages')} then ${set.pages ?? null}::int else pages end,
           binding_id = case when ${has('bindingId')} then ${set.bindingId ?? null}::smallint else binding_id end,
           language_id = coalesce(${set.languageId ?? null}::smallint, language_id)
     where id = ${id} returning grandmother_id`);
  return rows[0] ? Number(rows[0].grandmother_id) : null;
}

/** Every column that points at a work (grandmothers.id) or an author node (property_nodes.id), from the database's own foreign keys. */
export async function referencingColumns(db: Db, table: 'grandmothers' | 'property_nodes'): Promise<{ table: string; column: string }[]> {
  const rows = await queryRows<{ tbl: string; col: string }>(db, sql`
    select cl.relname as tbl, a.attname as col
      from pg_constraint c join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.contype = 'f' and c.confrelid = ${table}::regclass and cl.relname <> 'book_search'
     order by cl.relname, a.attname`);
  return rows.map((r) => ({ table: r.tbl, column: r.col }));
}

/**
 * Moves a column's rows from one id to another; rows that would then duplicate one the target has
 * already (a unique index) are dropped instead. One savepoint per table.
 */
export async function repoint(db: Db, table: string, column: string, fromId: number, toId: number): Promise<number> {
  const ident = sql.raw(`"${table.replace(/"/g, '')}"."${column.replace(/"/g, '')}"`);
  const tableIdent = sql.raw(`"${table.replace(/"/g, '')}"`);
  const colIdent = sql.raw(`"${column.replace(/"/g, '')}"`);
  try {
    return await db.transaction(async (sp) => {
      const rows = await queryRows<{ one: number }>(sp as unknown as Db, sql`update ${tableIdent} set ${colIdent} = ${toId} where ${ident} = ${fromId} returning 1 as one`);
      return rows.length;
    });
  } catch {
    const rows = await queryRows<{ one: number }>(db, sql`delete from ${tableIdent} where ${ident} = ${fromId} returning 1 as one`);
    return rows.length;
  }
}

/** Author edges of the same work twice after a merge: keep the first. */
export async function dedupeEdges(db: Db, nodeId: number): Promise<void> {
  await db.execute(sql`
    delete from property_edges e using property_edges d
     where e.node_id = ${nodeId} and d.node_id = ${nodeId} and e.type_id = d.type_id and e.id > d.id
       and e.grandmother_id is not distinct from d.grandmother_id and e.mother_id is not distinct from d.mother_id`);
}

export async function worksOfNode(db: Db, nodeId: number): Promise<number[]> {
  const rows = await queryRows<{ gid: number }>(db, sql`
    select distinct coalesce(e.grandmother_id, m.grandmother_id) as gid from property_edges e left join mothers m on m.id = e.mother_id where e.node_id = ${nodeId}`);
  return rows.map((r) => Number(r.gid));
}

export async function recordMerge(db: Db, kind: 'work' | 'author', fromId: number, toId: number, staffId: number | null, now: Date): Promise<void> {
  // Older merges into the merged record now lead to the target (no chains).
  await db.execute(sql`update catalogue_merges set to_id = ${toId} where kind = ${kind} and to_id = ${fromId}`);
  await db.execute(sql`insert into catalogue_merges (kind, from_id, to_id, actor_staff_id, at) values (${kind}, ${fromId}, ${toId}, ${staffId}, ${now.toISOString()})`);
}

export async function isMerged(db: Db, kind: 'work' | 'author', id: number): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalogue_merges where kind = ${kind} and from_id = ${id}`);
  return Number(row?.n ?? 0) > 0;
}

export async function deleteWork(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from grandmothers where id = ${id}`);
}

export async function markNodeMerged(db: Db, fromId: number, toId: number): Promise<void> {
  await db.execute(sql`update property_nodes set data = data || jsonb_build_object('mergedInto', ${toId}::int) where id = ${fromId}`);
}

/** The same node on the merged work twice (both works had the author): keep the first edge. */
export async function dedupeWorkEdges(db: Db, workId: number): Promise<void> {
  await db.execute(sql`
    delete from property_edges e using property_edges d
     where e.grandmother_id = ${workId} and d.grandmother_id = ${workId} and e.type_id = d.type_id and e.node_id = d.node_id and e.id > d.id`);
}

// ---------------------------------------------------------------- the staff pages (/admin/katalog)

type AuthorHitRow = { id: number; name: string; works: number; merged_into: number | null };
const toAuthorHit = (r: AuthorHitRow) => ({ id: Number(r.id), name: r.name, works: Number(r.works), mergedInto: r.merged_into === null ? null : Number(r.merged_into) });
const authorHitColumns = sql`n.id, n.name,
  (select count(distinct e.grandmother_id)::int from property_edges e where e.node_id = n.id and e.type_id = 2) as works,
  (select to_id from catalogue_merges cm where cm.kind = 'author' and cm.from_id = n.id) as merged_into`;

/** Authors by name words (the nodes' trigram index), or by id when the query is a number. */
export async function searchAuthors(db: Db, q: string): Promise<ReturnType<typeof toAuthorHit>[]> {
  const byId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const pattern = `%${q.toLowerCase().replace(/[%_\\]/g, ' ')}%`;
  const rows = await queryRows<AuthorHitRow>(db, sql`
    select ${authorHitColumns} from property_nodes n
     where n.type = 'author' and (${byId === null ? sql`f_unaccent(lower(n.name)) like f_unaccent(${pattern})` : sql`n.id = ${byId}`})
     order by n.name, n.id limit 30`);
  return rows.map(toAuthorHit);
}

export async function authorDetail(db: Db, id: number): Promise<(ReturnType<typeof toAuthorHit> & { translated: number }) | null> {
  const [row] = await queryRows<AuthorHitRow & { translated: number }>(db, sql`
    select ${authorHitColumns}, (select count(*)::int from property_edges e where e.node_id = n.id and e.type_id = 3) as translated
      from property_nodes n where n.id = ${id} and n.type = 'author'`);
  return row ? { ...toAuthorHit(row), translated: Number(row.translated) } : null;
}

export async function renameNode(db: Db, id: number, type: 'author' | 'category', name: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`update property_nodes set name = ${name} where id = ${id} and type = ${type} returning id`);
  return rows.length > 0;
}

/** A translated name of a node (only a translation that exists: its slug stays). */
export async function renameNodeTranslation(db: Db, id: number, locale: string, name: string): Promise<void> {
  await db.execute(sql`update property_node_translations set name = ${name} where node_id = ${id} and locale = ${locale}`);
}

/** Every category with its name in `locale` (else the default) and how many works it labels. */
export async function categories(db: Db, locale: string): Promise<{ id: number; name: string; defaultName: string; parentId: number | null; works: number }[]> {
  const rows = await queryRows<{ id: number; name: string; default_name: string; parent_id: number | null; works: number }>(db, sql`
    select n.id, coalesce(t.name, n.name) as name, n.name as default_name, n.parent_id,
           (select count(*)::int from property_edges e where e.node_id = n.id and e.type_id = 1) as works
      from property_nodes n left join property_node_translations t on t.node_id = n.id and t.locale = ${locale}
     where n.type = 'category' order by coalesce(t.name, n.name), n.id`);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, defaultName: r.default_name, parentId: r.parent_id === null ? null : Number(r.parent_id), works: Number(r.works) }));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return nodeExists(db, id, 'category');
}

export async function workDetail(db: Db, id: number, locale: string) {
  const [work] = await queryRows<{ id: number; title: string; description: string | null }>(db, sql`select id, title, description from grandmothers where id = ${id}`);
  if (!work) return null;
  const nodes = await queryRows<{ id: number; name: string; type_id: number }>(db, sql`
    select n.id, coalesce(t.name, n.name) as name, e.type_id from property_edges e join property_nodes n on n.id = e.node_id
      left join property_node_translations t on t.node_id = n.id and t.locale = ${locale}
     where e.grandmother_id = ${id} and e.type_id in (1, 2) order by e.type_id, e.position, n.id`);
  const editions = await queryRows<{ id: number; title: string; isbn13: string | null; year: number | null; pages: number | null; binding_id: number | null; language_id: number; copies: number }>(db, sql`
    select m.id, m.title, m.isbn13, m.year, m.pages, m.binding_id, m.language_id,
           (select count(*)::int from books b where b.mother_id = m.id and b.state = 'in_stock') as copies
      from mothers m where m.grandmother_id = ${id} order by m.id limit 200`);
  const pick = (type: number) => nodes.filter((n) => Number(n.type_id) === type).map((n) => ({ id: Number(n.id), name: n.name }));
  return {
    id: Number(work.id), title: work.title, description: work.description, authors: pick(2), categories: pick(1),
    editions: editions.map((e) => ({
      id: Number(e.id), title: e.title, isbn13: e.isbn13, year: e.year === null ? null : Number(e.year), pages: e.pages === null ? null : Number(e.pages),
      bindingId: e.binding_id === null ? null : Number(e.binding_id), languageId: Number(e.language_id), copies: Number(e.copies),
    })),
  };
}

/** How many rows a merge would move: per referencing column, the rows that point at `fromId` now. */
export async function countReferences(db: Db, table: string, column: string, fromId: number): Promise<number> {
  const ident = sql.raw(`"${table.replace(/"/g, '')}"."${column.replace(/"/g, '')}"`);
  const tableIdent = sql.raw(`"${table.replace(/"/g, '')}"`);
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${tableIdent} where ${ident} = ${fromId}`);
  return Number(row?.n ?? 0);
}

export async function workTitle(db: Db, id: number): Promise<string | null> {
  const [row] = await queryRows<{ title: string }>(db, sql`select title from grandmothers where id = ${id}`);
  return row?.title ?? null;
}
