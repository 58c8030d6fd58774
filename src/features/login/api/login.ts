import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { LoginProviders, LoginRequestResponse, LoginResponse, MagicLinkStatus } from '@/contracts/auth';

export const LOGIN_ENDPOINT = '/adonis/v1/login';
export const LOGIN_CODE_ENDPOINT = '/adonis/v1/login/code';
export const MAGIC_LINK_ENDPOINT = '/adonis/v1/login/magic-link';
export const MAGIC_LINK_STATUS_ENDPOINT = '/adonis/v1/login/magic-link/status';
export const MAGIC_LINK_CONFIRM_ENDPOINT = '/adonis/v1/login/magic-link/confirm';
export const PROVIDERS_ENDPOINT = '/adonis/v1/login/providers';

export const providersKey = (): string => apiPath(PROVIDERS_ENDPOINT);

/** POST login: e-mail a passcode. */
export function requestLoginCode(client: ApiClient, email: string): Promise<LoginRequestResponse> {
  return apiRequest(client, { method: 'POST', url: LOGIN_ENDPOINT, data: { email } });
}

/** POST login/magic-link: e-mail a link that opens the login page's confirm button. */
export function requestMagicLink(client: ApiClient, email: string, returnTo?: string): Promise<LoginRequestResponse> {
  return apiRequest(client, { method: 'POST', url: MAGIC_LINK_ENDPOINT, data: { email, returnTo } });
}

export function loginWithCode(client: ApiClient, email: string, code: string): Promise<LoginResponse> {
  return apiRequest(client, { method: 'POST', url: LOGIN_CODE_ENDPOINT, data: { email, code } });
}

/** Reading the link's status never spends it. */
export async function fetchMagicLinkValid(client: ApiClient, token: string): Promise<boolean> {
  return (await apiRequest<MagicLinkStatus>(client, { url: MAGIC_LINK_STATUS_ENDPOINT, query: { token } })).valid;
}

export function confirmMagicLink(client: ApiClient, token: string): Promise<LoginResponse> {
  return apiRequest(client, { method: 'POST', url: MAGIC_LINK_CONFIRM_ENDPOINT, data: { token } });
}

export function fetchProviders(client: ApiClient): Promise<LoginProviders> {
  return apiRequest(client, { url: PROVIDERS_ENDPOINT });
}
export function useProviders() {
  const locale = useLocale();
  return useSWR(providersKey(), () => fetchProviders(browserClient(locale)));
}

/** The external provider's start: a plain navigation (the API redirects to Google / Seznam). */
export function oauthStartHref(provider: string, locale: string, returnTo: string): string {
  const base = process.env.NEXT_PUBLIC_API_BASE_URL || '/api';
  return `${base}${apiPath('/adonis/v1/login/oauth/{provider}/start', { provider }, { locale, returnTo })}`;
}
