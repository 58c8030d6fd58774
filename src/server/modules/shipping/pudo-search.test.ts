import { pudoSearchWords } from './pudo-search';

describe('pudoSearchWords', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['   ', []],
    ['Praha', [{ pattern: 'praha', zipDigits: null }]],
    ['  Václavské   NÁMĚSTÍ ', [{ pattern: 'václavské', zipDigits: null }, { pattern: 'náměstí', zipDigits: null }]],
    ['brno, 60200', [{ pattern: 'brno', zipDigits: null }, { pattern: '60200', zipDigits: '60200' }]],
    ['50%_off\\', [{ pattern: '50\\%\\_off\\\\', zipDigits: null }]],
  ])('%p → %p', (q, expected) => expect(pudoSearchWords(q)).toEqual(expected));

  it('keeps at most six words', () => {
    expect(pudoSearchWords('a b c d e f g h')).toHaveLength(6);
  });
});
