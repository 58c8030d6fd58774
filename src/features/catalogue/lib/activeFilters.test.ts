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

  it('is empty for the plain listing', () => {
    expect(activeFilters({ page: 2, order: 'new' })).toEqual([]);
  });
});
