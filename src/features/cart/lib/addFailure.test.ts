import { HttpError } from '@/lib/http';
import { addFailureReason } from './addFailure';

const conflict = (details: unknown) => new HttpError('gone', 'bad_request', 409, 'BOOK_NOT_AVAILABLE', details);

describe('addFailureReason', () => {
  it.each(['sold', 'held', 'not_found'] as const)('reads the copy’s reason "%s" from the 409 details', (reason) => {
    const error = conflict({ unavailable: [{ productId: 9, reason: 'sold' }, { productId: 501, reason }] });
    expect(addFailureReason(error, 501)).toBe(reason);
  });

  it('says "unavailable" for a 409 whose details it cannot read', () => {
    expect(addFailureReason(conflict(undefined), 501)).toBe('unavailable');
    expect(addFailureReason(conflict({ unavailable: [] }), 501)).toBe('unavailable');
  });

  it('recognises a full cart, an unknown copy and anything else', () => {
    expect(addFailureReason(new HttpError('full', 'bad_request', 422, 'CART_FULL'), 501)).toBe('cart_full');
    expect(addFailureReason(new HttpError('nope', 'bad_request', 404, 'NOT_FOUND'), 501)).toBe('not_found');
    expect(addFailureReason(new HttpError('boom', 'bad_response', 500, 'INTERNAL_ERROR'), 501)).toBe('failed');
    expect(addFailureReason(new HttpError('offline', 'network'), 501)).toBe('failed');
    expect(addFailureReason(new Error('bug'), 501)).toBe('failed');
  });
});
