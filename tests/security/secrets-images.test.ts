/**
 * Threat: a profile picture taken by a phone carries EXIF — the GPS position of the customer's
 * home, the camera's serial — and anyone can download it from the public profile; a file can
 * also smuggle other content after the image. Uploads are decoded and re-encoded (sharp), so only
 * the pixels are stored. docs/security.md.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { loggedInCustomer } from '../api/engagement-fixtures';

const IMAGE = '/api/adonis/v1/users/current/profile-image';
const SECRET = 'HOME-OF-ALICE-50.0833N-14.4167E';
const EXIF = {
  IFD0: { Copyright: SECRET, Artist: 'Alice', Make: 'PhoneCo', Model: 'Serial 123456' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 25/1 0/1' },
};

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, new Date('2026-06-10T08:00:00Z'));
}, 300_000);
afterAll(async () => handle.close());

const canvas = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: '#c33' } });

async function uploadAndFetch(bytes: Buffer, contentType: string): Promise<{ status: number; stored?: Buffer; type?: string | null }> {
  const me = await loggedInCustomer(handle, api, 'cs', 'Alice');
  const put = await me.shopper.request('PUT', IMAGE, new Uint8Array(bytes), { 'content-type': contentType });
  if (put.status !== 204) return { status: put.status };
  const [row] = await queryRows<{ public_hash: string }>(handle.db, sql`select public_hash from customers where id = ${me.id}`);
  const shown = await api.get(`/api/adonis/v1/users/public/${row!.public_hash}/image`);
  return { status: put.status, stored: Buffer.from(await shown.arrayBuffer()), type: shown.headers.get('content-type') };
}

/** GPS IFD pointer tag 0x8825, in either byte order of a TIFF header. */
const hasGpsTag = (exif: Buffer | undefined) => exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe('uploaded profile pictures are re-encoded without metadata', () => {
  it.each([
    ['image/jpeg', 'jpeg', () => canvas().jpeg().withExif(EXIF).toBuffer()],
    ['image/webp', 'webp', () => canvas().webp().withExif(EXIF).toBuffer()],
    ['image/png', 'png', () => canvas().png().withExif(EXIF).toBuffer()],
  ] as const)('%s with EXIF GPS: the stored picture has no EXIF and none of its text', async (type, format, make) => {
    const upload = await make();
    const before = await sharp(upload).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);
    expect(upload.includes(SECRET)).toBe(true);

    const { status, stored, type: shownType } = await uploadAndFetch(upload, type);
    expect(status).toBe(204);
    const after = await sharp(stored!).metadata();
    expect([after.format, after.width, after.height, shownType]).toEqual([format, 64, 48, type]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored!.includes(SECRET)).toBe(false);
    expect(stored!.includes('PhoneCo')).toBe(false);
  });

  it('bytes appended after the image (a polyglot file) are not stored', async () => {
    const tail = Buffer.from('<script>alert(document.cookie)</script>');
    const upload = Buffer.concat([await canvas().jpeg().toBuffer(), tail]);
    const { status, stored } = await uploadAndFetch(upload, 'image/jpeg');
    expect(status).toBe(204);
    expect(stored!.includes(tail)).toBe(false);
  });

  it('the EXIF orientation is applied to the pixels before it is dropped', async () => {
    const upload = await canvas(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { stored } = await uploadAndFetch(upload, 'image/jpeg');
    const after = await sharp(stored!).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([48, 64, undefined]);
  });

  it('bytes that only start like an image are refused with 415', async () => {
    const fake = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect((await uploadAndFetch(fake, 'image/png')).status).toBe(415);
  });
});
