import { USER_PATTERN } from '@/contracts/listing-filters';
import { HttpError } from '@/lib/http';
import { withShell, type ShellContext } from '@/app-context/page/shell.server';
import { fetchProfile, fetchProfileWishlist, profileKey, profileWishlistKey } from '../api/profile';

export interface ProfilePageProps {
  userHash: string;
  [key: string]: unknown;
}

const hashOf = (ctx: ShellContext) => (typeof ctx.params?.userHash === 'string' ? ctx.params.userHash : '');

/** Loads what a profile page shows; an unknown or malformed hash (or a private wishlist) is the 404 page. */
async function load(ctx: ShellContext, extra?: (userHash: string) => Promise<void>) {
  const userHash = hashOf(ctx);
  if (!USER_PATTERN.test(userHash)) return { notFound: true as const };
  try {
    ctx.seedFallback(profileKey(userHash), await fetchProfile(ctx.client, userHash));
    if (extra) await extra(userHash);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { notFound: true as const };
    throw error;
  }
  return { props: { userHash } };
}

/** /user/[userHash] and /user/[userHash]/reviews: the profile (the reviews load in the browser, paged). */
export const profileProps = withShell<ProfilePageProps>((ctx) => load(ctx), { namespaces: ['engagement'] });

/** /user/[userHash]/wishlist: only when its owner made it public. */
export const profileWishlistProps = withShell<ProfilePageProps>(
  (ctx) => load(ctx, async (userHash) => ctx.seedFallback(profileWishlistKey(userHash), await fetchProfileWishlist(ctx.client, userHash))),
  { namespaces: ['engagement'] },
);
