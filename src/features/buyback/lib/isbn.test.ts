import { isbnFromBarcode, parseIsbnList, toIsbn13, validIsbn } from './isbn';

describe('ISBN helpers', () => {
  it.each([
    ['978-80-7203-721-6', '9788072037216'],
    ['80-7203-721-8', '8072037218'],
    ['0 306 40615 2', '0306406152'],
    ['043942089X', '043942089X'],
    ['043942089x', '043942089X'],
  ])('accepts %s', (input, compact) => expect(validIsbn(input)).toBe(compact));

  it.each(['9788072037217', '0306406153', '1234567890123', '12345', ''])('refuses %s', (input) => expect(validIsbn(input)).toBeNull());

  it('maps an ISBN-10 to its ISBN-13', () => {
    expect(toIsbn13('0306406152')).toBe('9780306406157');
    expect(toIsbn13('9780306406157')).toBe('9780306406157');
  });

  it('reads only Bookland EAN-13 barcodes', () => {
    expect(isbnFromBarcode('9780306406157')).toBe('9780306406157');
    expect(isbnFromBarcode('4006381333931')).toBeNull(); // a pen
    expect(isbnFromBarcode('9780306406158')).toBeNull();
  });

  it('splits pasted lists', () => {
    expect(parseIsbnList('978-0-306-40615-7\n0306406152, 9780306406158; 9788072037216 9780306406157')).toEqual({
      isbns: ['9780306406157', '0306406152', '9788072037216', '9780306406157'],
      rejected: ['9780306406158'],
    });
  });

  it('says back a line with nothing like an ISBN, and ignores words beside one', () => {
    expect(parseIsbnList('abc\n978-80-7203-721-6 Babička\nISBN 80-7203-721-8')).toEqual({
      isbns: ['9788072037216', '8072037218'],
      rejected: ['abc'],
    });
  });
});
