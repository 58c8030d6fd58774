import Head from 'next/head';
import type { Crumb } from './breadcrumbJsonLd';
import { breadcrumbJsonLd } from './breadcrumbJsonLd';
import { serializeJsonLd } from './organizationJsonLd';

/** One BreadcrumbList per page (the key replaces it on client navigation); nothing for an empty trail. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <Head>
      <script key="breadcrumb-jsonld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(crumbs)) }} />
    </Head>
  );
}
