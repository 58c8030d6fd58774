/** Public profiles (/user/[userHash]) and the customer's own public-profile settings. */
export { PublicProfileSettings } from './components/PublicProfileSettings';
export { fetchProfile, profileKey, useProfile } from './api/profile';
