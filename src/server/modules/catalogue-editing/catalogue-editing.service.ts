import { z } from 'zod';
import {
  authorPatchBody, categoryPatchBody, editionCreateBody, editionPatchBody, mergeBody, workPatchBody,
  type AuthorDetail, type AuthorHit, type CategoryItem, type IdentifyResponse, type MergePreview, type WorkDetail,
} from '@/contracts/intake';
import { parseIsbn, compactIsbn } from '@/lib/isbn';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import * as repo from './catalogue-editing.repository';

/**
 * Catalogue editing for staff (issue 15 item 2, docs/adr/0028): identify a book by ISBN or title,
 * create an edition (and its work) with the property graph (SPEC §3: labels=1 category → work,
 * writes=2 author → work, translates=3 translator → edition, comprises=4 series → work; the
 * publisher is the edition's publisher node), duplicate detection, edits, merges. Every change
 * refreshes the search rows of the works it touches (ADR 0004) in the same transaction.
 */
type Ctx = Pick<RequestContext, 'db' | 'now' | 'staff'>;
const tx = <T,>(ctx: Ctx, run: (db: Db) => Promise<T>): Promise<T> => ctx.db.transaction((t) => run(t as unknown as Db));

export async function identify(ctx: Ctx, query: { isbn?: string; q?: string }): Promise<IdentifyResponse> {
  if (query.isbn) {
    const parsed = parseIsbn(query.isbn);
    if (!parsed) return { isbn13: compactIsbn(query.isbn), valid: false, items: [] };
    return { isbn13: parsed.isbn13, valid: true, items: await repo.editionsByIsbn(ctx.db, parsed.isbn13, parsed.isbn10) };
  }
  if (query.q) return { isbn13: null, valid: true, items: await repo.editionsByTitle(ctx.db, query.q) };
  throw new AppError('VALIDATION_FAILED', 'isbn or q expected');
}

export function slugify(text: string): string {
  const slug = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return slug || 'x';
}

type NodeRef = { id: number } | { name: string };
async function nodeId(db: Db, type: 'author' | 'publisher' | 'series', ref: NodeRef, path: string): Promise<number> {
  if ('id' in ref) {
    if (!(await repo.nodeExists(db, ref.id, type))) throw new AppError('INVALID_FIELDS', `No ${type} ${ref.id}`, [{ path, message: `Unknown ${type}` }]);
    return ref.id;
  }
  return repo.findOrCreateNode(db, type, ref.name, slugify(ref.name));
}

/** A new edition (of an existing work, or of a new one): 409 DUPLICATE_EDITION when the ISBN is known, or a work of this title and author exists (unless told to go on). */
export async function createEdition(ctx: Ctx, input: z.input<typeof editionCreateBody>): Promise<{ editionId: number; workId: number }> {
  const body = editionCreateBody.parse(input);
  let isbn: { isbn13: string; isbn10: string | null } | null = null;
  if (body.isbn) {
    isbn = parseIsbn(body.isbn);
    if (!isbn) throw new AppError('INVALID_FIELDS', 'The ISBN is not valid', [{ path: 'isbn', message: 'Invalid ISBN' }]);
  }
  return tx(ctx, async (db) => {
    if (isbn) {
      const same = await repo.editionsByIsbn(db, isbn.isbn13, isbn.isbn10);
      if (same.length > 0) throw new AppError('DUPLICATE_EDITION', `An edition with ISBN ${isbn.isbn13} exists`, { reason: 'ISBN', items: same });
    }
    if (body.workId === undefined && !body.ignoreDuplicates) {
      const ids = body.authors.flatMap((a) => ('id' in a ? [a.id] : []));
      const names = body.authors.flatMap((a) => ('name' in a ? [a.name] : []));
      const same = await repo.worksByTitleAndAuthor(db, body.title, ids, names);
      if (same.length > 0) throw new AppError('DUPLICATE_EDITION', `A work "${body.title}" by this author exists`, { reason: 'TITLE_AUTHOR', items: same });
    }
    let workId = body.workId;
    if (workId !== undefined && !(await repo.workExists(db, workId))) throw new AppError('INVALID_FIELDS', 'No such work', [{ path: 'workId', message: 'Unknown work' }]);
    workId ??= await repo.insertWork(db, body.title, body.languageId);
    const publisherNodeId = body.publisher ? await nodeId(db, 'publisher', body.publisher, 'publisher') : null;
    const editionId = await repo.insertEdition(db, {
      workId, title: body.title, subtitle: body.subtitle ?? null, isbn13: isbn?.isbn13 ?? null, isbn10: isbn?.isbn10 ?? null, publisherNodeId,
      year: body.year ?? null, languageId: body.languageId, bindingId: body.bindingId ?? null, pages: body.pages ?? null,
    });
    for (const [i, a] of body.authors.entries()) await repo.addEdge(db, 2, await nodeId(db, 'author', a, `authors.${i}`), { workId }, i);
    for (const [i, t] of body.translators.entries()) await repo.addEdge(db, 3, await nodeId(db, 'author', t, `translators.${i}`), { editionId }, i);
    for (const [i, c] of body.categories.entries()) {
      if (!(await repo.nodeExists(db, c.id, 'category'))) throw new AppError('INVALID_FIELDS', `No category ${c.id}`, [{ path: `categories.${i}`, message: 'Unknown category' }]);
      await repo.addEdge(db, 1, c.id, { workId }, i);
    }
    if (body.series) await repo.addEdge(db, 4, await nodeId(db, 'series', body.series, 'series'), { workId }, 0);
    await repo.refreshSearch(db, [workId]);
    return { editionId, workId };
  });
}

