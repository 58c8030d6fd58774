import type { BookPriceSummary } from '@/contracts/works';
import type { CartData, CartItemData } from '@/contracts/cart';
import type { CurrencyCode } from '@/i18n/locales';

export type CartAction = 'add' | 'remove';

/**
 * What the event says about the changed copy: the by-book-ids book when that call answered, else
 * the cart line (it carries the same ISBNs and condition, and its price is already in the
 * storefront's currency), else only the id.
 */
export type UpdatedBookSource =
  | { kind: 'book'; book: BookPriceSummary }
  | { kind: 'line'; line: CartItemData }
  | { kind: 'id'; copyId: number };

export type CartUpdateEvent = {
  event: 'cart_update';
  action: CartAction;
  books: CartItemData[];
  quantity: number;
  totalPrice: number;
  updatedBook: Record<string, unknown> & { 'bookId': number };
};

interface EventInput {
  action: CartAction;
  /** The cart after the change. */
  cart: Pick<CartData, 'items' | 'priceTotalX100'>;
  updated: UpdatedBookSource;
  /** The storefront's currency decides which of the book's two prices is reported. */
  currency: CurrencyCode;
  conditionTitle: (conditionId: number) => string;
}

function updatedBook({ updated, currency, conditionTitle }: EventInput): CartUpdateEvent['updatedBook'] {
  if (updated.kind === 'id') return { 'bookId': updated.copyId };
  const condition = (id: number) => ({ id, title: conditionTitle(id) });
  if (updated.kind === 'line') {
    const { bookId: copyId, isbn13, isbn10, conditionId, priceX100 } = updated.line;
    return { 'bookId': copyId, isbn13, isbn10, conditionId, isbn: isbn13 ?? isbn10, price: priceX100 / 100, condition: condition(conditionId) };
  }
  const { book } = updated;
  const priceX100 = currency === 'CZK' ? book.priceCzkX100 : book.priceEurX100;
  return { ...book, isbn: book.isbn13 ?? book.isbn10, price: priceX100 / 100, condition: condition(book.conditionId) };
}

/**
 * docs/product.md#cart-update-event "Cart-update analytics event": action; books (the cart's items after the change);
 * quantity; totalPrice = total / 100; updatedBook = the book plus isbn (ISBN-13, else ISBN-10),
 * price (CZK on the CZK storefront, else EUR, / 100) and condition {id, title from book-states}.
 */
export function cartUpdateEvent(input: EventInput): CartUpdateEvent {
  return {
    event: 'cart_update',
    action: input.action,
    books: input.cart.items,
    quantity: input.cart.items.length,
    totalPrice: input.cart.priceTotalX100 / 100,
    updatedBook: updatedBook(input),
  };
}
