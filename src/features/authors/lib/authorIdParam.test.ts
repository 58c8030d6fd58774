import { legacyAuthorId, parseAuthorIdParam } from './authorIdParam';

describe('parseAuthorIdParam', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['007', null],
    ['7a', null],
    ['-7', null],
    ['', null],
    [undefined, null],
    [['7'], null],
  ] as const)('%j → %j', (value, expected) => {
    expect(parseAuthorIdParam(value as string | string[] | undefined)).toBe(expected);
  });
});

describe('legacyAuthorId', () => {
  it.each([
    [['123', 'old-slug'], 123],
    [['123-karel-capek', 'knihy'], 123],
    [['123', 'a', 'b'], 123],
    [['karel-capek', '123'], null],
    [['0', 'x'], null],
    [['123abc', 'x'], null],
    [[], null],
    [undefined, null],
  ] as const)('%j → %j', (segments, expected) => {
    expect(legacyAuthorId(segments as unknown as string[] | undefined)).toBe(expected);
  });
});
