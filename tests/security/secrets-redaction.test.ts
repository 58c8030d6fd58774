/**
 * Threat: bearer secrets in URLs (payment codes, magic-link tokens, private commission tokens,
 * share links, one-click removal tokens) leak through side channels — the tag manager's data
 * layer (third parties read it) and access logs (operators, log shippers). docs/security.md.
 */
import { createApiFrame, createApp } from '@/server/http/app';
import { logger } from '@/server/http/logger';
import { pageContext } from '@/features/analytics/lib/pageContext';
import { redactUrl } from '@/routing/redact';
import { keepPaymentCheckoutEvents } from '@/lib/errorReporting/sentryOptions';
import { ROUTES } from '@/routing';
import { parsePattern } from '@/routing/pattern';
import type { DbHandle } from '@/server/db/client';

const CODE = 'PCx7Yq2LmN4rT8vW';
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';

describe('redactUrl (one function for the data layer and the access logs)', () => {
  it.each([
    // Storefront pages, localized and English forms, absolute and relative.
    [`http://localhost:3000/zaplatit/${CODE}`, 'http://localhost:3000/zaplatit/:paymentCode'],
    [`http://de.localhost:3000/bezahlen/${CODE}?x=1#top`, 'http://de.localhost:3000/bezahlen/:paymentCode?x=1#top'],
    [`/pay/${CODE}`, '/pay/:paymentCode'],
    [`/de-DE/bezahlen/${CODE}`, '/de-DE/bezahlen/:paymentCode'],
    [`http://localhost:3000/dekujeme?code=${CODE}`, 'http://localhost:3000/dekujeme?code=redacted'],
    [`http://fr.localhost:3000/paiement-echoue?utm_source=mail&code=${CODE}`, 'http://fr.localhost:3000/paiement-echoue?utm_source=mail&code=redacted'],
    [`http://localhost:3000/login?magic=${TOKEN}&returnTo=%2Fkosik`, 'http://localhost:3000/login?magic=redacted&returnTo=%2Fkosik'],
    [`/platba/comgate?id=ABCD-1234-EFGH&refId=99`, '/platba/comgate?id=redacted&refId=redacted'],
    [`/payment/adyen?sessionId=CS123&sessionResult=${TOKEN}`, '/payment/adyen?sessionId=redacted&sessionResult=redacted'],
    [`/zrusit-hlidaciho-psa?token=${TOKEN}`, '/zrusit-hlidaciho-psa?token=redacted'],
    [`/komise/${TOKEN}/vyuctovani`, '/komise/:privateAccessToken/vyuctovani'],
    [`/commission/share/${TOKEN}`, '/commission/share/:publicAccessToken'],
    [`/my-wishlist/${TOKEN}`, '/my-wishlist/:wishListLinkId'],
    // API paths (access log).
    [`/api/adonis/v1/orders/by-code/${CODE}`, '/api/adonis/v1/orders/by-code/:paymentCode'],
    [`/api/adonis/v1/orders/by-code/${CODE}/pay`, '/api/adonis/v1/orders/by-code/:paymentCode/pay'],
    [`/api/adonis/sandbox/pay/sbx_${TOKEN}`, '/api/adonis/sandbox/pay/:ref'],
    [`/api/adonis/v1/login/magic-link/status?token=${TOKEN}`, '/api/adonis/v1/login/magic-link/status?token=redacted'],
    [`/api/adonis/v1/payments/return?provider=comgate&ref=${CODE}`, '/api/adonis/v1/payments/return?provider=comgate&ref=redacted'],
    // Nothing secret: unchanged.
    ['http://localhost:3000/kosik?x=1', 'http://localhost:3000/kosik?x=1'],
    ['/g/12/b/34', '/g/12/b/34'],
    ['/p/q/tolkien?code=1', '/p/q/tolkien?code=1'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['/api/adonis/v1/books/12', '/api/adonis/v1/books/12'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  it('every route param or query name that looks like a secret is marked in the route table', () => {
    const SECRET_NAME = /code|token|secret|link|magic/i;
    for (const [key, route] of Object.entries(ROUTES)) {
      const params = parsePattern(route.fallback).segments.flatMap((s) => (s.kind === 'static' ? [] : [s.name]));
      for (const name of params.filter((p) => SECRET_NAME.test(p))) {
        expect([key, route.secret?.params ?? []]).toEqual([key, expect.arrayContaining([name])]);
      }
    }
  });
});

describe('the data layer never carries a secret of the page URL', () => {
  it.each([
    `http://localhost:3000/zaplatit/${CODE}`,
    `http://localhost:3000/dekujeme?code=${CODE}`,
    `http://localhost:3000/login?magic=${TOKEN}`,
    `http://localhost:3000/zrusit-hlidaciho-psa?token=${TOKEN}`,
  ])('page location of %s', (href) => {
    const { location } = pageContext(href, null, true);
    expect(location).not.toContain(CODE);
    expect(location).not.toContain(TOKEN);
  });
});

describe('the API access log never carries a secret of the request URL', () => {
  const unusedDb = async (): Promise<DbHandle> => {
    throw new Error('no database in this test');
  };

  it('logs the request path with its secrets redacted', async () => {
    const app = createApiFrame({ getDb: unusedDb as never });
    app.get('/adonis/v1/orders/by-code/:paymentCode', (c) => c.json({ ok: true }));
    const info = jest.spyOn(logger(), 'info');
    try {
      await app.request(`/api/adonis/v1/orders/by-code/${CODE}`);
      await app.request(`/api/adonis/v1/orders/by-code/${CODE}/nothing-here`);
      const lines = JSON.stringify(info.mock.calls);
      expect(lines).toContain('/api/adonis/v1/orders/by-code/:paymentCode');
      expect(lines).not.toContain(CODE);
    } finally {
      info.mockRestore();
    }
  });

  it('every API route param named like a secret is redacted (sweep of the mounted routes)', () => {
    const app = createApp({ getDb: unusedDb as never });
    const SECRET_PARAM = /code|token|secret|ref$|link/i;
    const checked: string[] = [];
    for (const route of app.routes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      if (!names.some((n) => SECRET_PARAM.test(n))) continue;
      const concrete = route.path.replace(/:(\w+)/g, (_, name: string) => (SECRET_PARAM.test(name) ? `S3CR3T${name}` : '1'));
      expect([route.method, route.path, redactUrl(concrete)]).toEqual([route.method, route.path, expect.not.stringContaining('S3CR3T')]);
      checked.push(route.path);
    }
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });

  it('every query parameter named like a secret in the API document is redacted', () => {
    const app = createApp({ getDb: unusedDb as never });
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    const SECRET_QUERY = /code|token|secret|^ref$|result|magic/i;
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const operation of Object.values(item as Record<string, { parameters?: { in: string; name: string }[] }>)) {
        for (const p of operation.parameters ?? []) {
          if (p.in !== 'query' || !SECRET_QUERY.test(p.name)) continue;
          const url = `${path.replace(/\{(\w+)\}/g, '1')}?${p.name}=S3CR3T`;
          expect([url, redactUrl(url)]).toEqual([url, expect.not.stringContaining('S3CR3T')]);
        }
      }
    }
  });
});

describe('error reports (Sentry) never carry a secret of a URL', () => {
  it('the card-checkout event keeps its page, Referer and breadcrumbs without the payment code', () => {
    const event = {
      message: 'drop-in failed',
      request: { url: `https://de.example.de/kasse/adyen?code=${CODE}`, query_string: `code=${CODE}`, headers: { Referer: `https://de.example.de/bezahlen/${CODE}` } },
      breadcrumbs: [
        { category: 'navigation', data: { from: `/bezahlen/${CODE}`, to: `/kasse/adyen?code=${CODE}` } },
        { category: 'fetch', data: { url: `/api/adonis/v1/orders/by-code/${CODE}`, method: 'GET' } },
      ],
    };
    const sent = keepPaymentCheckoutEvents(event);
    expect(sent?.request?.url).toBe('https://de.example.de/kasse/adyen?code=redacted');
    expect(JSON.stringify(sent)).not.toContain(CODE);
  });
});
