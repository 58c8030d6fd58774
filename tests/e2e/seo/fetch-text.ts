import http from 'node:http';
import { domainFor, type Locale } from '@/i18n/locales';
import { E2E_PORT } from '../support';

export interface TextResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * GET on a storefront domain from Node with the body (Node cannot resolve *.localhost: the request
 * goes to 127.0.0.1 with the storefront's Host). Redirects are not followed: a 3xx is an answer.
 * `port` picks the server (the tag-manager one is E2E_GTM_PORT).
 */
export function fetchText(locale: Locale, path: string, accept = 'text/html', port = E2E_PORT): Promise<TextResponse> {
  return new Promise((resolve, reject) => {
    const host = `${domainFor(locale)}:${port}`;
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host, accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${host}${path}`)));
  });
}

/** An absolute storefront URL ('http://de.localhost:3130/g/1') as a request on that storefront. */
export function splitStoreUrl(url: string): { host: string; path: string } {
  const parsed = new URL(url);
  return { host: parsed.host, path: parsed.pathname + parsed.search };
}

/** Every <loc> of a sitemap or sitemap index. */
export function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}
