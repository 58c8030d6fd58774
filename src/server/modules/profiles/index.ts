// The profiles module's public face for other modules.
export { sniffImageType } from './profile-image';
