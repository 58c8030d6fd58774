import { clearFacets, toggleId, togglePublisher, withPage, withRange, withSort, withoutEdge, withoutFilter } from './filterEdits';

describe('filter edits', () => {
  it('toggles ids into sorted lists and back out, starting again at page 1', () => {
    expect(toggleId({ categories: [9], page: 4 }, 'categories', 3)).toEqual({ categories: [3, 9] });
    expect(toggleId({ categories: [3, 9] }, 'categories', 9)).toEqual({ categories: [3] });
    expect(toggleId({ language: [1] }, 'language', 1)).toEqual({});
  });

  it('toggles publishers by name', () => {
    expect(togglePublisher({}, 'Odeon')).toEqual({ publishers: ['Odeon'] });
    expect(togglePublisher({ publishers: ['Albatros', 'Odeon'] }, 'Odeon')).toEqual({ publishers: ['Albatros'] });
  });

  it('sets and clears ranges, sorts and pages', () => {
    expect(withRange({ page: 2 }, 'price', { min: 10, max: 20 })).toEqual({ price: { min: 10, max: 20 } });
    expect(withRange({ year: { min: 1, max: 2 } }, 'year', undefined)).toEqual({});
    expect(withSort({ q: 'x', page: 3 }, 'price_asc')).toEqual({ q: 'x', order: 'price_asc' });
    expect(withSort({ order: 'new' }, undefined)).toEqual({});
    expect(withPage({ q: 'x' }, 3)).toEqual({ q: 'x', page: 3 });
    expect(withPage({ q: 'x', page: 3 }, 1)).toEqual({ q: 'x' });
  });

  it('removes one filter, one edge, or every facet but the query and sort', () => {
    expect(withoutFilter({ q: 'a', price: { min: 1, max: 2 }, page: 2 }, 'price')).toEqual({ q: 'a' });
    expect(withoutEdge({ edges: { series: 'x', theme: 'y' } }, 'series')).toEqual({ edges: { theme: 'y' } });
    expect(clearFacets({ q: 'a', order: 'price_desc', categories: [1], language: [3], page: 5 })).toEqual({ q: 'a', order: 'price_desc' });
  });
});
