import { clearFacets, toggleCategory, toggleId, togglePublisher, withPage, withRange, withSort, withoutEdge, withoutFilter } from './filterEdits';

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

describe('toggleCategory (issue 17: a facet count is what its link finds)', () => {
  // 1 Beletrie › 2 Romány › 3 Detektivky; 9 Poezie (another root)
  const parentOf = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [9, null]]);

  it('narrows to a subcategory instead of OR-ing it with its parent (the page would count the whole parent)', () => {
    expect(toggleCategory({ categories: [1], page: 3 }, 2, parentOf)).toEqual({ categories: [2] });
    expect(toggleCategory({ categories: [1] }, 3, parentOf)).toEqual({ categories: [3] });
  });

  it('widens to a parent by dropping the selected subcategories', () => {
    expect(toggleCategory({ categories: [3] }, 1, parentOf)).toEqual({ categories: [1] });
  });

  it('keeps unrelated categories and removes a selected one', () => {
    expect(toggleCategory({ categories: [9, 1] }, 2, parentOf)).toEqual({ categories: [2, 9] });
    expect(toggleCategory({ categories: [2, 9] }, 2, parentOf)).toEqual({ categories: [9] });
    expect(toggleCategory({}, 2, parentOf)).toEqual({ categories: [2] });
  });

  it('survives a parent cycle or an unknown id', () => {
    const cyclic = new Map<number, number | null>([[5, 6], [6, 5]]);
    expect(toggleCategory({ categories: [5] }, 6, cyclic)).toEqual({ categories: [6] });
    expect(toggleCategory({ categories: [1] }, 77, parentOf)).toEqual({ categories: [1, 77] });
  });
});
