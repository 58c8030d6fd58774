/**
 * @jest-environment jsdom
 */
// In the browser (a window exists) the route table builds a locale's match table on first use.
// Classifying the first page view must not build all ten for a page that is none of the routes it
// asks about (issue 17 item 8: it was a third of the copy page's script time on a phone).
import { classifyPageType, pageArea } from './pageType';

const matched: string[] = [];
jest.mock('./match', () => {
  const actual = jest.requireActual<typeof import('./match')>('./match');
  return {
    ...actual,
    matchPath: (locale: Parameters<typeof actual.matchPath>[0], path: string) => {
      matched.push(locale);
      return actual.matchPath(locale, path);
    },
  };
});

beforeEach(() => {
  matched.length = 0;
});

describe('page classification in the browser', () => {
  it('matches no locale in full for a copy page, a listing or a content page', () => {
    for (const path of ['/g/12/b/345', '/p/category/1', '/kontakt', '/neexistuje']) {
      classifyPageType(path);
      pageArea(path);
    }
    expect(matched).toEqual([]);
  });

  it('matches in full only the locales where a wanted route fits the path, with the same answer', () => {
    expect(classifyPageType('/kosik')).toBe('checkout');
    expect(pageArea('/kosik')).toBe('cart');
    // Only the storefronts whose cart is /kosik (cs and sk), once for the type and once for the area.
    expect([...new Set(matched)].sort()).toEqual(['cs', 'sk']);
  });

  it('matches the home page in one locale only: "/" is every storefront\'s home, and "home page" comes first', () => {
    expect(classifyPageType('/')).toBe('homepage');
    expect(pageArea('/')).toBe('home page');
    expect(pageArea('/?utm_source=x')).toBe('home page');
    expect(matched).toHaveLength(2);
  });
});
