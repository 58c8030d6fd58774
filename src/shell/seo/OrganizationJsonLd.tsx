import Head from 'next/head';
import type { Locale } from '@/i18n/locales';
import { organizationJsonLd, serializeJsonLd } from '@/app-context/seo';

/** Rendered by _app, so every page carries it; the key keeps it to one tag across navigations. */
export function OrganizationJsonLd({ locale }: { locale: Locale }) {
  return (
    <Head>
      <script
        key="organization-jsonld"
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd(locale)) }}
      />
    </Head>
  );
}
