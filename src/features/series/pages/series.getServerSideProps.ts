import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { isPastLastPage, pageQuery, parsePageParam } from '@/features/feeds';
import { fetchSeries, seriesKey } from '../api/getSeries';

// A type, not an interface: withShell wants props assignable to Record<string, unknown>.
export type SeriesPageProps = { slug: string; page: number };

/**
 * A series by its slug. The API also finds a series by another storefront's slug (a shared link,
 * a switched domain) and answers with this storefront's: then 308 to this storefront's URL.
 * A slug naming no series is a 404 from the API, turned into the 404 page by withShell.
 */
export const getServerSideProps = withShell<SeriesPageProps>(async ({ params, query, client, seedFallback, locale }) => {
  const slug = typeof params?.slug === 'string' ? params.slug : null;
  const page = parsePageParam(query.page);
  if (!slug || page === null) return { notFound: true };
  const data = await fetchSeries(client, slug, page);
  if (data.series.slug !== slug) {
    return { redirect: { destination: resolvePath('series', locale, { slug: data.series.slug }, pageQuery(page)), statusCode: 308 } };
  }
  if (isPastLastPage(page, data.works.pageCount)) return { notFound: true };
  seedFallback(seriesKey(slug, page), data);
  return { props: { slug, page } };
}, { namespaces: ['authors'] });
