import {
  isbn10CheckDigit, isbn10To13, isbn13CheckDigit, isbn13To10, isValidIsbn10, isValidIsbn13, makeIsbnPair,
} from './isbn';

/** Real, published ISBN pairs (13 ↔ 10), including check digits 0 and X. */
const KNOWN_PAIRS: ReadonlyArray<readonly [isbn13: string, isbn10: string, what: string]> = [
  ['9780306406157', '0306406152', 'Wikipedia example'],
  ['9783161484100', '316148410X', 'ISBN barcode example (check digit X, 13-digit check 0)'],
  ['9780131103627', '0131103628', 'Kernighan & Ritchie, The C Programming Language, 2nd ed.'],
  ['9780262033848', '0262033844', 'Cormen et al., Introduction to Algorithms, 3rd ed.'],
  ['9780804429573', '080442957X', 'frequently cited ISBN-10 with X'],
  ['9781566199094', '1566199093', 'common sample ISBN'],
];

describe('ISBN check digits', () => {
  it.each(KNOWN_PAIRS)('%s ↔ %s (%s)', (isbn13, isbn10) => {
    expect(isbn13CheckDigit(isbn13.slice(0, 12))).toBe(isbn13[12]);
    expect(isbn10CheckDigit(isbn10.slice(0, 9))).toBe(isbn10[9]);
    expect(isValidIsbn13(isbn13)).toBe(true);
    expect(isValidIsbn10(isbn10)).toBe(true);
    expect(isbn13To10(isbn13)).toBe(isbn10);
    expect(isbn10To13(isbn10)).toBe(isbn13);
  });

  it.each([
    ['9780306406158', 'wrong check digit'],
    ['978030640615', 'too short'],
    ['978030640615X', 'X is not an ISBN-13 digit'],
    ['97803064061570', 'too long'],
  ])('rejects ISBN-13 %s (%s)', (isbn) => {
    expect(isValidIsbn13(isbn)).toBe(false);
  });

  it.each([['0306406153'], ['030640615'], ['X306406152'], ['0306406152X']])('rejects ISBN-10 %s', (isbn) => {
    expect(isValidIsbn10(isbn)).toBe(false);
  });

  it('has no ISBN-10 for 979 numbers', () => {
    expect(isbn13To10('9791032305690')).toBeNull();
  });

  it('builds valid, matching pairs for every registration group the seed uses', () => {
    for (const [group, registrant] of [['80', '70'], ['1', '840'], ['3', '420'], ['84', '15'], ['88', '45'], ['90', '24'], ['2', '710']]) {
      for (const item of [0, 1, 7919, 54_321, 99_999]) {
        const pair = makeIsbnPair(group, registrant, item)!;
        expect(pair.isbn13).toMatch(new RegExp(`^978${group}${registrant}\\d{6}$`));
        expect(isValidIsbn13(pair.isbn13)).toBe(true);
        expect(isValidIsbn10(pair.isbn10)).toBe(true);
        expect(isbn13To10(pair.isbn13)).toBe(pair.isbn10);
      }
    }
  });

  it('refuses item numbers outside the registrant block', () => {
    expect(makeIsbnPair('80', '70', 100_000)).toBeNull();
    expect(makeIsbnPair('80', '70', -1)).toBeNull();
  });
});
