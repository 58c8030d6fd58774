import http from 'node:http';
import { domainFor, type Locale } from '@/i18n/locales';
import { E2E_PORT } from './support';

export interface RawResponse {
  status: number;
  location?: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A request to a storefront domain from Node. Node cannot resolve *.localhost (Chromium can), so
 * it goes to 127.0.0.1 with the storefront's Host header; redirects are not followed.
 */
export function hostRequest(locale: Locale, path: string, host = `${domainFor(locale)}:${E2E_PORT}`): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: E2E_PORT, path, headers: { host, accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, headers: res.headers }));
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout ${host}${path}`)));
  });
}
