import type { Locale } from '@/i18n/locales';
import { SERIES_WORKS_PAGE_SIZE, type SeriesResponse } from '@/contracts/authors';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { pageInfo, pageSlice } from '../../http/paging';
import {
  countSeriesWorks, findSeriesById, findSeriesBySlug, findSeriesIdsBySlugAnywhere, findSeriesWorks, type SeriesRow,
} from './series.repository';
import { toWorkSummary } from '../authors';

/**
 * This storefront's slug first. A slug of another storefront (a shared link, a switched domain)
 * still finds the series when it names exactly one; `series.slug` in the answer is then this
 * storefront's, so the page can redirect. A slug naming two different series is ambiguous: 404.
 */
async function resolveSeries(db: Db, slug: string, locale: Locale): Promise<SeriesRow> {
  const own = await findSeriesBySlug(db, slug, locale);
  if (own) return own;
  const ids = await findSeriesIdsBySlugAnywhere(db, slug);
  const series = ids.length === 1 ? await findSeriesById(db, ids[0], locale) : null;
  if (!series) throw notFound('Series');
  return series;
}

export async function getSeriesBySlug(db: Db, slug: string, locale: Locale, page: number): Promise<SeriesResponse> {
  const series = await resolveSeries(db, slug, locale);
  const [total, rows] = await Promise.all([
    countSeriesWorks(db, series.id),
    findSeriesWorks(db, series.id, locale, pageSlice(page, SERIES_WORKS_PAGE_SIZE)),
  ]);
  return {
    series: { id: series.id, name: series.name, slug: series.slug },
    works: {
      ...pageInfo(total, page, SERIES_WORKS_PAGE_SIZE),
      items: rows.map((r) => ({ ...toWorkSummary(r, locale), position: r.position ?? 0 })),
    },
  };
}
