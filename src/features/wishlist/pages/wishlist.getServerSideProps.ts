import { toApiQuery } from '@/contracts/listing-filters';
import { HttpError } from '@/lib/http';
import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { decodeListingPath } from '@/routing/listing';
import { sessionUserProp } from '@/app-context/session';
import { fetchSharedWishlist, fetchWishlist, sharedWishlistKey, wishlistKey } from '../api/wishlist';

export interface AccountWishlistProps {
  filters: string[];
  [key: string]: unknown;
}

/** /account/wishlist/[[...filters]]: a visitor without a session goes to the login page and comes back. */
export const accountWishlistProps = withShell<AccountWishlistProps>(async (ctx) => {
  const segments = Array.isArray(ctx.params?.filters) ? ctx.params.filters : [];
  const query = toApiQuery(decodeListingPath(segments).filters);
  try {
    ctx.res.setHeader('cache-control', 'private, no-store');
    ctx.seedFallback(wishlistKey(query), await fetchWishlist(ctx.client, query));
    return { props: { filters: segments, ...(await sessionUserProp(ctx.client)) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      return { redirect: { destination: resolvePath('login', ctx.locale, {}, { returnTo: ctx.resolvedUrl }), permanent: false } };
    }
    throw error;
  }
}, { namespaces: ['engagement', 'account.nav'] });

export interface SharedWishlistProps {
  linkId: string;
  [key: string]: unknown;
}

/** /my-wishlist/[wishListLinkId]: someone's shared list; an unknown or revoked link is the 404 page. */
export const sharedWishlistProps = withShell<SharedWishlistProps>(async ({ params, client, seedFallback, res }) => {
  const linkId = typeof params?.wishListLinkId === 'string' ? params.wishListLinkId : '';
  if (!/^[A-Za-z0-9_-]{22}$/.test(linkId)) return { notFound: true };
  res.setHeader('cache-control', 'private, no-store');
  seedFallback(sharedWishlistKey(linkId), await fetchSharedWishlist(client, linkId));
  return { props: { linkId } };
}, { namespaces: ['engagement'] });
