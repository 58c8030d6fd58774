import type { AxiosInstance } from 'axios';
import { apiPath, apiRequest } from '@/lib/http';
import type { ShellResponse } from '@/contracts/shell';

export const SHELL_ENDPOINT = '/adonis/v1/shell';

/** SWR key / cache key of the shell call. */
export const shellKey = (): string => apiPath(SHELL_ENDPOINT);

/**
 * GET /adonis/v1/shell for the client's storefront (Accept-Language is set by the client).
 * Only the server calls it: the shell reaches the browser in page props, so there is no hook.
 */
export function fetchShell(client: AxiosInstance): Promise<ShellResponse> {
  return apiRequest(client, { url: SHELL_ENDPOINT });
}
