import { createDecipheriv, createECDH, createHmac, createPublicKey, verify } from 'node:crypto';
import { encryptPushPayload, vapidAuthorization } from './web-push-crypto';

// RFC 8291 §5 and Appendix A.
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

/** What the browser does (RFC 8291 §3.4 from the receiver's side). */
function decrypt(body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ua = createECDH('prime256v1');
  ua.setPrivateKey(Buffer.from(RFC.uaPrivate, 'base64url'));
  const hmac = (k: Buffer, d: Buffer) => createHmac('sha256', k).update(d).digest();
  const expand = (prk: Buffer, info: Buffer, n: number) => hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, n);
  const ikm = expand(hmac(Buffer.from(RFC.auth, 'base64url'), ua.computeSecret(asPublic)), Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]), 32);
  const prk = hmac(salt, ikm);
  const decipher = createDecipheriv('aes-128-gcm', expand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16), expand(prk, Buffer.from('Content-Encoding: nonce\0'), 12));
  const data = body.subarray(21 + idlen);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  expect(plain[plain.length - 1]).toBe(2);
  return plain.subarray(0, -1).toString();
}

describe('Web Push encryption (RFC 8291)', () => {
  it('reproduces the RFC 8291 example message byte for byte', () => {
    const body = encryptPushPayload({ p256dh: RFC.uaPublic, auth: RFC.auth }, RFC.plaintext, { asPrivateKey: RFC.asPrivate, salt: RFC.salt });
    expect(body.toString('base64url')).toBe(RFC.body);
    expect(body.subarray(21, 86).toString('base64url')).toBe(RFC.asPublic);
  });

  it('with fresh keys produces a message the receiver decrypts', () => {
    const body = encryptPushPayload({ p256dh: RFC.uaPublic, auth: RFC.auth }, '{"title":"Hlídací pes"}');
    expect(body.toString('base64url')).not.toBe(RFC.body);
    expect(decrypt(body)).toBe('{"title":"Hlídací pes"}');
  });

  it('refuses malformed subscription keys', () => {
    expect(() => encryptPushPayload({ p256dh: 'AAAA', auth: RFC.auth }, 'x')).toThrow(/p256dh/);
    expect(() => encryptPushPayload({ p256dh: RFC.uaPublic, auth: 'AAAA' }, 'x')).toThrow(/auth/);
  });
});

describe('VAPID (RFC 8292)', () => {
  it('signs an ES256 JWT for the push service origin that verifies with the public key', () => {
    const now = new Date('2026-11-26T05:00:00Z');
    const header = vapidAuthorization('https://fcm.googleapis.com/fcm/send/abc', { publicKey: RFC.asPublic, privateKey: RFC.asPrivate, subject: 'mailto:podpora@bookturn.example' }, now);
    const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(.+)$/.exec(header)!;
    expect(match[4]).toBe(RFC.asPublic);
    expect(JSON.parse(Buffer.from(match[1], 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(JSON.parse(Buffer.from(match[2], 'base64url').toString())).toEqual({ aud: 'https://fcm.googleapis.com', exp: now.getTime() / 1000 + 43200, sub: 'mailto:podpora@bookturn.example' });
    const pub = Buffer.from(RFC.asPublic, 'base64url');
    const key = createPublicKey({ format: 'jwk', key: { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') } });
    const signature = Buffer.from(match[3], 'base64url');
    expect(signature).toHaveLength(64);
    expect(verify('sha256', Buffer.from(`${match[1]}.${match[2]}`), { key, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
  });
});
