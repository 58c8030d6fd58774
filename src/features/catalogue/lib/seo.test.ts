import { LOCALE_LABELS } from '@/i18n/locales';
import { alternateLinks, canonicalUrl, portFromHost } from './seo';

describe('catalogue SEO links', () => {
  it('reads the port from the Host header', () => {
    expect(portFromHost('cs.localhost:3230')).toBe('3230');
    expect(portFromHost('knihobeh.cz')).toBeNull();
    expect(portFromHost(undefined)).toBeNull();
  });

  it('gives one hreflang link per storefront on its own domain, plus x-default (cs)', () => {
    const links = alternateLinks('listing', { filters: ['category', '4'] }, '3230');
    expect(links).toHaveLength(LOCALE_LABELS.length + 1);
    expect(links).toContainEqual({ hreflang: 'de-DE', href: 'http://de.localhost:3230/p/category/4' });
    expect(links).toContainEqual({ hreflang: 'fr-BE', href: 'http://be.localhost:3230/p/category/4' });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'http://cs.localhost:3230/p/category/4' });
  });

  it('makes the canonical URL absolute on the current domain', () => {
    expect(canonicalUrl('category', 'cs', { slug: 'poezie' }, null)).toBe('http://cs.localhost/kategorie/poezie');
  });
});
