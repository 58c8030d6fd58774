import type { ApiClient } from '@/lib/http';
import type { DataLayerEvent } from '@/lib/analytics/dataLayer';
import type { BookPriceSummary } from '@/contracts/works';
import type { CartData } from '@/contracts/cart';
import type { CurrencyCode } from '@/i18n/locales';
import { fetchBooksByIds } from '../api/getBooksByIds';
import { addCartItems } from '../api/addCartItems';
import { fetchCartData } from '../api/getCartData';
import { removeCartItem } from '../api/removeCartItem';
import type { CartAddOutcome } from '@/app-context/context';
import { addFailureReason } from './addFailure';
import { cartUpdateEvent, type CartAction, type UpdatedBookSource } from './cartUpdateEvent';

export type { CartAddOutcome };

export interface CartActionsDeps {
  client: ApiClient;
  currency: CurrencyCode;
  conditionTitle: (conditionId: number) => string;
  /** The cart as last known (before a change). */
  currentCart: () => CartData | undefined;
  /** Stores the refetched cart where every consumer reads it (the SWR cache). */
  commit: (cart: CartData) => unknown;
  push: (event: DataLayerEvent) => void;
}

export interface CartActions {
  /** Adds a copy; the outcome says why it failed, for the one caller that explains it (the add button). */
  add: (productId: number) => Promise<CartAddOutcome>;
  remove: (productId: number) => Promise<boolean>;
}

async function bookForEvent(client: ApiClient, copyId: number): Promise<BookPriceSummary | undefined> {
  try {
    const books = await fetchBooksByIds(client, [copyId]);
    return books.find((book) => book.bookId === copyId);
  } catch (error) {
    // docs/product.md#silent-failures: logged with exactly these words, silent for the shopper.
    console.error('Failed to fetch books data by book ids', error);
    return undefined;
  }
}

/**
 * docs/product.md#cart-actions cart actions: change the cart through the API, refetch it, then push `cart_update`
 * (docs/product.md#cart-update-event). A failed change is logged and reported as failure, nothing else (docs/product.md#silent-failures): these
 * calls go straight through apiRequest, never through SWR's onError, so no error toast appears.
 *
 * After a successful change nothing can turn it back into a failure: a failed refetch falls back
 * to the cart the change itself answered with, and a failed book lookup still sends the event,
 * describing the copy from its cart line.
 */
export function createCartActions({ client, currency, conditionTitle, currentCart, commit, push }: CartActionsDeps): CartActions {
  async function afterChange(action: CartAction, productId: number, answered: CartData, before: CartData | undefined): Promise<void> {
    let cart = answered;
    try {
      cart = await fetchCartData(client);
    } catch (error) {
      console.error('Failed to refetch the cart', error);
    }
    await commit(cart);

    try {
      // An added copy is in the cart now; a removed one only in the cart as it was before.
      const withLine = action === 'add' ? [cart, answered] : [before];
      const line = withLine.flatMap((c) => c?.items ?? []).find((item) => item.productId === productId);
      const book = await bookForEvent(client, productId);
      const updated: UpdatedBookSource = book
        ? { kind: 'book', book }
        : line
          ? { kind: 'line', line }
          : { kind: 'id', copyId: productId };
      push(cartUpdateEvent({ action, cart, updated, currency, conditionTitle }));
    } catch (error) {
      console.error('Failed to send the cart_update event', error);
    }
  }

  return {
    async add(productId) {
      const before = currentCart();
      let answered: CartData;
      try {
        answered = await addCartItems(client, [productId]);
      } catch (error) {
        console.error('Failed to add the book to the cart', productId, error);
        return { ok: false, reason: addFailureReason(error, productId) };
      }
      await afterChange('add', productId, answered, before);
      return { ok: true };
    },

    async remove(productId) {
      const before = currentCart();
      let answered: CartData;
      try {
        answered = await removeCartItem(client, productId);
      } catch (error) {
        console.error('Failed to remove the book from the cart', productId, error);
        return false;
      }
      await afterChange('remove', productId, answered, before);
      return true;
    },
  };
}
