import { BRANDS, COMPANY, LOCALE_LABELS, LOCALES } from '@/i18n/locales';
import { organizationJsonLd, serializeJsonLd } from './organizationJsonLd';

describe('organizationJsonLd', () => {
  it.each(LOCALE_LABELS)('describes the organisation for %s', (locale) => {
    const data = organizationJsonLd(locale);
    expect(data['@type']).toBe('Organization');
    expect(data.legalName).toBe(COMPANY.legalName);
    expect(data.address.streetAddress).toBe(COMPANY.street);
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      telephone: LOCALES[locale].contactPoint.phone,
      email: LOCALES[locale].contactPoint.email,
      contactType: 'customer service',
      availableLanguage: LOCALES[locale].contactPoint.availableLanguages,
    });
    expect(data.sameAs).toEqual(COMPANY.socialLinks);
  });

  it('uses the Czech storefront brand on cs and the shared brand elsewhere', () => {
    expect(organizationJsonLd('cs').name).toBe(BRANDS.local);
    expect(organizationJsonLd('de-DE').name).toBe(BRANDS.shared);
  });

  it('cannot be broken out of its script tag', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
