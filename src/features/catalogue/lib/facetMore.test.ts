import { facetMoreOf } from './facetMore';

describe('facetMoreOf', () => {
  it('names a facet list', () => {
    expect(facetMoreOf('authors')).toBe('authors');
    expect(facetMoreOf('categories')).toBe('categories');
  });

  it('ignores anything else', () => {
    expect(facetMoreOf(undefined)).toBeNull();
    expect(facetMoreOf('price')).toBeNull();
    expect(facetMoreOf(['authors', 'publishers'])).toBeNull();
    expect(facetMoreOf('')).toBeNull();
  });
});
