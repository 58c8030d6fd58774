import { withShell } from '@/shell/shell.server';
import { cartDataKey, fetchCartData } from '../api/getCartData';

/**
 * The cart (route key `cart`): the shell plus the visitor's cart (their cookies are forwarded),
 * seeded into SWR — the page and the header's count render from it without a request.
 * A failed read leaves the cart unseeded: the page then loads it in the browser and shows its
 * own error state with a retry, rather than the whole internal-error page.
 */
export const getServerSideProps = withShell(async ({ client, seedFallback, resolvedUrl }) => {
  try {
    seedFallback(cartDataKey(), await fetchCartData(client));
  } catch (error) {
    console.error(`[cart] ${resolvedUrl}: could not read the cart on the server`, error);
  }
  return { props: {} };
});
