import { useLocale } from 'next-intl';
import { resolveLocale } from '@/i18n/locales';
import Head from 'next/head';
import { PageHead } from '@/ui';
import { useLocalPort, type RouteKey, type RouteParams } from '@/routing';
import { serializeJsonLd } from '@/app-context/seo';
import { bookPageLinks } from '../lib/seoLinks';
import type { JsonLdContext } from '../lib/bookJsonLd';

interface BookHeadProps {
  title: string;
  description: string;
  route: Extract<RouteKey, 'copy' | 'edition' | 'work'>;
  params: RouteParams;
  /** Builds the page's schema.org data for this storefront (absolute URLs need locale and port). */
  jsonLd: (ctx: JsonLdContext) => unknown;
}

/** Title and description, canonical URL, hreflang alternates on all ten domains and the page's JSON-LD. */
export function BookHead({ title, description, route, params, jsonLd }: BookHeadProps) {
  const locale = resolveLocale(useLocale());
  const port = useLocalPort();
  const { canonical, alternates } = bookPageLinks(route, params, locale, port);
  return (
    <>
      <PageHead title={title} description={description} />
      <Head>
        <link key="canonical" rel="canonical" href={canonical} />
        {alternates.map(({ hreflang, href }) => (
          <link key={`alternate-${hreflang}`} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        <script
          key="book-jsonld"
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd({ locale, port })) }}
        />
      </Head>
    </>
  );
}
