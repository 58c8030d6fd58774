import sharp from 'sharp';

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

/** Longest side of a stored picture; profile cards show it far smaller. */
export const PROFILE_IMAGE_MAX_SIDE = 1024;
/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 25_000_000;

export class UndecodableImageError extends Error {}

/**
 * Decodes the upload and encodes a fresh image of the same type: nothing of the original file
 * survives but its pixels — no EXIF (GPS position, camera serial), no XMP or ICC comments, no
 * trailing bytes smuggled after the image. The EXIF orientation is applied first, so the
 * picture still stands upright without it. Throws UndecodableImageError for bytes that only
 * look like an image.
 */
export async function reencodeProfileImage(bytes: Uint8Array, type: ProfileImageType): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: PROFILE_IMAGE_MAX_SIDE, height: PROFILE_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (type === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (type === 'image/jpeg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return await image.webp({ quality: 85 }).toBuffer();
  } catch (error) {
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }
}
