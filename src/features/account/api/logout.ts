import type { AxiosInstance } from 'axios';
import { apiRequest } from '@/lib/http';

export const LOGOUT_ENDPOINT = '/adonis/v1/logout';

/** POST /adonis/v1/logout: the server deletes the session and clears its cookie. */
export async function logout(client: AxiosInstance): Promise<void> {
  await apiRequest(client, { method: 'POST', url: LOGOUT_ENDPOINT });
}
