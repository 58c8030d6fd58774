import { HttpError } from '@/lib/http';
import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { sessionUserProp } from '@/app-context/session';
import { fetchReviews, reviewsKey } from '../api/reviews';

/** /account/reviews: a visitor without a session goes to the login page and comes back. */
export const accountReviewsProps = withShell(async (ctx) => {
  try {
    ctx.res.setHeader('cache-control', 'private, no-store');
    ctx.seedFallback(reviewsKey({ type: 'mine' }), await fetchReviews(ctx.client, { type: 'mine' }));
    return { props: { ...(await sessionUserProp(ctx.client)) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      return { redirect: { destination: resolvePath('login', ctx.locale, {}, { returnTo: ctx.resolvedUrl }), permanent: false } };
    }
    throw error;
  }
}, { namespaces: ['engagement', 'account.nav'] });
