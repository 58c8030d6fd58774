import Head from 'next/head';
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
}

/** Title, description, robots, canonical and hreflang of a catalogue page. */
export function ListingHead({ title, description, canonical, alternates, robots }: ListingSeo) {
  return (
    <>
      <PageHead title={title} description={description} />
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
