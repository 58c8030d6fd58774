import { toggleLanguage } from './toggleLanguage';

describe('toggleLanguage (docs/product.md#language-filter-toggle)', () => {
  it.each([
    [[1, 3], 21, [1, 3, 21]],
    [[1, 3], 3, [1]],
    [[3], 3, []],
    [[], 4, [4]],
    [[21, 3], 1, [1, 3, 21]],
  ])('%j toggling %i → %j', (ids, id, expected) => {
    expect(toggleLanguage(ids, id)).toEqual(expected);
  });

  it('toggling twice gives the start back', () => {
    expect(toggleLanguage(toggleLanguage([1, 3], 5), 5)).toEqual([1, 3]);
  });

  it('does not change its input', () => {
    const ids = [1, 3];
    toggleLanguage(ids, 3);
    expect(ids).toEqual([1, 3]);
  });
});
