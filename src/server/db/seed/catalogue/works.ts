import { EDGE_TYPE } from '../../schema';
import { makeIsbnPair } from '../isbn';
import { rngFor, type Rng } from '../prng';
import { BLURBS } from '../vocab/blurbs';
import { TEXT_LANG_ID, type TextLang } from '../vocab/text-languages';
import { BINDING, BOOK_KINDS, type BookKind } from './book-kinds';
import type { CategoryNode } from './category-nodes';
import type { CatalogueNodes, IdPool } from './catalogue-nodes';
import { ORIGINAL_LANGUAGE_WEIGHTS } from './plan';
import { generateWorkTitle, renderTitle, type WorkTitle } from './title-spec';

export interface WorkGroupRecord {
  id: number;
  title: string;
}

export interface WorkRowRecord {
  id: number;
  workGroupId: number | null;
  title: string;
  originalLanguageId: number;
  description: string | null;
  /** The description's language: the first edition's, like its blurb. */
  descriptionLanguageId: number | null;
  /** numeric(3,2) as text, e.g. "4.25". */
  ratingAvg: string | null;
  ratingCount: number;
}

export interface EditionRecord {
  id: number;
  workId: number;
  title: string;
  subtitle: string | null;
  isbn13: string | null;
  isbn10: string | null;
  publisherNodeId: number;
  year: number;
  languageId: number;
  bindingId: number;
  pages: number;
  /** How many copies of this edition the shop will hold. */
  copies: number;
  /** Price of an as-new copy in whole CZK; copies derive theirs from it. */
  basePriceCzk: number;
}

export interface EdgeRecord {
  typeId: number;
  nodeId: number;
  workId: number | null;
  editionId: number | null;
  position: number;
}

export interface WorkRecord {
  greatGrandmother: WorkGroupRecord | null;
  grandmother: WorkRowRecord;
  editions: EditionRecord[];
  edges: EdgeRecord[];
  categoryId: number;
  authorIds: number[];
}

const CHILDREN_KINDS = new Set(['pictureBooks', 'fairyTales', 'childrensFiction', 'youngAdult', 'kidsEncyclopedias']);
const PRE_ISBN_YEAR = 1972;

interface SeriesState {
  lang: TextLang;
  authorId: number;
  volumes: number;
}

interface PlannedEdition {
  lang: TextLang;
  kind: 'original' | 'reprint' | 'translation';
}

/**
 * Streams works (grandmothers) with their editions (mothers) and graph edges until the
 * editions' copy counts add up to exactly `books`. Sequential state (ISBN item numbers per
 * publisher, series volumes) makes the stream deterministic for a given seed and size.
 */
export class WorkGenerator {
  private copiesLeft: number;
  private nextWorkId = 1;
  private nextEditionId = 1;
  private nextGreatGrandmotherId = 1;
  private readonly isbnItems = new Map<number, number>();
  private readonly seriesState = new Map<number, SeriesState>();
  private readonly leafWeights: ReadonlyArray<readonly [CategoryNode, number]>;
  private readonly popularityCap: number;

  constructor(
    private readonly seed: number,
    private readonly nodes: CatalogueNodes,
    books: number,
    private readonly currentYear: number,
  ) {
    this.copiesLeft = books;
    this.leafWeights = nodes.leafCategories.map((c) => [c, c.weight] as const);
    // Bestsellers hold dozens of copies in a big shop; tiny catalogues (tests) keep many titles.
    this.popularityCap = Math.min(80, Math.max(3, Math.round(Math.sqrt(books) / 3)));
  }

  *works(): Generator<WorkRecord> {
    while (this.copiesLeft > 0) yield this.nextWork();
  }

