/**
 * Request hook (Next 16's name for middleware). The decision is src/routing/proxy-decision.ts;
 * this file only adapts it to NextResponse. Cloning request.nextUrl keeps Next's own handling
 * of /_next/data requests (client navigation) and of the domain's default locale.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { decideProxy } from '@/routing/proxy-decision';

export function proxy(request: NextRequest): NextResponse {
  const { nextUrl } = request;
  const decision = decideProxy({
    host: request.headers.get('host') ?? nextUrl.host,
    pathname: nextUrl.pathname,
    locale: nextUrl.locale,
    search: nextUrl.search,
  });

  switch (decision.type) {
    case 'next':
      return NextResponse.next();
    case 'redirect': {
      if (decision.origin) {
        return NextResponse.redirect(new URL(decision.pathname + decision.search, decision.origin), decision.status);
      }
      const url = nextUrl.clone();
      url.pathname = decision.pathname;
      url.search = decision.search;
      return NextResponse.redirect(url, decision.status);
    }
    case 'rewrite':
    case 'notFound': {
      // Rewriting to the 404 page makes Next answer with status 404 (base-server marks '/404').
      const url = nextUrl.clone();
      url.pathname = decision.pathname;
      url.search = decision.search;
      return NextResponse.rewrite(url);
    }
  }
}

export const config = {
  matcher: [
    // Under i18n the catch-all below does not match '/' (nor '/<locale>'): list it explicitly.
    '/',
    // The only file-like URL that is a route of ours.
    '/robots.txt',
    // Everything except the API, Next's assets and files with an extension (public/, favicon…).
    '/((?!api(?:/|$)|_next/static|_next/image|.*\\.[^/]*$).*)',
  ],
};
