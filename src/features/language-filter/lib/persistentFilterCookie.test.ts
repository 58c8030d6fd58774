import {
  languagesFromCookie,
  parsePersistentFilter,
  PERSISTENT_FILTER_COOKIE,
  PERSISTENT_FILTER_MAX_AGE_SECONDS,
  persistentFilterCookieString,
  readCookie,
} from './persistentFilterCookie';

describe('parsePersistentFilter (docs/product.md#filter-cookie-validation: JSON with an optional array of numbers, else null)', () => {
  it.each([
    ['{"language":[1,3]}', { language: [1, 3] }],
    ['{"language":[3,1,3]}', { language: [1, 3] }],
    ['{"language":[]}', { language: [] }],
    ['{}', {}],
    ['{"language":[21],"other":"ignored"}', { language: [21] }],
    [encodeURIComponent('{"language":[4,3]}'), { language: [3, 4] }],
    [' {"language":[2]} ', { language: [2] }],
  ])('%s → %j', (raw, expected) => {
    expect(parsePersistentFilter(raw)).toEqual(expected);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', 'language=1'],
    ['broken JSON', '{"language":[1,'],
    ['bad escape', '%E0%A4%A'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', '"cs"'],
    ['an array', '[1,3]'],
    ['language not an array', '{"language":3}'],
    ['language null', '{"language":null}'],
    ['strings in the list', '{"language":["1"]}'],
    ['mixed list', '{"language":[1,"x"]}'],
    ['fractions', '{"language":[1.5]}'],
    ['negative ids', '{"language":[-1]}'],
    ['zero', '{"language":[0]}'],
    ['nested arrays', '{"language":[[1]]}'],
    ['too many ids', JSON.stringify({ language: Array.from({ length: 41 }, (_, i) => i + 1) })],
    ['huge input', `{"language":[${'1,'.repeat(3000)}1]}`],
  ])('%s → null', (_, raw) => {
    expect(parsePersistentFilter(raw as string | undefined)).toBeNull();
  });

  it('gives the languages, or null when the cookie holds none', () => {
    expect(languagesFromCookie('{"language":[3]}')).toEqual([3]);
    expect(languagesFromCookie('{"language":[]}')).toEqual([]);
    expect(languagesFromCookie('{}')).toBeNull();
    expect(languagesFromCookie('garbage')).toBeNull();
  });
});

describe('the cookie string', () => {
  it('is named after the filter key, lasts 400 days on the whole site, SameSite=Lax', () => {
    const cookie = persistentFilterCookieString([3, 1], { secure: false });
    expect(cookie).toBe(`persistentFilter=${encodeURIComponent('{"language":[1,3]}')}; Max-Age=34560000; Path=/; SameSite=Lax`);
    expect(PERSISTENT_FILTER_COOKIE).toBe('persistentFilter');
    expect(PERSISTENT_FILTER_MAX_AGE_SECONDS).toBe(400 * 86400);
  });

  it('adds Secure on https', () => {
    expect(persistentFilterCookieString([], { secure: true })).toMatch(/; Secure$/);
  });

  it('round-trips through a cookie header', () => {
    const value = persistentFilterCookieString([21, 5], { secure: false }).split(';')[0].split('=')[1];
    const header = `a=1; ${PERSISTENT_FILTER_COOKIE}=${value}; b=2`;
    expect(languagesFromCookie(readCookie(header))).toEqual([5, 21]);
    expect(readCookie('persistentFilterX=1; other=2')).toBeUndefined();
  });
});
