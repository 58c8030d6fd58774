import type { Db } from '../../client';
import type { EditionFacts } from '../catalogue/copies';
import type { WorkGenerator } from '../catalogue/works';
import { BulkInserter } from '../sql/bulk-insert';

export interface WorksResult {
  counts: { greatGrandmothers: number; grandmothers: number; mothers: number; edges: number; mothersWithIsbn: number; translatedEditions: number };
  /** Facts per mother id, for pricing and linking copies. */
  editions: EditionFacts;
  /** Primary category and first author per grandmother id (for summary samples). */
  grandmotherCategory: Int32Array;
  grandmotherAuthor: Int32Array;
  sampleIsbn: { editionId: number; workId: number; isbn13: string; isbn10: string } | null;
  firstSeriesId: number | null;
}

/**
 * Streams works from the generator into great_grandmothers, grandmothers, mothers and
 * property_edges, flushing all four (in foreign-key order) whenever a buffer fills.
 * `editionCreatedAt` dates an edition (its first copy's arrival); a work dates from its
 * earliest edition.
 */
export async function insertWorks(
  db: Db, generator: WorkGenerator, books: number, chunkSize: number, editionCreatedAt: (editionId: number) => Date,
): Promise<WorksResult> {
  const ggms = new BulkInserter(db, 'great_grandmothers', [['id', 'int4'], ['title', 'text'], ['created_at', 'timestamptz']], chunkSize);
  const gms = new BulkInserter(db, 'grandmothers', [
    ['id', 'int4'], ['great_grandmother_id', 'int4'], ['title', 'text'], ['original_language_id', 'int2'],
    ['description', 'text'], ['description_language_id', 'int2'], ['rating_avg', 'numeric'], ['rating_count', 'int4'], ['created_at', 'timestamptz'],
  ], chunkSize);
  const mothers = new BulkInserter(db, 'mothers', [
    ['id', 'int4'], ['grandmother_id', 'int4'], ['title', 'text'], ['subtitle', 'text'], ['isbn13', 'text'], ['isbn10', 'text'],
    ['publisher_node_id', 'int4'], ['year', 'int2'], ['language_id', 'int2'], ['binding_id', 'int2'], ['pages', 'int4'], ['created_at', 'timestamptz'],
  ], chunkSize);
  const edges = new BulkInserter(db, 'property_edges', [
    ['type_id', 'int2'], ['node_id', 'int4'], ['grandmother_id', 'int4'], ['mother_id', 'int4'], ['position', 'int2'],
  ], chunkSize);
  const flushAll = async () => {
    await ggms.flush();
    await gms.flush();
    await mothers.flush();
    await edges.flush();
  };

  // At most one edition and one work per copy, so `books + 1` slots index every id.
  const editions: EditionFacts = {
    workId: new Int32Array(books + 1), basePriceCzk: new Int32Array(books + 1), year: new Int16Array(books + 1),
  };
  const grandmotherCategory = new Int32Array(books + 1);
  const grandmotherAuthor = new Int32Array(books + 1);
  let editionsWithIsbn = 0;
  let translatedEditions = 0;
  let sampleIsbn: WorksResult['sampleIsbn'] = null;
  let firstSeriesId: number | null = null;

  for (const work of generator.works()) {
    const g = work.grandmother;
    let workCreatedAt = Infinity;
    for (const e of work.editions) {
      const createdAt = editionCreatedAt(e.id);
      workCreatedAt = Math.min(workCreatedAt, createdAt.getTime());
      mothers.push([e.id, e.workId, e.title, e.subtitle, e.isbn13, e.isbn10, e.publisherNodeId, e.year, e.languageId, e.bindingId, e.pages, createdAt.toISOString()]);
      editions.workId[e.id] = e.workId;
      editions.basePriceCzk[e.id] = e.basePriceCzk;
      editions.year[e.id] = e.year;
      if (e.isbn13 && e.isbn10) {
        editionsWithIsbn++;
        sampleIsbn ??= { editionId: e.id, workId: e.workId, isbn13: e.isbn13, isbn10: e.isbn10 };
      }
      if (e.languageId !== g.originalLanguageId) translatedEditions++;
    }
    const created = new Date(workCreatedAt).toISOString();
    // A great-grandmother groups exactly one generated work, so it dates from that work.
    if (work.greatGrandmother) ggms.push([work.greatGrandmother.id, work.greatGrandmother.title, created]);
    gms.push([g.id, g.workGroupId, g.title, g.originalLanguageId, g.description, g.descriptionLanguageId, g.ratingAvg, g.ratingCount, created]);
    grandmotherCategory[g.id] = work.categoryId;
    grandmotherAuthor[g.id] = work.authorIds[0];
    for (const edge of work.edges) {
      edges.push([edge.typeId, edge.nodeId, edge.workId, edge.editionId, edge.position]);
      if (edge.typeId === 4) firstSeriesId ??= edge.nodeId;
    }
    if (gms.pending >= chunkSize || mothers.pending >= chunkSize || edges.pending >= chunkSize) await flushAll();
  }
  await flushAll();

  return {
    counts: {
      greatGrandmothers: ggms.total, grandmothers: gms.total, mothers: mothers.total, edges: edges.total,
      mothersWithIsbn: editionsWithIsbn, translatedEditions,
    },
    editions, grandmotherCategory, grandmotherAuthor, sampleIsbn, firstSeriesId,
  };
}
