import { SORTS } from '@/contracts/listing-filters';
import { currentSort, filtersForSort, sortChoices, sortFormValue } from './sortOptions';

describe('sort options', () => {
  it('offers all eight sorts, plus relevance for a text search', () => {
    expect(sortChoices({})).toEqual([...SORTS]);
    expect(sortChoices({ q: 'x' })).toEqual(['relevance', ...SORTS]);
  });

  it('shows the applied order: the explicit one, else the API default', () => {
    expect(currentSort({})).toBe('new');
    expect(currentSort({ q: 'x' })).toBe('relevance');
    expect(currentSort({ order: 'price_asc' })).toBe('price_asc');
  });

  it('writes the default order without a sort suffix (one URL per result set)', () => {
    expect(filtersForSort({ page: 3 }, 'new')).toEqual({});
    expect(filtersForSort({ q: 'x' }, 'new')).toEqual({ q: 'x', order: 'new' });
    expect(filtersForSort({ q: 'x', order: 'oldest' }, 'relevance')).toEqual({ q: 'x' });
    expect(filtersForSort({}, 'rating-desc')).toEqual({ order: 'rating-desc' });
    expect(sortFormValue({}, 'new')).toBe('');
    expect(sortFormValue({ q: 'x' }, 'new')).toBe('new');
  });
});
