import { unavailableDetails } from './cart';
import { readUnavailableDetails } from './unavailable-details';

describe('readUnavailableDetails', () => {
  it.each<[string, unknown]>([
    ['one sold copy', { unavailable: [{ productId: 501, reason: 'sold' }] }],
    ['several reasons', { unavailable: [{ productId: 1, reason: 'held' }, { productId: 2, reason: 'not_found' }] }],
    ['an empty list', { unavailable: [] }],
    ['extra keys (dropped)', { unavailable: [{ productId: 7, reason: 'sold', title: 'x' }], other: 1 }],
    ['an unknown reason', { unavailable: [{ productId: 7, reason: 'lost' }] }],
    ['a zero id', { unavailable: [{ productId: 0, reason: 'sold' }] }],
    ['a fractional id', { unavailable: [{ productId: 1.5, reason: 'sold' }] }],
    ['an id past the largest', { unavailable: [{ productId: Number.MAX_SAFE_INTEGER + 2, reason: 'sold' }] }],
    ['a string id', { unavailable: [{ productId: '7', reason: 'sold' }] }],
    ['a null entry', { unavailable: [null] }],
    ['no list', {}],
    ['a list that is no array', { unavailable: 'sold' }],
    ['null', null],
    ['a string', 'unavailable'],
    ['undefined', undefined],
  ])('agrees with the contract for %s', (_, details) => {
    const parsed = unavailableDetails.safeParse(details);
    expect(readUnavailableDetails(details)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
