import { HttpError, type ApiClient } from '@/lib/http';
import type { AppUser } from '@/app-context/context';
import { appUserOf } from './appUser';
import { fetchCurrentUser } from './currentUser';

/**
 * The visitor as the shell's app context wants it (`user` page prop), or undefined without a
 * session: engagement pages then render the logged-in view on the server already.
 */
export async function sessionUserProp(client: ApiClient): Promise<{ user?: AppUser }> {
  try {
    return { user: appUserOf(await fetchCurrentUser(client)) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return {};
    throw error;
  }
}
