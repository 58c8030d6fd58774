import type { GetServerSideProps } from 'next';
import { normalizeListingFilters } from '@/contracts/listing-filters';
import { resolveLocale } from '@/i18n/locales';
import { encodeListingPath, listingPathToString } from '../lib/codec';

/**
 * `/search?q=` (the header's GET form) has no page of its own: the one search results page is
 * the listing with the q filter (`/p/q/<text>`, page type product_search). An empty query goes
 * to the plain listing. Nothing is rendered, so the shell is not loaded.
 */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const raw = ctx.query.q;
  const q = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  const filters = normalizeListingFilters({ q });
  return { redirect: { destination: listingPathToString(encodeListingPath(filters), resolveLocale(ctx.locale)), statusCode: 308 } };
};
