import Head from 'next/head';
import type { AlternateLink } from './alternates';

export type RobotsContent = 'index, follow' | 'noindex, follow' | 'index, nofollow' | 'noindex, nofollow';

interface SeoLinksProps {
  canonical: string;
  alternates: readonly AlternateLink[];
  /** Omitted: no robots meta (the route's X-Robots-Tag, if any, applies). */
  robots?: RobotsContent;
}

/** Canonical, hreflang alternates and robots meta with the keys BookHead and ListingHead use, so a page has one of each. */
export function SeoLinks({ canonical, alternates, robots }: SeoLinksProps) {
  return (
    <Head>
      {robots && <meta key="robots" name="robots" content={robots} />}
      <link key="canonical" rel="canonical" href={canonical} />
      {alternates.map(({ hreflang, href }) => (
        <link key={`alternate-${hreflang}`} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </Head>
  );
}
