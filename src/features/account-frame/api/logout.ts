import { apiRequest, type ApiClient } from '@/lib/http';

export const LOGOUT_ENDPOINT = '/adonis/v1/logout';

/** POST /adonis/v1/logout: the server deletes the session and clears its cookie. */
export async function logout(client: ApiClient): Promise<void> {
  await apiRequest(client, { method: 'POST', url: LOGOUT_ENDPOINT });
}
