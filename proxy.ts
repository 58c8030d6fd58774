/**
 * Request hook (Next 16's name for middleware). The decision is src/routing/proxyDecision.ts;
 * this file only adapts it to NextResponse. Cloning request.nextUrl keeps Next's own handling
 * of /_next/data requests (client navigation) and of the domain's default locale.
 *
 * Every page response also gets its own Content-Security-Policy with a fresh nonce (docs/adr/0005):
 * the nonce travels to server rendering in request headers (Next reads the forwarded CSP header
 * for its own scripts, _document reads x-nonce), and the route's robots option (its route-table entry) as X-Robots-Tag.
 * A page response also brings the script-readable cart hint in line with the cart cookie (src/routing/cartHint.ts).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { localeForHost, protocolFor } from '@/i18n/locales';
import { routeProxy } from '@/routing/proxyDecision';
import { robotsHeaderOf } from '@/routing/routeMeta';
import type { RouteDefinition } from '@/routing/table';
import { cspConfigFromEnv, pagePolicy } from '@/lib/security/csp';
import { NONCE_HEADER, createNonce } from '@/lib/security/nonce';
import { CART_COOKIE } from '@/contracts/cart';
import { CART_COOKIE_MAX_AGE_SECONDS, CART_HINT_COOKIE } from '@/contracts/session-cookies';
import { cartHintChange } from '@/routing/cartHint';

function securityFor(request: NextRequest, route: RouteDefinition | null) {
  const locale = localeForHost(request.headers.get('host') ?? request.nextUrl.host);
  const nonce = createNonce();
  const config = cspConfigFromEnv(process.env, protocolFor(locale) === 'https');
  const cardCheckout = route?.paymentProvider === 'adyen';
  const csp = pagePolicy(config, { nonce, cardCheckout, wasm: route?.wasm === true });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('content-security-policy', csp);
  return { csp, requestHeaders, robots: robotsHeaderOf(route), secure: protocolFor(locale) === 'https' };
}

function withSecurity(response: NextResponse, csp: string, robots: string | null): NextResponse {
  response.headers.set('content-security-policy', csp);
  if (robots) response.headers.set('x-robots-tag', robots);
  return response;
}

/** The cart hint follows the cart cookie (src/routing/cartHint.ts). */
function withCartHint(request: NextRequest, response: NextResponse, secure: boolean): NextResponse {
  const change = cartHintChange({ hasCart: request.cookies.has(CART_COOKIE), hint: request.cookies.get(CART_HINT_COOKIE)?.value });
  if (change === 'set') response.cookies.set(CART_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure, maxAge: CART_COOKIE_MAX_AGE_SECONDS });
  if (change === 'clear') response.cookies.set(CART_HINT_COOKIE, '', { path: '/', maxAge: 0 });
  return response;
}

export function proxy(request: NextRequest): NextResponse {
  const { nextUrl } = request;
  // The URL is matched against the route table once; the decision, the CSP and robots share it.
  const { decision, route } = routeProxy({
    host: request.headers.get('host') ?? nextUrl.host,
    pathname: nextUrl.pathname,
    locale: nextUrl.locale,
    search: nextUrl.search,
  });
  const { csp, requestHeaders, robots, secure } = securityFor(request, route);

  switch (decision.type) {
    case 'next':
      return withCartHint(request, withSecurity(NextResponse.next({ request: { headers: requestHeaders } }), csp, robots), secure);
    case 'redirect': {
      if (decision.origin) {
        return withSecurity(NextResponse.redirect(new URL(decision.pathname + decision.search, decision.origin), decision.status), csp, null);
      }
      const url = nextUrl.clone();
      url.pathname = decision.pathname;
      url.search = decision.search;
      return withSecurity(NextResponse.redirect(url, decision.status), csp, null);
    }
    case 'rewrite':
    case 'notFound': {
      // Rewriting to the 404 page makes Next answer with status 404 (base-server marks '/404').
      const url = nextUrl.clone();
      url.pathname = decision.pathname;
      url.search = decision.search;
      const response = withSecurity(NextResponse.rewrite(url, { request: { headers: requestHeaders } }), csp, decision.type === 'notFound' ? 'noindex, follow' : robots);
      return withCartHint(request, response, secure);
    }
  }
}

export const config = {
  matcher: [
    // Under i18n the catch-all below does not match '/' (nor '/<locale>'): list it explicitly.
    '/',
    // The only file-like URL that is a route of ours.
    '/robots.txt',
    // Everything except the API, Next's assets and files: public/ files sit at the root (behind the
    // locale prefix Next matches with), and other file types anywhere. A dot elsewhere is ours:
    // the listing's sort suffix (/p/year/1990-2010.oldest) and search words must get their nonce.
    '/((?!api(?:/|$)|_next/static|_next/image|[^/]+\\.[^/]+$|[^/]+/[^/]+\\.[^/]+$|.*\\.(?:js|mjs|css|map|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|html|txt|xml|json|webmanifest|pdf)$).*)',
  ],
};
