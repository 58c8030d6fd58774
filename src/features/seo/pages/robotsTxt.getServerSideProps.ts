import type { GetServerSideProps } from 'next';
import { localeForHost } from '@/i18n/locales';
import { robotsTxt } from '../lib/robotsTxt';

/**
 * /robots.txt of the storefront the request came to (its Host), written straight to the response:
 * a text file, not a page. Cached for an hour like the sitemaps it points to.
 */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const host = req.headers.host ?? '';
  const port = /:(\d+)$/.exec(host)?.[1] ?? null;
  res.statusCode = 200;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'public, max-age=3600');
  res.end(robotsTxt(localeForHost(host), port));
  return { props: {} };
};

/** Never rendered: getServerSideProps has already answered. */
export default function RobotsTxt() {
  return null;
}
