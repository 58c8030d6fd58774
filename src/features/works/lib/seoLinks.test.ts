import { LOCALE_LABELS, LOCALES, originFor } from '@/i18n/locales';
import { bookPageLinks } from './seoLinks';

describe('book page links', () => {
  it('point at the page on its own domain and on all ten storefronts, with x-default = cs', () => {
    const links = bookPageLinks('copy', { id: 7, copyId: 42 }, 'de-DE');
    expect(links.canonical).toBe(`${originFor('de-DE')}/g/7/b/42`);
    expect(links.alternates).toHaveLength(11);
    for (const locale of LOCALE_LABELS) {
      expect(links.alternates).toContainEqual({ hreflang: LOCALES[locale].hreflang, href: `${originFor(locale)}/g/7/b/42` });
    }
    expect(links.alternates[10]).toEqual({ hreflang: 'x-default', href: `${originFor('cs')}/g/7/b/42` });
  });

  it('keep a local development port', () => {
    expect(bookPageLinks('work', { id: 7 }, 'fr-BE', '3210').canonical).toBe(`${originFor('fr-BE', '3210')}/g/7`);
    expect(bookPageLinks('work', { id: 7 }, 'fr-BE', '3210').canonical).toContain(':3210/g/7');
  });
});
