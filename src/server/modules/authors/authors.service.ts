import type { Locale } from '@/i18n/locales';
import {
  AUTHOR_BOOKS_PAGE_SIZE, AUTHOR_WORKS_PAGE_SIZE,
  type AuthorInclude, type AuthorProfile, type AuthorResponse, type AuthorTimelineResponse, type WorkSummary,
} from '@/contracts/authors';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { bookTilesByIds } from '../catalogue';
import {
  countAuthorWorks, findAuthorCopyIds, mergedAuthorTarget, findAuthorNode, findAuthorWorksChronological, findAuthorWorksForShelf, type AuthorNodeRow,
} from './authors.repository';
import { pickBiography, shortenBiography, yearOf } from './biography';
import { pageInfo, pageSlice } from '../../http/paging';
import { toWorkSummary } from './work-summary';

/** A timeline longer than this is a data problem, not a reading list: it is cut rather than paged. */
const TIMELINE_MAX_WORKS = 2000;

function nodeData(row: AuthorNodeRow): Record<string, unknown> {
  if (typeof row.data === 'string') return JSON.parse(row.data) as Record<string, unknown>;
  return row.data ?? {};
}

async function loadProfile(db: Db, id: number, locale: Locale): Promise<AuthorProfile> {
  const node = await findAuthorNode(db, id);
  if (!node) throw notFound('Author');
  const data = nodeData(node);
  if (data.mergedInto !== undefined) {
    // Merged away (catalogue editing): the pages redirect to the surviving author.
    const target = await mergedAuthorTarget(db, id);
    if (target !== null) throw new AppError('AUTHOR_MERGED', 'The author was merged into another', { authorId: target });
  }
  const counts = await countAuthorWorks(db, id);
  const biography = pickBiography(data.biography, locale);
  return {
    id: node.id,
    name: node.name,
    role: data.role === 'translator' ? 'translator' : 'author',
    birthYear: yearOf(data.birthYear),
    deathYear: yearOf(data.deathYear),
    biography: biography?.text ?? null,
    shortBiography: biography ? shortenBiography(biography.text) : null,
    biographyLanguage: biography?.language ?? null,
    workCount: counts.works,
    inStockCount: counts.in_stock,
  };
}

export async function getAuthor(db: Db, id: number, locale: Locale, include: AuthorInclude | undefined, page: number): Promise<AuthorResponse> {
  const author = await loadProfile(db, id, locale);
  if (include === 'works') {
    const rows = await findAuthorWorksForShelf(db, id, locale, pageSlice(page, AUTHOR_WORKS_PAGE_SIZE));
    return {
      author,
      works: { ...pageInfo(author.workCount, page, AUTHOR_WORKS_PAGE_SIZE), items: rows.map((r) => toWorkSummary(r, locale)) },
    };
  }
  if (include === 'books') {
    const ids = await findAuthorCopyIds(db, id, pageSlice(page, AUTHOR_BOOKS_PAGE_SIZE));
    const tiles = await bookTilesByIds(db, ids, locale);
    return { author, books: { ...pageInfo(author.inStockCount, page, AUTHOR_BOOKS_PAGE_SIZE), items: tiles } };
  }
  return { author };
}

/** Works grouped by the year of their first edition, oldest first; undated works close the list. */
export function groupByYear(works: readonly WorkSummary[]): AuthorTimelineResponse['years'] {
  const years: AuthorTimelineResponse['years'] = [];
  for (const work of works) {
    const last = years[years.length - 1];
    if (last && last.year === work.firstYear) last.works.push(work);
    else years.push({ year: work.firstYear, works: [work] });
  }
  return years;
}

export async function getAuthorTimeline(db: Db, id: number, locale: Locale): Promise<AuthorTimelineResponse> {
  const author = await loadProfile(db, id, locale);
  const rows = await findAuthorWorksChronological(db, id, locale, TIMELINE_MAX_WORKS);
  return { author, years: groupByYear(rows.map((r) => toWorkSummary(r, locale))) };
}
