import { createCookieFilterStore } from './filterStore';
import { resolvePersistentLanguages } from './resolvePersistentLanguages';

describe('the cookie store', () => {
  it('saves the cookie and loads it back; nothing saved loads as null', async () => {
    const jar = { cookie: '' };
    const store = createCookieFilterStore(() => jar, () => false);
    await expect(store.load()).resolves.toBeNull();
    await store.save([3, 1]);
    expect(jar.cookie).toMatch(/^persistentFilter=.+; Max-Age=34560000; Path=\/; SameSite=Lax$/);
    // A browser's document.cookie reads back only name=value pairs.
    jar.cookie = `x=1; ${jar.cookie.split(';')[0]}`;
    await expect(store.load()).resolves.toEqual([1, 3]);
  });

  it('reads a bad cookie as null', async () => {
    const store = createCookieFilterStore(() => ({ cookie: 'persistentFilter=oops' }));
    await expect(store.load()).resolves.toBeNull();
  });
});

describe('resolvePersistentLanguages (server side)', () => {
  it('uses the saved languages', () => {
    expect(resolvePersistentLanguages({ persistentFilter: '{"language":[21]}' }, 'cs')).toEqual({ languages: [21], source: 'saved' });
    expect(resolvePersistentLanguages({ persistentFilter: '{"language":[]}' }, 'cs')).toEqual({ languages: [], source: 'saved' });
  });

  it.each([
    ['cs', [1, 3]],
    ['sk', [1, 2, 3]],
    ['en', [3]],
    ['de-AT', [3, 4]],
    ['de-DE', [3, 4]],
    ['es-ES', [3, 7, 32]],
    ['it-IT', [3, 8]],
    ['nl-NL', [3, 21]],
    ['fr-FR', [3, 5]],
    ['fr-BE', [3, 5, 21]],
  ] as const)('falls back to the %s defaults (docs/product.md#default-language-filters) without a valid cookie', (locale, expected) => {
    expect(resolvePersistentLanguages({}, locale)).toEqual({ languages: expected, source: 'default' });
    expect(resolvePersistentLanguages({ persistentFilter: '{"language":"x"}' }, locale).languages).toEqual(expected);
    expect(resolvePersistentLanguages(undefined, locale).languages).toEqual(expected);
  });
});
