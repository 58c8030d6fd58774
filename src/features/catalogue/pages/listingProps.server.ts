import type { ListingFilters } from '@/contracts/listing-filters';
import type { ListingResponse } from '@/contracts/listing';
import type { ShellContext } from '@/app-context/page/shell.server';
import type { PageHtmlCacheOptions } from '@/app-context/page/pageHtmlCache.server';
import { readingLanguages, readingLanguagesHtmlCacheOptions } from '@/features/language-filter/index.server';
import { fetchListing, listingKey } from '../api/getListing';
import { withPersistentLanguages } from '../lib/effectiveFilters';
import { portFromHost } from '../lib/seo';

/** What a listing-based page (listing, category) hands to ListingView. */
export type ListingProps = {
  /** The address's filters, canonical. */
  filters: ListingFilters;
  /** The visitor's persistent languages (saved on the account, else the cookie, else the storefront's defaults). */
  languages: number[];
  /** The request's port on local domains, so absolute URLs (canonical, hreflang) work in development. */
  port: string | null;
  listingFailed: boolean;
};

/**
 * Loads the listing the way the browser will ask for it (address filters + persistent languages)
 * and seeds SWR with it. A failing API does not take the page down: it renders its error state
 * with 503, so nothing caches or indexes it, and the browser retries.
 */
export async function loadListing(
  ctx: ShellContext,
  filters: ListingFilters,
): Promise<{ props: ListingProps; data: ListingResponse | null }> {
  const languages = await readingLanguages(ctx);
  const effective = withPersistentLanguages(filters, languages);
  const props: ListingProps = { filters, languages, port: portFromHost(ctx.req.headers.host), listingFailed: false };
  try {
    const data = await fetchListing(ctx.client, effective);
    ctx.seedFallback(listingKey(effective), data);
    return { props, data };
  } catch (error) {
    console.error(`[listing] ${ctx.resolvedUrl}: the listing could not be loaded`, error);
    ctx.res.statusCode = 503;
    return { props: { ...props, listingFailed: true }, data: null };
  }
}

/** What an anonymous listing's HTML depends on besides the address: the persistent languages. */
export const listingHtmlCacheOptions: PageHtmlCacheOptions = readingLanguagesHtmlCacheOptions;
