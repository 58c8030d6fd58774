import { LOCALE_LABELS } from '@/i18n/locales';
import { alternateLinks, canonicalLink } from './alternates';
import { breadcrumbJsonLd } from '@/app-context/seo';

describe('hreflang alternates', () => {
  it('lists every storefront plus x-default = the default storefront for routes on everywhere', () => {
    const links = alternateLinks('work', { id: 7 }, '3130');
    expect(links).toHaveLength(LOCALE_LABELS.length + 1);
    expect(links).toContainEqual({ hreflang: 'de-DE', href: 'http://de.localhost:3130/g/7' });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'http://cs.localhost:3130/g/7' });
  });

  it('leaves out storefronts where the route is off; x-default still answers', () => {
    const career = alternateLinks('career', undefined, null);
    expect(career.map((l) => l.hreflang)).not.toContain('sk-SK');
    expect(career.map((l) => l.hreflang)).not.toContain('de-AT');
    expect(career.at(-1)).toEqual({ hreflang: 'x-default', href: 'http://cs.localhost/kariera' });

    // The card checkout exists only in en, de-DE and de-AT: x-default is one of them, never cs.
    const adyen = alternateLinks('checkoutAdyen', undefined, null);
    expect(adyen).toHaveLength(4);
    expect(adyen.at(-1)?.href).toBe(adyen.find((l) => l.hreflang !== 'x-default')?.href);
  });

  it('uses per-storefront params for translated slugs, skipping storefronts without a page', () => {
    const slugs: Record<string, string> = { cs: 'fantasy', 'de-DE': 'fantasy-de' };
    const links = alternateLinks('category', (locale) => (slugs[locale] ? { slug: slugs[locale] } : null), null);
    expect(links).toEqual([
      { hreflang: 'cs-CZ', href: 'http://cs.localhost/kategorie/fantasy' },
      { hreflang: 'de-DE', href: 'http://de.localhost/kategorie/fantasy-de' },
      { hreflang: 'x-default', href: 'http://cs.localhost/kategorie/fantasy' },
    ]);
  });

  it('canonical is the page on its own domain, with the page number past page 1', () => {
    expect(canonicalLink('series', 'fr-BE', { slug: 'x' }, null, { page: 2 })).toBe('http://be.localhost/serie/x?page=2');
  });
});

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Knihy', url: 'https://x.cz/' }, { name: 'Fantasy', url: 'https://x.cz/kategorie/fantasy' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Knihy', item: 'https://x.cz/' },
        { '@type': 'ListItem', position: 2, name: 'Fantasy', item: 'https://x.cz/kategorie/fantasy' },
      ],
    });
    expect(() => breadcrumbJsonLd([])).toThrow();
  });

  it('leaves the item out for the current page, the last crumb, when it has no URL', () => {
    const list = breadcrumbJsonLd([{ name: 'Knihy', url: 'https://x.cz/' }, { name: 'Výtisk č. 7' }]);
    expect(list.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Výtisk č. 7' });
  });
});
