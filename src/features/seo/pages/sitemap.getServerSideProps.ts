import type { GetServerSideProps } from 'next';
import { localeForHost } from '@/i18n/locales';
import { toHttpError } from '@/lib/http/errors';
import { serverClient } from '@/lib/http/server';
import { sitemapApiPath } from '@/lib/seo/sitemapPaths';

/**
 * /sitemap.xml and /sitemaps/<kind>-<n>.xml of the storefront the request came to: the API
 * generates them for the Host it is given (serverClient forwards it); this page passes the XML
 * through as a file, with the API's status and caching.
 */
export const getServerSideProps: GetServerSideProps = async ({ req, res, resolvedUrl }) => {
  const pathname = resolvedUrl.split('?')[0];
  const apiPath = sitemapApiPath(pathname);
  if (!apiPath) return { notFound: true };
  const client = serverClient({ req }, localeForHost(req.headers.host ?? ''));
  try {
    const response = await client.get<string>(apiPath.replace(/^\/api/, ''), { responseType: 'text', transformResponse: (data: string) => data });
    res.statusCode = 200;
    res.setHeader('content-type', String(response.headers['content-type'] ?? 'application/xml; charset=utf-8'));
    res.setHeader('cache-control', String(response.headers['cache-control'] ?? 'public, max-age=3600'));
    res.end(response.data);
    return { props: {} };
  } catch (error) {
    if (toHttpError(error).status === 404) return { notFound: true };
    throw error;
  }
};

/** Never rendered: getServerSideProps has already answered. */
export default function SitemapFile() {
  return null;
}
