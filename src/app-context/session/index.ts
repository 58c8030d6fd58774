/**
 * The visitor's session as every feature may read it: the current customer (API + SWR hook) and
 * the app context's user built from it. The account feature manages the account itself.
 */
export { CURRENT_USER_ENDPOINT, currentUserKey, fetchCurrentUser, useCurrentUser } from './currentUser';
export { appUserOf } from './appUser';
export { sessionUserProp } from './sessionUser';
