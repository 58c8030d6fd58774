import { classifyPageType, pageArea } from './pageType';

describe('classifyPageType (docs/product.md#page-types)', () => {
  it.each([
    ['/', 'homepage'],
    ['/?utm=x', 'homepage'],
    ['/b/123', 'product_detail'],
    ['/g/12', 'product_detail'],
    ['/g/12/b/345', 'product_detail'],
    ['/g/12/m/6', 'product_detail'],
    ['/m/6', 'product_detail'],
    ['/p/q/harry', 'product_search'],
    ['/p/q/harry/page/2.price_asc', 'product_search'],
    ['/p/category/12', 'product_category'],
    ['/p/year/1990-2000', 'product_category'],
    ['/p/language/1_3', 'product_category'],
    ['/p/condition/2', 'product_category'],
    ['/p/binding/1', 'product_category'],
    ['/p/price/100-500', 'product_category'],
    ['/p/author/7', 'other'],
    ['/p', 'other'],
    ['/account/orders', 'user_profile'],
    ['/account/watchdog/author/7', 'user_profile'],
    ['/cart', 'checkout'],
    ['/kosik', 'checkout'],
    ['/warenkorb', 'checkout'],
    ['/panier', 'checkout'],
    ['/winkelwagen', 'checkout'],
    ['/sell-books', 'leads'],
    ['/vykup-knih', 'leads'],
    ['/buecher-verkaufen', 'leads'],
    ['/vendre-des-livres', 'leads'],
    ['/c/obchodni-podminky', 'support'],
    ['/blog', 'other'],
    ['/kontakt', 'other'],
    ['/account', 'other'],
  ])('%s → %s', (pathname, expected) => {
    expect(classifyPageType(pathname)).toBe(expected);
  });

  it('classifies every storefront cart and sell-books path', () => {
    for (const path of ['/kosik', '/cart', '/warenkorb', '/cesta', '/carrello', '/winkelwagen', '/panier']) {
      expect(classifyPageType(path)).toBe('checkout');
    }
    for (const path of ['/vykup-knih', '/sell-books', '/buecher-verkaufen', '/vender-libros', '/vendi-libri', '/boeken-verkopen', '/vendre-des-livres']) {
      expect(classifyPageType(path)).toBe('leads');
    }
  });
});

describe('pageArea', () => {
  it.each([
    ['/', 'home page'],
    ['/kosik', 'cart'],
    ['/cart', 'cart'],
    ['/vykup-knih', 'sell-books'],
    ['/book-scanner/sell-books', 'sell-books'],
    ['/watchdog', 'watchdog'],
    ['/account/watchdog', 'watchdog'],
    ['/zrusit-hlidaciho-psa/ok', 'watchdog'],
    ['/my-wishlist/abc', 'wishlist'],
    ['/account/wishlist/q/x', 'wishlist'],
    ['/benutzer/ab12cd34/wunschliste', 'wishlist'],
    ['/g/1/b/2', 'other'],
  ])('%s → %s', (pathname, expected) => {
    expect(pageArea(pathname)).toBe(expected);
  });
});
