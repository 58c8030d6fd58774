/**
 * The account area's public surface: the current customer (API + shell hook), the server store of
 * the persistent filter (form fields are src/ui/form's). Page views are imported by the
 * page files directly, so the shell's bundle does not carry them.
 */
export { CURRENT_USER_ENDPOINT, currentUserKey, fetchCurrentUser, useCurrentUser, appUserOf } from '@/app-context/session';
export { createServerFilterStore } from './lib/serverFilterStore';
export { useAccountFilterStore } from './hooks/useAccountFilterStore';
export { useReadingLanguages } from './hooks/useReadingLanguages';
export { useSessionUser } from './hooks/useSessionUser';
