/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://cs.localhost:3000/"}
 */
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import Router from 'next/router';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactNode } from 'react';
import { domainFor, LOCALE_LABELS } from '@/i18n/locales';
import { RouteLink } from './RouteLink';
import { useRouteResolver } from './useRouteResolver';

jest.mock('next/router', () => ({
  ...jest.requireActual('next/router'),
  __esModule: true,
  default: { push: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn(() => Promise.resolve()) },
}));

function routerFor(locale: string): NextRouter {
  // Shaped like the pages router on a locale domain: Next's own <Link> would turn hrefs into https://<domain>/… here.
  return {
    locale, defaultLocale: locale, locales: [...LOCALE_LABELS], isLocaleDomain: true,
    domainLocales: LOCALE_LABELS.map((l) => ({ domain: domainFor(l), defaultLocale: l })),
    pathname: '/', asPath: '/', query: {}, basePath: '', isReady: true, isFallback: false, isPreview: false,
    push: jest.fn(), replace: jest.fn(), reload: jest.fn(), back: jest.fn(), forward: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()), beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  } as unknown as NextRouter;
}

function withRouter(locale: string) {
  return ({ children }: { children: ReactNode }) => <RouterContext.Provider value={routerFor(locale)}>{children}</RouterContext.Provider>;
}

describe('RouteLink', () => {
  it('links to the localized path of the current locale', () => {
    render(<RouteLink route="cart">Košík</RouteLink>, { wrapper: withRouter('cs') });
    expect(screen.getByRole('link', { name: 'Košík' })).toHaveAttribute('href', '/kosik');
  });

  it('substitutes params and query, and passes anchor props through', () => {
    render(
      <RouteLink route="category" params={{ slug: 'sci fi' }} query={{ page: 2 }} className="nav" data-testid="l">
        Sci-fi
      </RouteLink>,
      { wrapper: withRouter('de-DE') },
    );
    const link = screen.getByTestId('l');
    expect(link).toHaveAttribute('href', '/kategorie/sci%20fi?page=2');
    expect(link).toHaveClass('nav');
  });

  it("links to another country's domain, keeping the local dev port", () => {
    render(<RouteLink route="cart" locale="fr-BE">Panier</RouteLink>, { wrapper: withRouter('cs') });
    expect(screen.getByRole('link')).toHaveAttribute('href', 'http://be.localhost:3000/panier');
  });

  it('falls back to cs for an unknown router locale and when no router is mounted', () => {
    render(<RouteLink route="search">a</RouteLink>, { wrapper: withRouter('default') });
    render(<RouteLink route="search">b</RouteLink>);
    expect(screen.getByRole('link', { name: 'a' })).toHaveAttribute('href', '/hledat');
    expect(screen.getByRole('link', { name: 'b' })).toHaveAttribute('href', '/hledat');
  });

  it('refuses a route disabled in the current locale', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<RouteLink route="career">x</RouteLink>, { wrapper: withRouter('sk') })).toThrow(/for locale "sk"/);
  });
});

describe('RouteLink navigation', () => {
  const push = Router.push as jest.Mock;
  const prefetch = Router.prefetch as jest.Mock;
  const nodeEnv = process.env.NODE_ENV;
  beforeEach(() => {
    push.mockClear();
    prefetch.mockClear();
  });
  afterEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv;
  });

  it('navigates with the pages router on a plain click, to the final path', () => {
    render(<RouteLink route="cart">Košík</RouteLink>, { wrapper: withRouter('cs') });
    const notCancelled = fireEvent.click(screen.getByRole('link'));
    expect(notCancelled).toBe(false);
    expect(push).toHaveBeenCalledWith('/kosik', undefined, { locale: false });
  });

  it("leaves modified clicks, another storefront's domain and a handler's preventDefault to the browser", () => {
    const stop = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <>
        <RouteLink route="cart">a</RouteLink>
        <RouteLink route="cart" locale="fr-BE">b</RouteLink>
        <RouteLink route="cart" onClick={stop}>c</RouteLink>
        <RouteLink route="cart" target="_blank">d</RouteLink>
      </>,
      { wrapper: withRouter('cs') },
    );
    fireEvent.click(screen.getByRole('link', { name: 'a' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'b' }));
    fireEvent.click(screen.getByRole('link', { name: 'c' }));
    fireEvent.click(screen.getByRole('link', { name: 'd' }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('prefetches the page on hover or touch in a production build, never for another domain', () => {
    (process.env as Record<string, string | undefined>).NODE_ENV = 'production';
    const onMouseEnter = jest.fn();
    render(
      <>
        <RouteLink route="cart" onMouseEnter={onMouseEnter}>a</RouteLink>
        <RouteLink route="search">b</RouteLink>
        <RouteLink route="cart" locale="fr-BE">c</RouteLink>
      </>,
      { wrapper: withRouter('cs') },
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'a' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'b' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'c' }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls).toEqual([
      ['/kosik', undefined, { locale: false }],
      ['/hledat', undefined, { locale: false }],
    ]);
  });

  it('does not prefetch in development', () => {
    render(<RouteLink route="cart">a</RouteLink>, { wrapper: withRouter('cs') });
    fireEvent.mouseEnter(screen.getByRole('link'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('useRouteResolver', () => {
  it('resolves keys for the current locale', () => {
    const { result } = renderHook(() => useRouteResolver(), { wrapper: withRouter('it-IT') });
    expect(result.current('cart')).toBe('/carrello');
    expect(result.current('copy', { id: 1, copyId: 2 }, { ref: 'x' })).toBe('/g/1/b/2?ref=x');
  });
});
