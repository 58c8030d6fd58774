import type { WatchdogTarget } from '@/contracts/engagement';
import { HttpError } from '@/lib/http';
import { resolvePath } from '@/routing';
import { withShell, type ShellContext } from '@/app-context/page/shell.server';
import { decodeListingPath } from '@/routing/listing';
import { REMOVE_WATCHDOG_RESULTS, type RemoveWatchdogPageResult } from '@/contracts/engagement';
import { toApiQuery } from '@/contracts/listing-filters';
import { fetchAuthorName, fetchEditionTitle, fetchWorkTitle } from '../api/targetLabel';
import { fetchWatchdogs, watchdogsKey } from '../api/watchdogs';
import { sessionUserProp } from '@/app-context/session';
import { targetFromQuery } from '../lib/watchdogTarget';

export interface WatchdogLandingProps {
  target: WatchdogTarget | null;
  label: string | null;
  [key: string]: unknown;
}

async function labelOf(ctx: ShellContext, target: WatchdogTarget): Promise<string | null> {
  try {
    if (target.type === 'work') return await fetchWorkTitle(ctx.client, target.workId);
    if (target.type === 'edition') return await fetchEditionTitle(ctx.client, target.editionId);
    if (target.type === 'author') return await fetchAuthorName(ctx.client, target.authorId);
    return target.filters.q ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** /watchdog?work=…|edition=…|author=…|filters=… — what to watch, with its name for the heading. */
export const watchdogLandingProps = withShell<WatchdogLandingProps>(async (ctx) => {
  const target = targetFromQuery(ctx.query, (segments) => decodeListingPath(segments).filters);
  const [label, session] = await Promise.all([target ? labelOf(ctx, target) : null, sessionUserProp(ctx.client)]);
  if (session.user) ctx.res.setHeader('cache-control', 'private, no-store');
  return { props: { target, label, ...session } };
}, { namespaces: ['engagement', 'book'] });

/** /old_watchdog: the old address of the landing page. */
export const oldWatchdogProps = withShell(async ({ locale }) => ({ redirect: { destination: resolvePath('watchdog', locale), permanent: true } }), { namespaces: ['engagement', 'book'] });

/** An account page of this feature: a visitor without a session goes to the login page and comes back. */
async function loginRedirect<T>(ctx: ShellContext, load: () => Promise<T>): Promise<{ redirect: { destination: string; permanent: false } } | T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      return { redirect: { destination: resolvePath('login', ctx.locale, {}, { returnTo: ctx.resolvedUrl }), permanent: false } };
    }
    throw error;
  }
}

export interface AccountWatchdogProps {
  filters: string[];
  [key: string]: unknown;
}

/** /account/watchdog/[[...filters]]: the list, narrowed by catalogue filters in the path. */
export const accountWatchdogProps = withShell<AccountWatchdogProps>(async (ctx) => {
  const segments = Array.isArray(ctx.params?.filters) ? ctx.params.filters : [];
  const { filters } = decodeListingPath(segments);
  const query = toApiQuery(filters);
  return loginRedirect(ctx, async () => {
    ctx.res.setHeader('cache-control', 'private, no-store');
    ctx.seedFallback(watchdogsKey(query), await fetchWatchdogs(ctx.client, query));
    return { props: { filters: segments, ...(await sessionUserProp(ctx.client)) } };
  });
}, { namespaces: ['engagement', 'account.nav'] });

export interface RemoveWatchdogProps {
  token: string | null;
  [key: string]: unknown;
}

/** /remove-watchdog?token=…: shows a confirm button (GETs never write: mail scanners open links). */
export const removeWatchdogProps = withShell<RemoveWatchdogProps>(async ({ query, res }) => {
  res.setHeader('cache-control', 'private, no-store');
  const token = typeof query.token === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(query.token) ? query.token : null;
  return { props: { token } };
}, { namespaces: ['engagement'] });

export interface RemoveWatchdogResultProps {
  result: RemoveWatchdogPageResult;
  [key: string]: unknown;
}

export const removeWatchdogResultProps = withShell<RemoveWatchdogResultProps>(async ({ params }) => {
  const result = REMOVE_WATCHDOG_RESULTS.find((r) => r === params?.result);
  if (!result) return { notFound: true };
  return { props: { result } };
}, { namespaces: ['engagement'] });
