import crypto, { createDecipheriv, createECDH, createHmac, createPublicKey, verify } from 'node:crypto';
import webPush from 'web-push';
import { PUSH_OPTIONS, sendPush, type PushDeps } from './push.service';

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
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const VAPID = { publicKey: RFC.asPublic, privateKey: RFC.asPrivate, subject: 'mailto:podpora@bookturn.example' };

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

/** Sends one push through a stand-in push service and returns what reached it. */
async function capture(message: object, keys = { p256dh: RFC.uaPublic, auth: RFC.auth }) {
  const seen: { url: string; init: RequestInit }[] = [];
  const deps: PushDeps = {
    vapid: VAPID,
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(null, { status: 201 });
    }) as unknown as typeof fetch,
    timeoutMs: 1000,
    now: new Date(),
  };
  const outcome = await sendPush({ endpoint: ENDPOINT, ...keys }, message as never, deps);
  const { init } = seen[0]!;
  return { outcome, headers: init.headers as Record<string, string>, body: Buffer.from(init.body as Uint8Array), signal: init.signal };
}

afterEach(() => jest.restoreAllMocks());

describe('Web Push encryption (RFC 8291) through web-push', () => {
  it('reproduces the RFC 8291 example message byte for byte when given its key pair and salt', async () => {
    // The sender draws a fresh key pair and salt per message; fix them to the RFC's.
    const realCreateECDH = crypto.createECDH;
    jest.spyOn(crypto, 'createECDH').mockImplementation((curve: string) => {
      const ecdh = realCreateECDH(curve);
      ecdh.generateKeys = (() => {
        ecdh.setPrivateKey(Buffer.from(RFC.asPrivate, 'base64url'));
        return ecdh.getPublicKey();
      }) as typeof ecdh.generateKeys;
      return ecdh;
    });
    jest.spyOn(crypto, 'randomBytes').mockImplementation((() => Buffer.from(RFC.salt, 'base64url')) as never);
    // The library with the options sendPush uses gives the RFC's bytes for the RFC's plaintext…
    const rfc = webPush.generateRequestDetails({ endpoint: ENDPOINT, keys: { p256dh: RFC.uaPublic, auth: RFC.auth } }, RFC.plaintext, PUSH_OPTIONS);
    expect(rfc.body.toString('base64url')).toBe(RFC.body);
    // …and our sender puts that record (for its JSON message) on the wire.
    const { body } = await capture({ title: RFC.plaintext, body: '' });
    expect(body.subarray(0, 16).toString('base64url')).toBe(RFC.salt);
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(body.subarray(21, 86).toString('base64url')).toBe(RFC.asPublic);
    expect(JSON.parse(decrypt(body))).toEqual({ title: RFC.plaintext, body: '' });
  });

  it('with fresh keys produces a message the receiver decrypts, POSTed as aes128gcm with a timeout', async () => {
    const message = { title: 'Hlídací pes', body: 'Kniha je skladem' };
    const { outcome, headers, body, signal } = await capture(message);
    expect(outcome).toBe('sent');
    expect(body.subarray(21, 86).toString('base64url')).not.toBe(RFC.asPublic);
    expect(JSON.parse(decrypt(body))).toEqual(message);
    expect(headers['Content-Encoding']).toBe('aes128gcm');
    expect(headers['Content-Type']).toBe('application/octet-stream');
    expect(headers.TTL).toBe(String(24 * 3600));
    expect(headers.Urgency).toBe('normal');
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('refuses malformed subscription keys', async () => {
    await expect(capture({}, { p256dh: 'AAAA', auth: RFC.auth })).rejects.toThrow(/p256dh/);
    await expect(capture({}, { p256dh: RFC.uaPublic, auth: 'AAAA' })).rejects.toThrow(/auth/);
  });
});

describe('VAPID (RFC 8292) through web-push', () => {
  it('signs an ES256 JWT for the push service origin that verifies with the public key', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { headers } = await capture({ title: 't', body: 'b' });
    const after = Math.floor(Date.now() / 1000);
    const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(.+)$/.exec(headers.Authorization!)!;
    expect(match[4]).toBe(RFC.asPublic);
    expect(JSON.parse(Buffer.from(match[1]!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    const claims = JSON.parse(Buffer.from(match[2]!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    expect(claims).toEqual({ aud: 'https://fcm.googleapis.com', exp: expect.any(Number), sub: 'mailto:podpora@bookturn.example' });
    expect(claims.exp).toBeGreaterThanOrEqual(before + 43200);
    expect(claims.exp).toBeLessThanOrEqual(after + 43200);
    const pub = Buffer.from(RFC.asPublic, 'base64url');
    const key = createPublicKey({ format: 'jwk', key: { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') } });
    const signature = Buffer.from(match[3]!, 'base64url');
    expect(signature).toHaveLength(64);
    expect(verify('sha256', Buffer.from(`${match[1]}.${match[2]}`), { key, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
  });
});
