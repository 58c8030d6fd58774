import { createCipheriv, createECDH, createHmac, createPrivateKey, randomBytes, sign } from 'node:crypto';

const b64u = (value: string): Buffer => Buffer.from(value, 'base64url');

function hkdfExtract(salt: Buffer, ikm: Buffer): Buffer {
  return createHmac('sha256', salt).update(ikm).digest();
}
/** One HKDF-Expand block is enough: every output here is at most 32 octets. */
function hkdfExpand(prk: Buffer, info: Buffer, length: number): Buffer {
  return createHmac('sha256', prk).update(Buffer.concat([info, Buffer.from([1])])).digest().subarray(0, length);
}

export interface EncryptOptions {
  /** Fixed only by tests (RFC 8291 example); otherwise a fresh key pair and salt per message. */
  asPrivateKey?: string;
  salt?: string;
  recordSize?: number;
}

/**
 * RFC 8291 message encryption with the aes128gcm content coding of RFC 8188, one record:
 * salt(16) | rs(4) | idlen(1) | keyid = sender public key(65) | AES-128-GCM(plaintext | 0x02).
 */
export function encryptPushPayload(subscription: { p256dh: string; auth: string }, plaintext: string | Buffer, options: EncryptOptions = {}): Buffer {
  const uaPublic = b64u(subscription.p256dh);
  const authSecret = b64u(subscription.auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error('p256dh must be an uncompressed P-256 point');
  if (authSecret.length !== 16) throw new Error('auth secret must be 16 octets');
  const ecdh = createECDH('prime256v1');
  if (options.asPrivateKey) ecdh.setPrivateKey(b64u(options.asPrivateKey));
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  const salt = options.salt ? b64u(options.salt) : randomBytes(16);
  const recordSize = options.recordSize ?? 4096;

  const sharedSecret = ecdh.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdfExpand(hkdfExtract(authSecret, sharedSecret), keyInfo, 32);
  const prk = hkdfExtract(salt, ikm);
  const cek = hkdfExpand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdfExpand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);

  const body = Buffer.concat([Buffer.from(plaintext), Buffer.from([2])]);
  if (body.length + 16 > recordSize) throw new Error('push payload too large for one record');
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const ciphertext = Buffer.concat([cipher.update(body), cipher.final(), cipher.getAuthTag()]);

  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(recordSize, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, ciphertext]);
}

export interface VapidKeys {
  /** base64url uncompressed P-256 public point (65 octets). */
  publicKey: string;
  /** base64url private scalar (32 octets). */
  privateKey: string;
  /** mailto: or https: contact of the sender (RFC 8292 §2.1). */
  subject: string;
}

/** RFC 8292 `Authorization: vapid t=<JWT>, k=<public key>` for one push service origin. */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, now: Date, ttlSeconds = 12 * 3600): string {
  const pub = b64u(keys.publicKey);
  if (pub.length !== 65 || pub[0] !== 4) throw new Error('VAPID public key must be an uncompressed P-256 point');
  const key = createPrivateKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', d: keys.privateKey, x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') },
  });
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode({ aud: new URL(endpoint).origin, exp: Math.floor(now.getTime() / 1000) + ttlSeconds, sub: keys.subject })}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `vapid t=${unsigned}.${signature}, k=${keys.publicKey}`;
}
