import { HttpError } from '@/lib/http';
import { describeCheckoutFailure } from './checkoutFailure';

const ITEMS = [
  { productId: 11, title: 'Babička' },
  { productId: 12, title: 'Krakatit' },
  { productId: 13, title: 'R.U.R.' },
];
const apiError = (status: number, code: string, details?: unknown) => new HttpError('refused', status >= 500 ? 'bad_response' : 'bad_request', status, code, details);

describe('describeCheckoutFailure', () => {
  it('names the copies that are gone, by their cart titles', () => {
    const error = apiError(409, 'BOOK_NOT_AVAILABLE', { unavailable: [{ productId: 12, reason: 'sold' }, { productId: 13, reason: 'held' }] });
    expect(describeCheckoutFailure(error, ITEMS)).toEqual({ kind: 'books_gone', titles: ['Krakatit', 'R.U.R.'] });
  });

  it('still says copies are gone when the details are missing', () => {
    expect(describeCheckoutFailure(apiError(409, 'BOOK_NOT_AVAILABLE'), ITEMS)).toEqual({ kind: 'books_gone', titles: [] });
  });

  it.each([
    ['VOUCHER_INVALID', 'voucher'],
    ['SHIPPING_UNAVAILABLE', 'shippingMethod'],
    ['PUDO_REQUIRED', 'pudo'],
    ['ADDRESS_REQUIRED', 'street'],
    ['PAYMENT_METHOD_UNAVAILABLE', 'paymentMethod'],
    ['WALLET_INSUFFICIENT', 'wallet'],
  ])('422 %s is shown at %s', (code, field) => {
    expect(describeCheckoutFailure(apiError(422, code), ITEMS)).toEqual({ kind: 'field', field, message: `errors.server.${code}` });
  });

  it('UNPAID_COPIES_LIMIT is said above the order button', () => {
    expect(describeCheckoutFailure(apiError(422, 'UNPAID_COPIES_LIMIT', { limit: 'email', max: 10 }), ITEMS)).toEqual({ kind: 'summary', message: 'errors.server.UNPAID_COPIES_LIMIT' });
  });

  it('TOTAL_CHANGED asks for a new quote', () => {
    expect(describeCheckoutFailure(apiError(422, 'TOTAL_CHANGED'), ITEMS)).toEqual({ kind: 'total_changed' });
  });

  it('a lost answer says pressing again is safe; anything else is generic', () => {
    expect(describeCheckoutFailure(new HttpError('timeout', 'timeout'), ITEMS)).toEqual({ kind: 'summary', message: 'errors.server.network' });
    expect(describeCheckoutFailure(apiError(422, 'CART_EMPTY'), ITEMS)).toEqual({ kind: 'summary', message: 'errors.server.CART_EMPTY' });
    expect(describeCheckoutFailure(apiError(500, 'INTERNAL_ERROR'), ITEMS)).toEqual({ kind: 'summary', message: 'errors.server.generic' });
  });
});
