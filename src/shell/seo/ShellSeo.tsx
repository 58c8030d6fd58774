import { useRouter } from 'next/router';
import { routeForPage, useCurrentLocale, useLocalPort, type RouteParams } from '@/routing';
import { isNoindex } from '@/routing/routeMeta';
import { alternateLinks, canonicalLink } from './alternates';
import { OrganizationJsonLd } from './OrganizationJsonLd';
import { SeoLinks } from './SeoLinks';

/** Routes whose params are translated slugs: another storefront's URL needs that storefront's slug, which only the page knows. */
const SLUG_PARAM = /\[(slug|article)\]/;

/**
 * The SEO defaults of every page, rendered by _app: Organization JSON-LD, and for indexable routes
 * a canonical link (with ?page= past the first page) and hreflang alternates on every storefront
 * where the route is on, plus x-default. Pages that know better (listing, book pages, slug pages
 * with their translations) render SeoLinks themselves; the same keys make theirs win.
 */
export function ShellSeo() {
  const router = useRouter();
  const locale = useCurrentLocale();
  const port = useLocalPort();
  let links = null;
  try {
    const route = routeForPage(router.pathname);
    if (!isNoindex(route)) {
      const params: RouteParams = {};
      for (const [, name] of route.page.matchAll(/\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}/g)) {
        const value = router.query[name];
        if (value !== undefined) params[name] = value;
      }
      const page = typeof router.query.page === 'string' && /^[2-9]\d*$|^1\d+$/.test(router.query.page) ? router.query.page : undefined;
      const query = page ? { page } : undefined;
      links = {
        canonical: canonicalLink(route.key, locale, params, port, query),
        alternates: SLUG_PARAM.test(route.page) ? [] : alternateLinks(route.key, params, port, query),
      };
    }
  } catch {
    // Next's own pages (/_error) and params the route table refuses: no links rather than wrong ones.
  }
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      {links && <SeoLinks canonical={links.canonical} alternates={links.alternates} />}
    </>
  );
}
