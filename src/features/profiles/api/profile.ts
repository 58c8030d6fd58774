import useSWR from 'swr';
import { useLocale } from 'next-intl';
import type { SharedWishlist } from '@/contracts/engagement';
import { MY_PROFILE_IMAGE_ENDPOINT, PROFILE_IMAGE_ENDPOINT, type PublicInfo, type PublicInfoPatch, type PublicProfile } from '@/contracts/profile';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';

export const PROFILE_ENDPOINT = '/adonis/v1/users/public/{userHash}';
export const PROFILE_WISHLIST_ENDPOINT = '/adonis/v1/users/public/{userHash}/wishlist';
export const PUBLIC_INFO_ENDPOINT = '/adonis/v1/users/current/public-info';

export const profileKey = (userHash: string) => apiPath(PROFILE_ENDPOINT, { userHash });
export function fetchProfile(client: ApiClient, userHash: string): Promise<PublicProfile> {
  return apiRequest(client, { url: PROFILE_ENDPOINT, params: { userHash } });
}
export function useProfile(userHash: string) {
  const locale = useLocale();
  return useSWR(profileKey(userHash), () => fetchProfile(browserClient(locale), userHash));
}

export const profileWishlistKey = (userHash: string) => apiPath(PROFILE_WISHLIST_ENDPOINT, { userHash });
export function fetchProfileWishlist(client: ApiClient, userHash: string): Promise<SharedWishlist> {
  return apiRequest(client, { url: PROFILE_WISHLIST_ENDPOINT, params: { userHash } });
}
export function useProfileWishlist(userHash: string) {
  const locale = useLocale();
  return useSWR(profileWishlistKey(userHash), () => fetchProfileWishlist(browserClient(locale), userHash));
}

export const publicInfoKey = () => apiPath(PUBLIC_INFO_ENDPOINT);
/** The caller's own settings; only asked when someone is logged in. */
export function usePublicInfo(enabled: boolean) {
  const locale = useLocale();
  return useSWR(enabled ? publicInfoKey() : null, () => apiRequest<PublicInfo>(browserClient(locale), { url: PUBLIC_INFO_ENDPOINT }));
}
export function updatePublicInfo(client: ApiClient, patch: PublicInfoPatch): Promise<PublicInfo> {
  return apiRequest(client, { method: 'PATCH', url: PUBLIC_INFO_ENDPOINT, data: patch });
}

/** The picture's address as the browser loads it (the API is mounted under /api). */
export const profileImageUrl = (userHash: string, version?: string | number) =>
  `${process.env.NEXT_PUBLIC_API_BASE_URL || '/api'}${apiPath(PROFILE_IMAGE_ENDPOINT, { userHash })}${version === undefined ? '' : `?v=${version}`}`;
export function uploadProfileImage(client: ApiClient, file: Blob): Promise<unknown> {
  return apiRequest(client, { method: 'PUT', url: MY_PROFILE_IMAGE_ENDPOINT, data: file, headers: { 'content-type': file.type || 'application/octet-stream' } });
}
export function removeProfileImage(client: ApiClient): Promise<unknown> {
  return apiRequest(client, { method: 'DELETE', url: MY_PROFILE_IMAGE_ENDPOINT });
}