  private nextWork(): WorkRecord {
    const id = this.nextWorkId++;
    const rng = rngFor(this.seed, 'work', id);
    const category = rng.weighted(this.leafWeights);
    const kind = BOOK_KINDS[category.key];

    const seriesCandidates = this.nodes.series.filter((s) => s.def.kind === category.key);
    let series = seriesCandidates.length > 0 && rng.chance(0.18) ? rng.pick(seriesCandidates) : null;
    if (series && (this.seriesState.get(series.id)?.volumes ?? 0) >= series.def.maxVolumes) series = null;
    const state = series ? this.seriesState.get(series.id) : undefined;
    // A saga keeps its author and language; a publisher's series mixes them.
    const saga = series?.def.byOneAuthor && state ? state : undefined;

    const origin: TextLang = saga?.lang
      ?? (category.key === 'czechSlovakHistory' ? rng.weighted<TextLang>([['cs', 75], ['sk', 25]]) : rng.weighted(ORIGINAL_LANGUAGE_WEIGHTS));
    const authorIds = saga ? [saga.authorId] : this.pickAuthors(rng, origin, kind);
    const firstYear = this.firstPublicationYear(rng, authorIds[0]);
    const title = generateWorkTitle(rng, category.key, origin);

    const edges: EdgeRecord[] = [];
    authorIds.forEach((nodeId, position) => edges.push({ typeId: EDGE_TYPE.writes, nodeId, workId: id, editionId: null, position }));
    edges.push({ typeId: EDGE_TYPE.labels, nodeId: category.id, workId: id, editionId: null, position: 0 });
    if (rng.chance(0.1)) {
      const siblings = this.nodes.leafCategories.filter((c) => c.parentId === category.parentId && c.id !== category.id);
      if (siblings.length > 0) edges.push({ typeId: EDGE_TYPE.labels, nodeId: rng.pick(siblings).id, workId: id, editionId: null, position: 1 });
    }
    if (series) {
      const volumes = (state?.volumes ?? 0) + 1;
      this.seriesState.set(series.id, { lang: state?.lang ?? origin, authorId: state?.authorId ?? authorIds[0], volumes });
      edges.push({ typeId: EDGE_TYPE.comprises, nodeId: series.id, workId: id, editionId: null, position: volumes });
    }

    // Zipf-like: most works have a copy or two, a few have dozens; old works are rarer.
    const popularity = Math.max(1, Math.round(rng.pareto(1.3, this.popularityCap) / (firstYear < 1970 ? 3 : 1)));
    const editions: EditionRecord[] = [];
    const planned = this.planEditions(rng, origin, kind);
    for (let i = 0; i < planned.length && this.copiesLeft > 0; i++) {
      const wanted = i === 0 ? popularity : Math.max(1, Math.round(popularity * (0.15 + 0.5 * rng.next())));
      const copies = Math.min(wanted, this.copiesLeft);
      this.copiesLeft -= copies;
      const edition = this.makeEdition(rng, id, planned[i], i, title, kind, firstYear, copies);
      editions.push(edition);
      if (planned[i].lang !== origin) {
        const translator = pickFromPool(rng, this.nodes.translatorPools[planned[i].lang], 1.5);
        edges.push({ typeId: EDGE_TYPE.translates, nodeId: translator, workId: null, editionId: edition.id, position: 0 });
      }
    }

    const languages = new Set(planned.slice(0, editions.length).map((p) => p.lang));
    const greatGrandmother = languages.size > 1
      ? { id: this.nextGreatGrandmotherId++, title: renderTitle(title.spec, origin) }
      : null;
    const firstLang = planned[0].lang;
    const rated = rng.chance(0.4);
    const grandmother: WorkRowRecord = {
      id,
      workGroupId: greatGrandmother?.id ?? null,
      title: editions[0].title,
      originalLanguageId: TEXT_LANG_ID[origin],
      ...(rng.chance(0.7)
        ? { description: describe(rng, category.key, kind, firstLang), descriptionLanguageId: TEXT_LANG_ID[firstLang] }
        : { description: null, descriptionLanguageId: null }),
      ratingAvg: rated ? (3 + 2 * Math.pow(rng.next(), 0.7)).toFixed(2) : null,
      ratingCount: rated ? rng.pareto(1.1, 400) : 0,
    };
    return { greatGrandmother, grandmother, editions, edges, categoryId: category.id, authorIds };
  }

  private pickAuthors(rng: Rng, lang: TextLang, kind: BookKind): number[] {
    const pool = this.nodes.authorPools[lang];
    const first = pickFromPool(rng, pool, 1.8);
    if (pool.size > 1 && rng.chance(kind.style === 'literary' ? 0.05 : 0.2)) {
      const second = pickFromPool(rng, pool, 1.2);
      if (second !== first) return [first, second];
    }
    return [first];
  }

  /** A year in the author's working life (from 22 to at most 80 years of age). */
  private firstPublicationYear(rng: Rng, authorId: number): number {
    const i = authorId - this.nodes.firstAuthorId;
    const born = this.nodes.authorBirthYear[i];
    const died = this.nodes.authorDeathYear[i] || this.currentYear;
    const from = Math.min(born + 22, this.currentYear);
    const to = Math.max(from, Math.min(died, born + 80, this.currentYear));
    return from + Math.floor((to - from + 1) * rng.next());
  }

