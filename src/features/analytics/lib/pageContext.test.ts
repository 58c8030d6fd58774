import { dataLayerUser, pageContext } from './pageContext';

describe('pageContext', () => {
  it.each([
    ['http://localhost:3000/', 'homepage', 'home page'],
    ['http://de.localhost:3000/warenkorb', 'checkout', 'cart'],
    ['http://localhost:3000/kosik?x=1', 'checkout', 'cart'],
    ['http://be.localhost:3000/p/q/tolkien', 'product_search', 'other'],
    ['http://localhost:3000/account/wishlist', 'user_profile', 'wishlist'],
    ['http://localhost:3000/watchdog', 'other', 'watchdog'],
  ])('%s → page type %s, area %s', (href, pageType, pageArea) => {
    expect(pageContext(href, null, false)).toEqual({
      pageType,
      pageArea,
      location: href,
      user: { id: null, identificationLevel: 'anonymous' },
      analyticsGranted: false,
    });
  });

  it('identifies a logged-in customer by id', () => {
    expect(dataLayerUser({ id: 42 })).toEqual({ id: 42, identificationLevel: 'full_login' });
  });
});
