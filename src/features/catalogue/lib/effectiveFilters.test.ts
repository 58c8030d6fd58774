import { withPersistentLanguages } from './effectiveFilters';

describe('withPersistentLanguages', () => {
  it('adds the persistent languages when the address has no language filter', () => {
    expect(withPersistentLanguages({ categories: [4] }, [3, 1])).toEqual({ categories: [4], language: [1, 3] });
  });
  it('leaves an explicit language filter alone', () => {
    expect(withPersistentLanguages({ language: [21] }, [1, 3])).toEqual({ language: [21] });
  });
  it('an empty persistent list means every language', () => {
    expect(withPersistentLanguages({ q: 'x' }, [])).toEqual({ q: 'x' });
  });
});