  private planEditions(rng: Rng, origin: TextLang, kind: BookKind): PlannedEdition[] {
    const out: PlannedEdition[] = [];
    const add = (lang: TextLang, k: PlannedEdition['kind']) => {
      if (out.length < 6) out.push({ lang, kind: k });
    };
    if (origin === 'cs' || origin === 'sk') {
      add(origin, 'original');
      if (rng.chance(0.3)) add(origin, 'reprint');
      if (rng.chance(0.12)) add(origin, 'reprint');
      if (rng.chance(kind.translatable * 0.35)) {
        if (rng.chance(0.7)) add(origin === 'cs' ? 'sk' : 'cs', 'translation');
        if (rng.chance(0.3)) add('de', 'translation');
        if (rng.chance(0.3)) add('en', 'translation');
        if (rng.chance(0.1)) add(rng.pick<TextLang>(['fr', 'es', 'it', 'nl']), 'translation');
      }
    } else {
      const keepsOriginal = rng.chance(origin === 'en' ? 0.55 : origin === 'de' ? 0.6 : 0.35);
      if (keepsOriginal) {
        add(origin, 'original');
        if (rng.chance(0.12)) add(origin, 'reprint');
      }
      if (!keepsOriginal || rng.chance(kind.translatable)) {
        if (!keepsOriginal || rng.chance(0.85)) add('cs', 'translation');
        if (rng.chance(0.25)) add('sk', 'translation');
        if (origin !== 'de' && rng.chance(0.2)) add('de', 'translation');
        if (origin !== 'en' && rng.chance(0.2)) add('en', 'translation');
        if (rng.chance(0.08)) add('cs', 'reprint');
      }
    }
    if (out.length === 0) add('cs', 'translation');
    return out;
  }

  private makeEdition(
    rng: Rng, workId: number, plan: PlannedEdition, index: number, title: WorkTitle,
    kind: BookKind, firstYear: number, copies: number,
  ): EditionRecord {
    const id = this.nextEditionId++;
    const delay = plan.kind === 'original' ? 0 : plan.kind === 'translation' ? rng.int(1, 12) : rng.int(3, 25);
    let year = firstYear + (index === 0 && plan.kind === 'original' ? 0 : delay);
    if (year > this.currentYear) year = firstYear + Math.floor((this.currentYear - firstYear + 1) * rng.next());
    const publishers = this.nodes.publishers[plan.lang];
    const publisher = publishers[Math.min(publishers.length - 1, Math.floor(publishers.length * Math.pow(rng.next(), 1.4)))];
    let isbn13: string | null = null;
    let isbn10: string | null = null;
    if (year >= PRE_ISBN_YEAR) {
      const item = this.isbnItems.get(publisher.id) ?? 0;
      this.isbnItems.set(publisher.id, item + 1);
      // A stride coprime to 100 000 spreads item numbers like real ones while keeping them unique.
      const pair = makeIsbnPair(publisher.isbnGroup, publisher.isbnRegistrant, (item * 7919 + publisher.id * 104_729) % 100_000);
      if (pair) ({ isbn13, isbn10 } = pair);
    }
    const bindingId = rng.weighted(kind.bindings);
    const pages = Math.round(rng.int(kind.pages[0], kind.pages[1]) / 8) * 8 || 8;
    let basePriceCzk = rng.int(kind.priceCzk[0], kind.priceCzk[1]);
    if (bindingId === BINDING.hardcover) basePriceCzk *= 1.1;
    if (bindingId === BINDING.leather) basePriceCzk *= 1.8;
    if (year < 1960) basePriceCzk *= 1.35;
    return {
      id, workId, title: renderTitle(title.spec, plan.lang), subtitle: title.subtitle?.[plan.lang] ?? null,
      isbn13, isbn10, publisherNodeId: publisher.id, year, languageId: TEXT_LANG_ID[plan.lang], bindingId, pages,
      copies, basePriceCzk: Math.round(basePriceCzk),
    };
  }
}

function pickFromPool(rng: Rng, pool: IdPool, skew: number): number {
  return pool.firstId + rng.skewedIndex(pool.size, skew);
}

function describe(rng: Rng, kindKey: string, kind: BookKind, lang: TextLang): string {
  const group = CHILDREN_KINDS.has(kindKey) ? 'children' : kind.style === 'literary' ? 'fiction' : 'nonfiction';
  const sentences = BLURBS[group];
  const a = rng.int(0, sentences.length - 1);
  const b = (a + rng.int(1, sentences.length - 1)) % sentences.length;
  return `${sentences[a][lang]} ${sentences[b][lang]}`;
}
