import { LOGGED_IN_HINT_COOKIE } from '@/contracts/auth';
import { resolveLocale } from '@/i18n/locales';
import type { ShellContext } from '@/app-context/page/shell.server';
import type { PageHtmlCacheOptions } from '@/app-context/page/pageHtmlCache.server';
import { fetchSavedFilters } from './api/filters';
import { resolvePersistentLanguages } from './lib/resolvePersistentLanguages';

/**
 * The visitor's reading languages for a server render (issue 17: every storefront read that lists
 * copies — listing, home, added/discounted today — filters by them): saved on the account
 * (docs/product.md#anonymous-vs-logged-in), else the cookie, else the storefront's defaults (src/i18n/locales.ts). A visitor
 * without the login hint is not asked about, so anonymous renders cost no extra call; a failed
 * read → the defaults (logged).
 */
export async function readingLanguages(ctx: Pick<ShellContext, 'req' | 'locale' | 'client' | 'resolvedUrl'>): Promise<number[]> {
  const fromCookie = () => resolvePersistentLanguages(ctx.req.cookies, ctx.locale).languages;
  if (ctx.req.cookies[LOGGED_IN_HINT_COOKIE] !== '1') return fromCookie();
  try {
    return (await fetchSavedFilters(ctx.client)) ?? fromCookie();
  } catch (error) {
    console.error(`[languages] ${ctx.resolvedUrl}: the saved language filter could not be read; using the defaults`, error);
    return resolvePersistentLanguages({}, ctx.locale).languages;
  }
}

/**
 * What an anonymous page's HTML depends on besides the address when it lists copies: the
 * persistent languages (cookie, else the storefront's defaults). Logged-in visitors never reach
 * the cache (docs/adr/0009).
 */
export const readingLanguagesHtmlCacheOptions: PageHtmlCacheOptions = {
  vary: (req, locale) => resolvePersistentLanguages(req.cookies, resolveLocale(locale)).languages.join(','),
};
