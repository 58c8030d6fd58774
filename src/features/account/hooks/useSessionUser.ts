import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { LOGGED_IN_HINT_COOKIE } from '@/contracts/session-cookies';
import { browserClient } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { fetchCurrentUser } from '../api/currentUser';
import { appUserOf } from '@/app-context/session';

const hasHint = () => typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${LOGGED_IN_HINT_COOKIE}=1`);

/**
 * The shell knows the customer only on pages that load it (the shell response is the same for
 * every visitor). On the others, a browser that holds a session (the hint cookie says so) asks
 * GET users/current once and puts the customer into the app context: the header then links to
 * the account. An anonymous visitor makes no request.
 */
export function useSessionUser(): void {
  const locale = useLocale();
  const { user, setUser } = useAppContext();
  useEffect(() => {
    if (user !== null || !hasHint()) return;
    let cancelled = false;
    fetchCurrentUser(browserClient(locale)).then(
      (found) => { if (!cancelled) setUser(appUserOf(found)); },
      () => undefined, // 401: the session ended; the header keeps the login link.
    );
    return () => {
      cancelled = true;
    };
  }, [user, setUser, locale]);
}
