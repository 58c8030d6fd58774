import type { GetServerSideProps } from 'next';
import { localeForHost } from '@/i18n/locales';
import { webManifest } from '../lib/webManifest';

/**
 * /manifest.webmanifest of the storefront the request came to (its Host), written straight to the
 * response: a file, not a page. Cached for a day; it changes only with a release.
 */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const manifest = await webManifest(localeForHost(req.headers.host));
  res.statusCode = 200;
  res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
  res.setHeader('cache-control', 'public, max-age=86400');
  res.end(JSON.stringify(manifest));
  return { props: {} };
};

/** Never rendered: getServerSideProps has already answered. */
export default function WebManifestFile() {
  return null;
}
