import { bookSummaryFixture, cartDataFixture, cartItemFixture } from '../testing/fixtures';
import { cartUpdateEvent } from './cartUpdateEvent';

const conditionTitle = (id: number) => `condition ${id}`;

describe('cartUpdateEvent (docs/product.md#cart-update-event)', () => {
  const first = cartItemFixture({ productId: 501, priceX100: 12950 });
  const second = cartItemFixture({ productId: 502, title: 'Divá Bára', priceX100: 9900, conditionId: 3 });
  const cart = cartDataFixture([first, second]);

  it('reports the cart after the change: books, quantity and total / 100', () => {
    const event = cartUpdateEvent({ action: 'add', cart, updated: { kind: 'id', copyId: 502 }, currency: 'CZK', conditionTitle });
    expect(event).toEqual({
      event: 'cart_update',
      action: 'add',
      books: [first, second],
      quantity: 2,
      totalPrice: 228.5,
      updatedBook: { 'bookId': 502 },
    });
  });

  it.each([
    ['CZK', 129] as const,
    ['EUR', 5.2] as const,
  ])('describes the by-ids book with isbn, the %s price / 100 and the condition title', (currency, price) => {
    const book = bookSummaryFixture({ 'bookId': 501, priceCzkX100: 12900, priceEurX100: 520, conditionId: 2 });
    const event = cartUpdateEvent({ action: 'remove', cart, updated: { kind: 'book', book }, currency, conditionTitle });
    expect(event.updatedBook).toEqual({ ...book, isbn: '9788020412345', price, condition: { id: 2, title: 'condition 2' } });
  });

  it('falls back to ISBN-10 when the edition has no ISBN-13, and to null without either', () => {
    const isbn10Only = bookSummaryFixture({ isbn13: null, isbn10: '8020412345' });
    const none = bookSummaryFixture({ isbn13: null, isbn10: null });
    const run = (book: typeof none) => cartUpdateEvent({ action: 'add', cart, updated: { kind: 'book', book }, currency: 'EUR', conditionTitle });
    expect(run(isbn10Only).updatedBook.isbn).toBe('8020412345');
    expect(run(none).updatedBook.isbn).toBeNull();
  });

  it('describes the copy from its cart line when the book lookup gave nothing', () => {
    const event = cartUpdateEvent({ action: 'add', cart, updated: { kind: 'line', line: second }, currency: 'CZK', conditionTitle });
    expect(event.updatedBook).toEqual({
      'bookId': 502,
      isbn13: '9788020412345',
      isbn10: '8020412345',
      conditionId: 3,
      isbn: '9788020412345',
      price: 99,
      condition: { id: 3, title: 'condition 3' },
    });
  });

  it('reports an empty cart after the last copy is removed', () => {
    const event = cartUpdateEvent({ action: 'remove', cart: cartDataFixture([]), updated: { kind: 'id', copyId: 501 }, currency: 'CZK', conditionTitle });
    expect(event).toMatchObject({ books: [], quantity: 0, totalPrice: 0 });
  });
});
