import { withShell, type ShellContext } from '@/app-context/page/shell.server';
import { copiesKey, fetchCopies, fetchOverview, fetchShare, fetchStatement, overviewKey, shareKey, statementKey } from '../api/commission';

export interface CommissionPageProps {
  token: string;
  [key: string]: unknown;
}
export interface CommissionBillingProps extends CommissionPageProps { month: string | null }
export interface CommissionShareProps {
  publicToken: string;
  [key: string]: unknown;
}

// Shapes only: the API decides (a malformed token is as unknown as a wrong one — 404, no hint).
const PRIVATE = /^[A-Za-z0-9_-]{32,64}$/;
const PUBLIC = /^[A-Za-z0-9_-]{22,64}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const param = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The private dashboard's pages: the token in the path (an unknown or rotated one is the 404 view,
 * the API answering 404 NOT_FOUND), never cached, the overview seeded for every page (its header).
 */
function privatePage(more?: (token: string, ctx: ShellContext) => Promise<Record<string, unknown> | void>) {
  return withShell<CommissionPageProps>(async (ctx) => {
    const token = param(ctx.params?.privateAccessToken);
    if (!PRIVATE.test(token)) return { notFound: true };
    ctx.res.setHeader('cache-control', 'private, no-store');
    ctx.res.setHeader('referrer-policy', 'no-referrer');
    ctx.seedFallback(overviewKey(token), await fetchOverview(ctx.client, token));
    const extra = more ? await more(token, ctx) : undefined;
    return { props: { token, ...(extra ?? {}) } };
  }, { namespaces: ['commission'] });
}

export const commissionOverviewProps = privatePage();
export const commissionBooksProps = privatePage(async (token, ctx) => {
  ctx.seedFallback(copiesKey(token, 'books'), await fetchCopies(ctx.client, token, 'books'));
});
export const commissionDiscardedProps = privatePage(async (token, ctx) => {
  ctx.seedFallback(copiesKey(token, 'discarded'), await fetchCopies(ctx.client, token, 'discarded'));
});
export const commissionBillingProps = privatePage(async (token, ctx) => {
  const month = MONTH.test(param(ctx.query.month)) ? param(ctx.query.month) : null;
  ctx.seedFallback(statementKey(token, month), await fetchStatement(ctx.client, token, month));
  return { month };
});

/** /commission/share/[publicAccessToken]: the seller's copies for sale, public (still not indexed). */
export const commissionShareProps = withShell<CommissionShareProps>(async (ctx) => {
  const publicToken = param(ctx.params?.publicAccessToken);
  if (!PUBLIC.test(publicToken)) return { notFound: true };
  ctx.res.setHeader('cache-control', 'private, no-store');
  ctx.seedFallback(shareKey(publicToken), await fetchShare(ctx.client, publicToken));
  return { props: { publicToken } };
}, { namespaces: ['commission'] });
