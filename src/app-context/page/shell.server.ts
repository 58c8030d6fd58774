import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult, Redirect } from 'next';
import { resolveLocale, type Locale } from '@/i18n/locales';
import { loadMessages, pageNamespaces, type MessageSource } from '@/i18n/messages';
import { precompileMessages } from '@/i18n/precompile';
import type { ShellResponse } from '@/contracts/shell';
import { HttpError } from '@/lib/http';
import { serverClient } from '@/lib/http/server';
import { emptyShell } from './emptyShell';
import { fetchShell } from './getShell';
import { sendLargeStringBodiesAsBytes } from './htmlAsBytes.server';
import type { ShellPageProps } from './pageProps';

/** What a page's own server handler gets: Next's context plus the storefront locale, API client and SWR seeding. */
export interface ShellContext extends GetServerSidePropsContext {
  locale: Locale;
  /** The server-side API client for this visitor (cookies and Accept-Language forwarded). */
  client: ReturnType<typeof serverClient>;
  /** Adds data under an SWR key (apiPath(...)), so the page's hook hydrates without a loading state. */
  seedFallback: (key: string, data: unknown) => void;
}

export type ShellHandlerResult<P> = { props: P } | { redirect: Redirect } | { notFound: true };
export type ShellPageHandler<P> = (ctx: ShellContext) => Promise<ShellHandlerResult<P>> | ShellHandlerResult<P>;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T,>(work: () => Promise<T> | T): Promise<Settled<T>> =>
  Promise.resolve()
    .then(work)
    .then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));

export interface WithShellOptions {
  /**
   * The message namespaces (or parts of them: 'engagement.wishlist') the page itself translates
   * with, beyond the shell's own (SHELL_MESSAGES); `[]` for none. Every page names them: the
   * messages travel in its HTML, and all of them would be most of a small page.
   * tests/unit/page-namespaces.test.ts checks each page's components against its list.
   */
  namespaces: readonly MessageSource[];
}

/** A page's getServerSideProps with the message sources it ships (for the namespace check). */
export type ShellServerSideProps<P extends Record<string, unknown>> = GetServerSideProps<P> & { messageSources: readonly MessageSource[] };

/** The message sources a withShell page ships (undefined for any other getServerSideProps). */
export const messageSourcesOf = (getServerSideProps: unknown): readonly MessageSource[] | undefined =>
  (getServerSideProps as { messageSources?: readonly MessageSource[] } | undefined)?.messageSources;

/**
 * GET /adonis/v1/shell depends on the storefront only (menus, footer, promo, flags, the
 * books-added-today count), not on the visitor, so one answer per locale serves every render
 * for a few seconds: a menu edit or a new book shows up that much later. Concurrent renders
 * share one request; a failed request is not kept. SHELL_CACHE_TTL_MS=0 turns it off.
 */
const SHELL_TTL_MS = Number(process.env.SHELL_CACHE_TTL_MS ?? 5_000);
const shellCache = new Map<Locale, { expires: number; response: Promise<ShellResponse> }>();

function cachedShell(locale: Locale, load: () => Promise<ShellResponse>, now = Date.now()): Promise<ShellResponse> {
  if (!(SHELL_TTL_MS > 0)) return load();
  const hit = shellCache.get(locale);
  if (hit && hit.expires > now) return hit.response;
  const response = load();
  const entry = { expires: now + SHELL_TTL_MS, response };
  shellCache.set(locale, entry);
  response.catch(() => {
    if (shellCache.get(locale) === entry) shellCache.delete(locale);
  });
  return response;
}

/** For tests: forget every cached shell answer. */
export function clearShellCache(): void {
  shellCache.clear();
}

