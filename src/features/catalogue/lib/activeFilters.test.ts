import { activeFilters, facetValueCount } from './activeFilters';

describe('activeFilters', () => {
  it('lists every removable value in the path order, each with the filters without it', () => {
    const filters = {
      q: 'dune',
      categories: [4, 9],
      publishers: ['Odeon'],
      price: { min: 10, max: 20 },
      edges: { series: 'x' },
      page: 3,
      order: 'price_asc' as const,
    };
    const active = activeFilters(filters);
    expect(active.map((f) => f.kind)).toEqual(['edge', 'q', 'id', 'id', 'publisher', 'range']);
    expect(active[2]).toEqual({
      kind: 'id',
      key: 'categories',
      id: 4,
      without: { q: 'dune', categories: [9], publishers: ['Odeon'], price: { min: 10, max: 20 }, edges: { series: 'x' }, order: 'price_asc' },
    });
    expect(active[1].without).not.toHaveProperty('q');
    expect(facetValueCount(filters)).toBe(5);
  });

  it('counts the facet values exactly as activeFilters lists them (the text query is no facet)', () => {
    const cases = [
      {},
      { q: 'dune' },
      { q: '' },
      { mother: 7, user: 'abc', year: { min: 1990, max: 2000 } },
      { authors: [1, 2, 3], language: [1], binding: [2], conditions: [1, 2], instock: [1], publishers: ['A', 'B'] },
      { edges: { series: 'x', translator: 'y' }, price: { min: 1, max: 5 }, page: 4 },
    ];
    for (const filters of cases) {
      expect(facetValueCount(filters)).toBe(activeFilters(filters).filter((f) => f.kind !== 'q').length);
    }
  });

  it('is empty for the plain listing', () => {
    expect(activeFilters({ page: 2, order: 'new' })).toEqual([]);
  });
});
