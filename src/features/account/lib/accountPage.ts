import { HttpError } from '@/lib/http';
import { resolvePath } from '@/routing';
import type { CurrentUser } from '@/contracts/account';
import { withShell, type ShellContext } from '@/app-context/page/shell.server';
import type { AppUser } from '@/app-context/context';
import { currentUserKey, fetchCurrentUser } from '../api/currentUser';
import { appUserOf } from '@/app-context/session';

/**
 * getServerSideProps of an account page: the visitor must be logged in, else a redirect to the
 * login page with this path to come back to. The customer is seeded for useCurrentUser and handed
 * to the shell (header menu); `more` seeds the page's own data (its failure leaves it unseeded:
 * the page then loads in the browser and shows its error state with a retry).
 */
export function accountPage(more?: (ctx: ShellContext, user: CurrentUser) => Promise<void>) {
  return withShell<{ user: AppUser }>(async (ctx) => {
    let user: CurrentUser;
    try {
      user = await fetchCurrentUser(ctx.client);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        return { redirect: { destination: resolvePath('login', ctx.locale, {}, { returnTo: ctx.resolvedUrl }), permanent: false } };
      }
      throw error;
    }
    ctx.res.setHeader('cache-control', 'private, no-store');
    ctx.seedFallback(currentUserKey(), user);
    if (more) {
      try {
        await more(ctx, user);
      } catch (error) {
        console.error(`[account] ${ctx.resolvedUrl}: could not preload the page's data`, error);
      }
    }
    return { props: { user: appUserOf(user) } };
  }, { namespaces: ['account', 'engagement', 'commission.account'] });
}
