/** What a profile picture may be: small, and one of three formats told by their first bytes (not by the header). */
export { PROFILE_IMAGE_MAX_BYTES } from '@/contracts/profile';
export type ProfileImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/** The image type of these bytes, or null for anything else (SVG, HTML, a renamed file…). */
export function sniffImageType(bytes: Uint8Array): ProfileImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
