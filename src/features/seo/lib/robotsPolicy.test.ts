import { ROUTE_KEYS } from '@/routing';
import { isNoindexRoute, robotsForRoute, robotsHeaderFor } from './robotsPolicy';

describe('robots policy (docs/product.md#robots-options options)', () => {
  it('keeps purchase, account, payment and search pages out of the index', () => {
    for (const key of ['cart', 'checkoutAdyen', 'thankYou', 'paymentFailed', 'search', 'login'] as const) expect(robotsForRoute(key)).toBe('noindex, follow');
    for (const key of ['account', 'accountOrders', 'pay', 'commission', 'myWishlist', 'admin'] as const) expect(robotsForRoute(key)).toBe('noindex, nofollow');
  });

  it('leaves catalogue and content pages to the page (option "omit")', () => {
    for (const key of ['home', 'listing', 'category', 'series', 'author', 'work', 'copy', 'cmsPage', 'blog', 'contact'] as const) {
      expect(robotsForRoute(key)).toBe('omit');
      expect(isNoindexRoute(key)).toBe(false);
    }
  });

  it('answers every route key with one of the five options', () => {
    for (const key of ROUTE_KEYS) expect(['omit', 'index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow']).toContain(robotsForRoute(key));
  });

  it('finds the route of a localized path', () => {
    expect(robotsHeaderFor('de-DE', '/warenkorb')).toBe('noindex, follow');
    expect(robotsHeaderFor('cs', '/g/1/b/2')).toBeNull();
    expect(robotsHeaderFor('cs', '/no/such/page/at/all')).toBeNull();
  });
});