export async function patchWork(ctx: Ctx, id: number, body: z.infer<typeof workPatchBody>): Promise<void> {
  await tx(ctx, async (db) => {
    if (!(await repo.updateWork(db, id, body))) throw notFound('Work');
    await repo.refreshSearch(db, [id]);
  });
}

export async function patchEdition(ctx: Ctx, id: number, body: z.infer<typeof editionPatchBody>): Promise<void> {
  await tx(ctx, async (db) => {
    const workId = await repo.updateEdition(db, id, body);
    if (workId === null) throw notFound('Edition');
    await repo.refreshSearch(db, [workId]);
  });
}

/** Columns that stay with the merged author node: its own translations and tree. */
const AUTHOR_KEEP = new Set(['property_node_translations.node_id', 'property_nodes.parent_id']);

/**
 * Merges two works (editions, copies, edges, reviews, wishlists … move; the old work is deleted
 * and its id answers with the new one in the `/ref` lookups) or two authors (every edge moves; the
 * old node stays as a pointer). Recorded in catalogue_merges.
 */
export async function merge(ctx: Ctx, body: z.infer<typeof mergeBody>): Promise<{ kind: 'work' | 'author'; fromId: number; toId: number; moved: number }> {
  if (body.fromId === body.toId) throw new AppError('MERGE_CONFLICT', 'A record cannot be merged into itself', { reason: 'SAME' });
  return tx(ctx, async (db) => {
    if (await repo.isMerged(db, body.kind, body.toId)) throw new AppError('MERGE_CONFLICT', 'The target was merged away', { reason: 'TARGET_MERGED' });
    let moved = 0;
    if (body.kind === 'work') {
      if (!(await repo.workExists(db, body.fromId)) || !(await repo.workExists(db, body.toId))) throw notFound('Work');
      for (const { table, column } of await repo.referencingColumns(db, 'grandmothers')) moved += await repo.repoint(db, table, column, body.fromId, body.toId);
      await repo.dedupeWorkEdges(db, body.toId);
      await repo.recordMerge(db, 'work', body.fromId, body.toId, ctx.staff?.id ?? null, ctx.now);
      await repo.deleteWork(db, body.fromId);
      await repo.refreshSearch(db, [body.toId]);
    } else {
      if (!(await repo.nodeExists(db, body.fromId, 'author')) || !(await repo.nodeExists(db, body.toId, 'author'))) throw notFound('Author');
      const touched = await repo.worksOfNode(db, body.fromId);
      for (const { table, column } of await repo.referencingColumns(db, 'property_nodes')) {
        if (!AUTHOR_KEEP.has(`${table}.${column}`)) moved += await repo.repoint(db, table, column, body.fromId, body.toId);
      }
      await repo.dedupeEdges(db, body.toId);
      await repo.recordMerge(db, 'author', body.fromId, body.toId, ctx.staff?.id ?? null, ctx.now);
      await repo.markNodeMerged(db, body.fromId, body.toId);
      await repo.refreshSearch(db, touched);
    }
    return { kind: body.kind, fromId: body.fromId, toId: body.toId, moved };
  });
}

