import { withShell } from '@/app-context/page/shell.server';
import type { LegalPages } from '@/features/checkout';
import { fetchRoutePage } from '@/features/content';
import { cartDataKey, fetchCartData } from '../api/getCartData';

// A type, not an interface: withShell's props must be indexable.
export type CartPageProps = {
  /** The terms' and the privacy policy's slugs here, linked from the checkout's consent (issue 17). */
  legalPages: LegalPages;
};

/**
 * The cart (route key `cart`): the shell plus the visitor's cart (their cookies are forwarded),
 * seeded into SWR — the page and the header's count render from it without a request.
 * A failed read leaves the cart unseeded: the page then loads it in the browser and shows its
 * own error state with a retry, rather than the whole internal-error page. The terms and the
 * privacy policy are CMS pages found by key; one that is missing is named without a link.
 */
export const getServerSideProps = withShell<CartPageProps>(async ({ client, seedFallback, resolvedUrl }) => {
  const slugOf = (key: string) => fetchRoutePage(client, key).then((page) => page.slug, () => null);
  const [terms, privacy] = await Promise.all([
    slugOf('terms'),
    slugOf('privacy'),
    fetchCartData(client).then(
      (cart) => seedFallback(cartDataKey(), cart),
      (error: unknown) => console.error(`[cart] ${resolvedUrl}: could not read the cart on the server`, error),
    ),
  ]);
  return { props: { legalPages: { terms, privacy } } };
}, { namespaces: ['cart', 'checkout'] });
