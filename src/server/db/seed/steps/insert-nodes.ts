import type { Db } from '../../client';
import type { CatalogueNodes } from '../catalogue/catalogue-nodes';
import { makeAuthor, makeTranslator, type PropertyNodeRecord } from '../catalogue/people';
import { BulkInserter } from '../sql/bulk-insert';
import { ALL_LOCALES, TEXT_LANGS } from '../vocab/text-languages';

export interface NodeCounts {
  categories: number;
  series: number;
  publishers: number;
  authors: number;
  translators: number;
  nodeTranslations: number;
}

/** Categories and series (with per-locale names and slugs), publishers, authors, translators. */
export async function insertCatalogueNodes(db: Db, seed: number, nodes: CatalogueNodes, currentYear: number, chunkSize: number): Promise<NodeCounts> {
  const nodeRows = new BulkInserter(db, 'property_nodes', [
    ['id', 'int4'], ['type', 'text'], ['name', 'text'], ['slug', 'text'], ['parent_id', 'int4'], ['data', 'jsonb'],
  ], chunkSize);
  const translations = new BulkInserter(db, 'property_node_translations', [
    ['node_id', 'int4'], ['locale', 'text'], ['name', 'text'], ['slug', 'text'],
  ], chunkSize);
  const pushNode = async (n: PropertyNodeRecord) => {
    if (nodeRows.push([n.id, n.type, n.name, n.slug, n.parentId, JSON.stringify(n.data)])) await nodeRows.flush();
  };

  nodes.categories.forEach((c, position) => {
    nodeRows.push([c.id, 'category', c.names.en, c.slug, c.parentId, JSON.stringify({ key: c.key, position })]);
    for (const locale of ALL_LOCALES) translations.push([c.id, locale, c.names[locale], c.slugs[locale]]);
  });
  for (const s of nodes.series) {
    nodeRows.push([s.id, 'series', s.def.names.en, s.slug, null, JSON.stringify({ key: s.def.key, categoryKey: s.def.kind })]);
    for (const locale of ALL_LOCALES) translations.push([s.id, locale, s.names[locale], s.slugs[locale]]);
  }
  for (const p of nodes.publisherRecords) await pushNode(p);

  let authors = 0;
  let translators = 0;
  for (const lang of TEXT_LANGS) {
    const pool = nodes.authorPools[lang];
    for (let id = pool.firstId; id < pool.firstId + pool.size; id++, authors++) await pushNode(makeAuthor(seed, id, lang, currentYear));
  }
  for (const lang of TEXT_LANGS) {
    const pool = nodes.translatorPools[lang];
    for (let id = pool.firstId; id < pool.firstId + pool.size; id++, translators++) await pushNode(makeTranslator(seed, id, lang));
  }
  await nodeRows.flush();
  await translations.flush();
  return {
    categories: nodes.categories.length, series: nodes.series.length, publishers: nodes.publisherRecords.length,
    authors, translators, nodeTranslations: translations.total,
  };
}