// ---------------------------------------------------------------- the staff pages (/admin/katalog)

export async function searchAuthors(ctx: Ctx, q: string | undefined): Promise<{ items: AuthorHit[] }> {
  return { items: q ? await repo.searchAuthors(ctx.db, q) : [] };
}

export async function authorDetail(ctx: Ctx, id: number): Promise<AuthorDetail> {
  const found = await repo.authorDetail(ctx.db, id);
  if (!found) throw notFound('Author');
  return found;
}

export async function workDetail(ctx: Ctx, id: number, locale: string): Promise<WorkDetail> {
  const found = await repo.workDetail(ctx.db, id, locale);
  if (!found) throw notFound('Work');
  return found;
}

export async function listCategories(ctx: Ctx, locale: string): Promise<{ items: CategoryItem[] }> {
  return { items: await repo.categories(ctx.db, locale) };
}

/** Renames an author; the search rows of their works follow (author names are in the search text). */
export async function patchAuthor(ctx: Ctx, id: number, body: z.infer<typeof authorPatchBody>): Promise<void> {
  await tx(ctx, async (db) => {
    if (!(await repo.renameNode(db, id, 'author', body.name))) throw notFound('Author');
    await repo.refreshSearch(db, await repo.worksOfNode(db, id));
  });
}

/** Renames a category (its default name, its translations); the listing reads names from the nodes, the search text has none. */
export async function patchCategory(ctx: Ctx, id: number, body: z.infer<typeof categoryPatchBody>): Promise<void> {
  await tx(ctx, async (db) => {
    if (!(await repo.categoryExists(db, id))) throw notFound('Category');
    if (body.name) await repo.renameNode(db, id, 'category', body.name);
    for (const t of body.translations ?? []) await repo.renameNodeTranslation(db, id, t.locale, t.name);
  });
}

/** What a merge would do, before it is confirmed: both records and the rows that would move, per table. */
export async function mergePreview(ctx: Ctx, body: z.infer<typeof mergeBody>): Promise<MergePreview> {
  if (body.fromId === body.toId) throw new AppError('MERGE_CONFLICT', 'A record cannot be merged into itself', { reason: 'SAME' });
  const db = ctx.db;
  if (await repo.isMerged(db, body.kind, body.toId)) throw new AppError('MERGE_CONFLICT', 'The target was merged away', { reason: 'TARGET_MERGED' });
  let from: string | null;
  let to: string | null;
  if (body.kind === 'work') {
    [from, to] = [await repo.workTitle(db, body.fromId), await repo.workTitle(db, body.toId)];
    if (from === null || to === null) throw notFound('Work');
  } else {
    const [a, b] = [await repo.authorDetail(db, body.fromId), await repo.authorDetail(db, body.toId)];
    if (!a || !b) throw notFound('Author');
    if (a.mergedInto !== null) throw new AppError('MERGE_CONFLICT', 'This author was merged already', { reason: 'SOURCE_MERGED' });
    [from, to] = [a.name, b.name];
  }
  const moves: MergePreview['moves'] = [];
  for (const { table, column } of await repo.referencingColumns(db, body.kind === 'work' ? 'grandmothers' : 'property_nodes')) {
    if (body.kind === 'author' && AUTHOR_KEEP.has(`${table}.${column}`)) continue;
    const rows = await repo.countReferences(db, table, column, body.fromId);
    if (rows > 0) moves.push({ table: `${table}.${column}`, rows });
  }
  return { kind: body.kind, from: { id: body.fromId, name: from }, to: { id: body.toId, name: to }, moves, total: moves.reduce((n, m) => n + m.rows, 0) };
}
