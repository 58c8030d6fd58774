import { matchPath } from './match';

describe('matchPath', () => {
  it.each([
    ['cs', '/kosik', { key: 'cart', page: '/cart', params: {}, kind: 'localized', disabled: false }],
    ['cs', '/cart', { key: 'cart', kind: 'fallback' }],
    ['en', '/cart', { key: 'cart', kind: 'localized' }],
    ['cs', '/kategorie', { key: 'kategorie', kind: 'localized' }],
    ['cs', '/kategorie/sci%20fi', { key: 'category', params: { slug: 'sci fi' }, kind: 'localized' }],
    ['cs', '/kosik/', { key: 'cart' }],
    ['en', '/g/1/b/2', { key: 'copy', params: { id: '1', copyId: '2' } }],
    ['en', '/g/1/m/2', { key: 'edition' }],
    ['en', '/g/1', { key: 'work' }],
    ['en', '/g/1/whatever/else', { key: 'workRedirect', params: { id: '1', params: ['whatever', 'else'] } }],
    ['en', '/a/7', { key: 'author', params: { authorId: '7' } }],
    ['en', '/a/7/biography', { key: 'authorBiography' }],
    ['cs', '/a/7/zivotopis', { key: 'authorBiography', kind: 'localized' }],
    ['cs', '/a/7/biography', { key: 'authorBiography', kind: 'fallback' }],
    ['cs', '/a/7/something/old', { key: 'authorLegacy', params: { params: ['7', 'something', 'old'] } }],
    ['en', '/p', { key: 'listing', params: { filters: [] } }],
    ['en', '/p/q/harry/page/2', { key: 'listing', params: { filters: ['q', 'harry', 'page', '2'] } }],
    ['en', '/old_g', { key: 'workLegacy' }],
    ['en', '/commission/share/abc', { key: 'commissionShare' }],
    ['en', '/commission/abc/books', { key: 'commissionBooks' }],
    ['en', '/robots.txt', { key: 'robots' }],
    ['sk', '/career', { key: 'career', kind: 'localized', disabled: true }],
    ['en', '/how-to-sell-books', { key: 'howToSellBooks', disabled: true }],
    ['cs', '/checkout/adyen', { key: 'checkoutAdyen', disabled: true }],
    ['de-DE', '/checkout/adyen', { key: 'checkoutAdyen', kind: 'fallback', disabled: false }],
  ] as const)('%s %s', (locale, pathname, expected) => {
    expect(matchPath(locale, pathname)).toMatchObject(expected);
  });

  it.each([
    ['cs', '/warenkorb'], // another storefront's word is not a path here
    ['en', '/kosik'],
    ['en', '/nope'],
    ['en', '/b'],
    ['en', '/cart//x'],
    ['en', 'cart'],
  ] as const)('%s %s matches nothing', (locale, pathname) => {
    expect(matchPath(locale, pathname)).toBeNull();
  });
});
