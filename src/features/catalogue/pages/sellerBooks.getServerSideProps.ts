import { USER_PATTERN } from '@/contracts/listing-filters';
import { withShell } from '@/app-context/page/shell.server';
import { loadListing, type ListingProps } from './listingProps.server';

export type SellerBooksPageProps = ListingProps & { userHash: string };

/**
 * /user/[userHash]/books-for-sale: the listing with the seller fixed (the catalogue's `user`
 * filter); facets, sort and pages lead on to /p/user/<hash>/…. Nothing in stock is a 404.
 */
export const getServerSideProps = withShell<SellerBooksPageProps>(async (ctx) => {
  const userHash = typeof ctx.params?.userHash === 'string' ? ctx.params.userHash : '';
  if (!USER_PATTERN.test(userHash)) return { notFound: true };
  const { props, data } = await loadListing(ctx, { user: userHash });
  if (data && data.total === 0) return { notFound: true };
  return { props: { ...props, userHash } };
}, { namespaces: ['catalogue', 'engagement.profile'] });