const hasProps = <P,>(result: ShellHandlerResult<P>): result is { props: P } => 'props' in result;
const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * Wraps a storefront page's getServerSideProps with everything the page shell needs:
 * locale (ctx.locale via resolveLocale), messages (the shell's namespaces plus `options.namespaces`,
 * or all of them), the shell from GET /adonis/v1/shell (cached per locale briefly), and the
 * page's own props and SWR fallback. Returns `{ locale, messages, shell, swrFallback, ...pageProps }`.
 *
 * - The handler throws an HttpError 404 or returns `notFound` → the not-found view inside the
 *   layout (`notFound: true`, HTTP 404), rendered per request with the shell and the CSP nonce;
 *   only when the shell itself fails, Next's static 404 page.
 * - The handler returns `redirect` → passed through.
 * - The shell call or the handler fails otherwise → the internal-error page inside the layout
 *   (`internalError: true`, HTTP 500 so nothing caches or indexes it) instead of Next's bare 500.
 */
export function withShell<P extends Record<string, unknown> = Record<string, never>>(
  handler: ShellPageHandler<P> | undefined,
  options: WithShellOptions,
): ShellServerSideProps<ShellPageProps & P> {
  const namespaces = pageNamespaces(options.namespaces);
  // A page's messages depend on the locale only (bundled JSON, compiled once): one object per
  // locale per process, not a load and precompile per request (issue 18 item 2).
  const messagesByLocale = new Map<Locale, Promise<ShellPageProps['messages']>>();
  const pageMessages = (locale: Locale) => {
    let messages = messagesByLocale.get(locale);
    if (!messages) {
      messages = loadMessages(locale, namespaces).then(precompileMessages);
      messagesByLocale.set(locale, messages);
      messages.catch(() => messagesByLocale.delete(locale));
    }
    return messages;
  };
  const getServerSideProps: GetServerSideProps<ShellPageProps & P> = async (nextCtx) => {
    sendLargeStringBodiesAsBytes(nextCtx.res);
    const locale = resolveLocale(nextCtx.locale);
    const client = serverClient(nextCtx, locale);
    // The API is this same server on loopback: gzip there and gunzip here would only burn CPU twice.
    client.defaults.headers.common['Accept-Encoding'] = 'identity';
    const swrFallback: Record<string, unknown> = {};
    const ctx: ShellContext = {
      ...nextCtx,
      locale,
      client,
      seedFallback: (key, data) => {
        swrFallback[key] = data;
      },
    };

    // Independent work runs in parallel: the shell call and the page's data do not wait for each other.
    const [messages, shell, page] = await Promise.all([
      pageMessages(locale),
      settle(() => cachedShell(locale, () => fetchShell(client))),
      settle<ShellHandlerResult<P>>(() => (handler ? handler(ctx) : { props: {} as P })),
    ]);

    const pageNotFound = (!page.ok && isNotFound(page.error)) || (page.ok && 'notFound' in page.value);
    if (pageNotFound && shell.ok) {
      // Rendered here, not as Next's prerendered /404: that static HTML carries no CSP nonce (all
      // its scripts are blocked) and an empty shell (issue 17). Same shell, data and nonce as
      // every page; _app renders the not-found view inside the layout, with status 404.
      nextCtx.res.statusCode = 404;
      const props: ShellPageProps = { locale, messages, shell: shell.value, swrFallback: {}, notFound: true };
      return { props: props as ShellPageProps & P };
    }
    if (pageNotFound) return { notFound: true };
    if (page.ok && !hasProps(page.value)) return page.value as GetServerSidePropsResult<ShellPageProps & P>;

    if (!shell.ok || !page.ok) {
      const failure = !shell.ok ? shell.error : (page as { error: unknown }).error;
      console.error(`[withShell] ${nextCtx.resolvedUrl}: rendering the internal-error page`, failure);
      nextCtx.res.statusCode = 500;
      const props: ShellPageProps = {
        locale,
        messages,
        shell: shell.ok ? shell.value : emptyShell(locale),
        swrFallback: {},
        internalError: true,
      };
      // The page's own props are missing here, but _app renders InternalErrorPage instead of the page.
      return { props: props as ShellPageProps & P };
    }

    const pageProps = hasProps(page.value) ? page.value.props : ({} as P);
    return { props: { locale, messages, shell: shell.value, swrFallback, ...pageProps } };
  };
  return Object.assign(getServerSideProps, { messageSources: namespaces });
}
