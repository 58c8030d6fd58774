import { foldGermanSpelling } from './german-spelling';

describe('foldGermanSpelling', () => {
  it.each([
    ['koenigin', 'konigin'],
    ['Die goldene Koenigin', 'Die goldene Konigin'],
    ['fruehling', 'fruhling'],
    ['Aerger im Buero', 'Arger im Buro'],
    ['Goethe', 'Gothe'],
  ])('%s → %s', (q, folded) => {
    expect(foldGermanSpelling(q)).toBe(folded);
  });

  it('leaves a query without those pairs, and "que", as it is (null)', () => {
    expect(foldGermanSpelling('konigin')).toBeNull();
    expect(foldGermanSpelling('Don Quijote')).toBeNull();
    expect(foldGermanSpelling('que sera')).toBeNull();
    expect(foldGermanSpelling('')).toBeNull();
  });
});
