import Head from 'next/head';
import { BreadcrumbJsonLd, type Crumb } from '@/app-context/seo';
import { PageHead } from '@/ui';
import type { AlternateLink } from '../lib/seo';
import type { RobotsContent } from '../lib/robots';

export interface ListingSeo {
  title: string;
  description: string;
  canonical: string;
  /** hreflang alternates incl. x-default; empty when the page has no per-storefront equivalents. */
  alternates: readonly AlternateLink[];
  robots: RobotsContent;
  /** The page's place from the home page (BreadcrumbList JSON-LD); the page itself last, without URL. */
  breadcrumbs: readonly Crumb[];
}

/** Title, description, robots, canonical, hreflang and breadcrumb trail of a catalogue page. */
export function ListingHead({ title, description, canonical, alternates, robots, breadcrumbs }: ListingSeo) {
  return (
    <>
      <PageHead title={title} description={description} />
      <BreadcrumbJsonLd crumbs={breadcrumbs} />
      <Head>
        {/* The same key PageHead uses, so exactly one robots tag is on the page. */}
        <meta key="robots" name="robots" content={robots} />
        <link key="canonical" rel="canonical" href={canonical} />
        {alternates.map((alt) => (
          <link key={`alternate-${alt.hreflang}`} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
        ))}
      </Head>
    </>
  );
}
