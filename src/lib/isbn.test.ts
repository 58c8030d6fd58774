import { compactIsbn, isValidIsbn, parseIsbn } from './isbn';

describe('ISBN checking (isbn3)', () => {
  it.each([
    ['9780306406157', '9780306406157', '0306406152'],
    ['978-0-306-40615-7', '9780306406157', '0306406152'],
    ['978 0 306 40615 7', '9780306406157', '0306406152'],
    ['0-306-40615-2', '9780306406157', '0306406152'],
    ['0306406152', '9780306406157', '0306406152'],
    ['80-85892-15-4', '9788085892154', '8085892154'],
    ['  9788012345678 ', '9788012345678', '8012345676'],
    // ISBN-10 with X as its check digit, lower case as typed.
    ['0-8044-2957-x', '9780804429573', '080442957X'],
    // A 979 ISBN has no ISBN-10.
    ['979-10-90636-07-1', '9791090636071', null],
  ])('reads %s as %s / %s', (input, isbn13, isbn10) => {
    expect(parseIsbn(input)).toEqual({ isbn13, isbn10 });
  });

  it.each([
    ['9780306406158', 'wrong ISBN-13 check digit'],
    ['0306406153', 'wrong ISBN-10 check digit'],
    ['978-80-000-0000-2', 'checksum off'],
    ['12345', 'too short'],
    ['97803064061571', 'too long'],
    ['978030640615A', 'a letter'],
    ['', 'empty'],
    ['ISBN', 'words'],
    ['9770306406155', 'an ISSN-like prefix'],
    ['x'.repeat(100), 'very long'],
    ['978\u00000306406157', 'a control character'],
  ])('refuses %s (%s)', (input) => {
    expect(parseIsbn(input)).toBeNull();
    expect(isValidIsbn(input)).toBe(false);
  });

  it('compacts separators but keeps the digits', () => {
    expect(compactIsbn('978‐0‐306‐40615‐7')).toBe('9780306406157');
    expect(compactIsbn('0-8044-2957-x')).toBe('080442957X');
    expect(compactIsbn('978-0-306')).toBeNull();
  });
});
