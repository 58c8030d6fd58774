import { brandFor, COMPANY, LOCALES, type Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/routing';

/**
 * schema.org Organization for a storefront (docs/product.md#organisation-data): the Czech site carries its local brand,
 * the others the shared one; address, customer-service contact and social profiles are common.
 */
export function organizationJsonLd(locale: Locale) {
  const contact = LOCALES[locale].contactPoint;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brandFor(locale),
    legalName: COMPANY.legalName,
    url: absoluteUrl('home', locale),
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.street,
      addressLocality: COMPANY.city,
      postalCode: COMPANY.postalCode,
      addressCountry: COMPANY.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: contact.phone,
      email: contact.email,
      contactType: 'customer service',
      availableLanguage: contact.availableLanguages,
    },
    sameAs: COMPANY.socialLinks,
  };
}

/** JSON for a <script> element: "<" is escaped so no value can close the script tag early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
