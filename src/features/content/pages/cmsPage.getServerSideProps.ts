import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { fetchCmsPage, fetchRoutePage } from '../api/content.api';
import type { CmsPageProps } from './CmsPage';

/**
 * /c/[slug] and /-/[slug]: a published page, 404 otherwise (drafts included, via the API's 404).
 * Another storefront's slug finds the same page: 308 to this storefront's slug.
 */
export function cmsPageServerSideProps(route: 'cmsPage' | 'cmsPageShort') {
  return withShell<CmsPageProps>(async ({ params, client, locale }) => {
    const slug = typeof params?.slug === 'string' ? params.slug : null;
    if (!slug) return { notFound: true };
    const page = await fetchCmsPage(client, slug);
    if (page.slug !== slug) return { redirect: { destination: resolvePath(route, locale, { slug: page.slug }), statusCode: 308 } };
    return { props: { page } };
  }, { namespaces: ['content.article'] });
}

/** A page with its own route whose text lives in the content tables under `key`. */
export function routePageServerSideProps(key: string) {
  return withShell<CmsPageProps>(async ({ client }) => ({ props: { page: await fetchRoutePage(client, key) } }), { namespaces: ['content.article'] });
}
