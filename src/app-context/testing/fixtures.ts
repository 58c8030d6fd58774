import type { ShellResponse } from '@/contracts/shell';

export { bookTileFixture } from '@/ui/testing/bookTileFixture';

/** Shell data with one link per menu kind, a footer column, a promo banner and a counter. */
export function shellFixture(overrides: Partial<ShellResponse> = {}): ShellResponse {
  return {
    locale: 'cs',
    topNavigation: [
      { id: 1, label: 'Kontakt', routeKey: 'contact', routeParams: null, url: null },
      { id: 2, label: 'Kariéra', routeKey: 'career', routeParams: null, url: null },
    ],
    headerNavigation: [
      { id: 3, label: 'Poezie', routeKey: 'category', routeParams: { slug: 'poezie' }, url: null },
      { id: 4, label: 'Výkup knih', routeKey: 'sellBooks', routeParams: null, url: null },
    ],
    footer: [
      {
        title: 'O nás',
        links: [
          { id: 5, label: 'Blog', routeKey: null, routeParams: null, url: 'https://blog.example/' },
          { id: 6, label: 'Všechny kategorie', routeKey: 'allCategories', routeParams: null, url: null },
        ],
      },
    ],
    promoBanner: { id: 9, text: 'Doprava zdarma nad 1 000 Kč', routeKey: 'cart', routeParams: null, url: null },
    featureFlags: { newCheckout: true },
    todayAddedBooksCount: 3,
    demo: false,
    ...overrides,
  };
}
