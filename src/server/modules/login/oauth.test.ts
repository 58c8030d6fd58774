import { authorizationUrl, decodeOAuthCookie, encodeOAuthCookie, fetchProfile, googleProfile, OAuthExchangeError, pkceChallenge, seznamProfile } from './oauth';
import { codeHash, generateLinkToken, generateLoginCode } from './login.service';

describe('PKCE and the OAuth cookie', () => {
  it('computes the RFC 7636 S256 challenge (appendix B example)', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('round-trips the cookie and rejects tampered ones', () => {
    const value = { provider: 'seznam' as const, state: 'a'.repeat(43), verifier: 'b'.repeat(64), locale: 'sk', returnTo: '/account/orders?x=1' };
    expect(decodeOAuthCookie(encodeOAuthCookie(value))).toEqual(value);
    expect(decodeOAuthCookie(undefined)).toBeNull();
    expect(decodeOAuthCookie('facebook.x.y.z.w')).toBeNull();
    expect(decodeOAuthCookie(encodeOAuthCookie({ ...value, state: 'short' }))).toBeNull();
  });

  it('asks for the code with the challenge, never the verifier', () => {
    const url = new URL(authorizationUrl('google', { clientId: 'id', clientSecret: 'secret' }, 'https://x.example/cb', 's'.repeat(43), 'v'.repeat(64)));
    expect(url.searchParams.get('code_challenge')).toBe(pkceChallenge('v'.repeat(64)));
    expect(url.toString()).not.toContain('v'.repeat(64));
    expect(url.toString()).not.toContain('secret');
  });
});

describe('the exchange (arctic) at the edge', () => {
  const creds = { clientId: 's-client', clientSecret: 's-secret' };
  const user = { oauth_user_id: 'x1', email: 'jan@seznam.cz', email_verified: true };

  it('sends the token request through the injected fetch with a timeout, the client authenticated, never the global fetch', async () => {
    const seen: { url: string; signal: AbortSignal | null | undefined; body: string; auth: string | null }[] = [];
    const injected: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, signal: init?.signal, body: await request.text(), auth: request.headers.get('authorization') });
      return request.url.endsWith('/token') ? Response.json({ access_token: 'a', token_type: 'bearer' }) : Response.json(user);
    };
    const global = jest.spyOn(globalThis, 'fetch');
    try {
      const profile = await fetchProfile('seznam', creds, 'https://x.example/cb', 'the-code', 'v'.repeat(64), injected, 5000);
      expect(profile).toEqual({ subject: 'x1', email: 'jan@seznam.cz', emailVerified: true, name: null });
      expect(seen.map((s) => s.url)).toEqual(['https://login.szn.cz/api/v1/oauth/token', 'https://login.szn.cz/api/v1/user']);
      expect(seen.every((s) => s.signal instanceof AbortSignal)).toBe(true);
      const form = new URLSearchParams(seen[0]!.body);
      expect(form.get('code')).toBe('the-code');
      expect(form.get('code_verifier')).toBe('v'.repeat(64));
      expect(seen[0]!.auth).toBe(`Basic ${Buffer.from('s-client:s-secret').toString('base64')}`);
      expect(global.mock.calls.every(([input]) => !String(input instanceof Request ? input.url : input).includes('szn.cz'))).toBe(true);
    } finally {
      global.mockRestore();
    }
  });

  it('a provider that does not answer in time is an OAuthExchangeError', async () => {
    const hanging: typeof fetch = (_input, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    });
    await expect(fetchProfile('google', creds, 'https://x.example/cb', 'c', 'v'.repeat(64), hanging, 50)).rejects.toThrow(OAuthExchangeError);
  });

  it('a refused code or a token answer without access_token is an OAuthExchangeError', async () => {
    const refusing: typeof fetch = async () => Response.json({ error: 'invalid_grant' }, { status: 400 });
    await expect(fetchProfile('google', creds, 'https://x.example/cb', 'c', 'v'.repeat(64), refusing)).rejects.toThrow(OAuthExchangeError);
    const empty: typeof fetch = async () => Response.json({ token_type: 'bearer' });
    await expect(fetchProfile('seznam', creds, 'https://x.example/cb', 'c', 'v'.repeat(64), empty)).rejects.toThrow(/no access_token/);
  });
});

describe('provider profiles', () => {
  it('Google needs sub and email; email_verified decides', () => {
    expect(googleProfile({ sub: '1', email: 'A@B.example', email_verified: true, name: 'A' })).toEqual({ subject: '1', email: 'a@b.example', emailVerified: true, name: 'A' });
    expect(googleProfile({ sub: '1', email: 'a@b.example' }).emailVerified).toBe(false);
    expect(() => googleProfile({ email: 'a@b.example' })).toThrow(OAuthExchangeError);
  });

  it('Seznam: oauth_user_id and the mailbox; names joined; verified only when Seznam says so (issue 11)', () => {
    expect(seznamProfile({ oauth_user_id: 'x1', email: 'jan@seznam.cz', email_verified: true, firstname: 'Jan', lastname: 'Novák' }))
      .toEqual({ subject: 'x1', email: 'jan@seznam.cz', emailVerified: true, name: 'Jan Novák' });
    expect(seznamProfile({ oauth_user_id: 'x1', email: 'jan@seznam.cz', firstname: 'Jan', lastname: 'Novák' }).emailVerified).toBe(false);
    expect(() => seznamProfile({ email: 'jan@seznam.cz' })).toThrow(OAuthExchangeError);
  });
});

describe('login secrets', () => {
  it('codes are six digits and spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateLoginCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('link tokens carry 256 bits; codes are stored bound to their address', () => {
    expect(generateLinkToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeHash('a@b.example', '123456')).toBe(codeHash('A@B.example', '123456'));
    expect(codeHash('a@b.example', '123456')).not.toBe(codeHash('c@b.example', '123456'));
  });
});
