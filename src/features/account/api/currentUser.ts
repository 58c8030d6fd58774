import { apiRequest, type ApiClient } from '@/lib/http';
import { CURRENT_USER_ENDPOINT } from '@/app-context/session';
import type { CurrentUser, CurrentUserPatch, AddressInput } from '@/contracts/account';

// Reading the current customer is the session's (every feature may); managing the account is ours.
export { CURRENT_USER_ENDPOINT, currentUserKey, fetchCurrentUser, useCurrentUser } from '@/app-context/session';

export const ADDRESSES_ENDPOINT = '/adonis/v1/users/current/addresses';
export const ADDRESS_ENDPOINT = '/adonis/v1/users/current/addresses/{id}';

/** PATCH users/current: name, phone, nickname, bank account, notifications; `patch` is currentUserPatch's output (the form checks it). */
export function patchCurrentUser(client: ApiClient, patch: CurrentUserPatch): Promise<CurrentUser> {
  return apiRequest(client, { method: 'PATCH', url: CURRENT_USER_ENDPOINT, data: patch });
}

export function addAddress(client: ApiClient, address: AddressInput): Promise<CurrentUser> {
  return apiRequest(client, { method: 'POST', url: ADDRESSES_ENDPOINT, data: address });
}

export function removeAddress(client: ApiClient, id: number): Promise<CurrentUser> {
  return apiRequest(client, { method: 'DELETE', url: ADDRESS_ENDPOINT, params: { id } });
}

/** DELETE users/current: the account with its personal data; the session ends. */
export function deleteAccount(client: ApiClient): Promise<void> {
  return apiRequest(client, { method: 'DELETE', url: CURRENT_USER_ENDPOINT, data: { confirm: true } }).then(() => undefined);
}

export const EMAIL_ENDPOINT = '/adonis/v1/users/current/email';
export const SESSIONS_ENDPOINT = '/adonis/v1/users/current/sessions';

/** Step 1 of changing the login e-mail: a code to the new address. */
export async function requestEmailChange(client: ApiClient, email: string): Promise<void> {
  await apiRequest(client, { method: 'POST', url: EMAIL_ENDPOINT, data: { email } });
}

/** Step 2: the code proves the new address. */
export function confirmEmailChange(client: ApiClient, email: string, code: string): Promise<CurrentUser> {
  return apiRequest(client, { method: 'PUT', url: EMAIL_ENDPOINT, data: { email, code } });
}

/** Logs out every other device of this customer. */
export async function revokeOtherSessions(client: ApiClient): Promise<number> {
  return (await apiRequest<{ revoked: number }>(client, { method: 'DELETE', url: SESSIONS_ENDPOINT })).revoked;
}
