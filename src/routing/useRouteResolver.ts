/**
 * React side of the route table: the current storefront locale and a resolver bound to it.
 * Kept free of JSX so non-component hooks can use it.
 */
import { useRouter, type NextRouter } from 'next/router';
import { useCallback, useSyncExternalStore } from 'react';
import { isLocalDomain, resolveLocale, type Locale } from '@/i18n/locales';
import type { RouteParams } from './pattern';
import { resolvePath, type RouteQuery } from './resolve';
import type { RouteKey } from './routes';

function useOptionalRouter(): NextRouter | null {
  // useRouter() is useContext + a throw when no router is mounted (isolated component tests,
  // error boundaries); the context read always happens, so hook order stays stable.
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/** docs/product.md#locale-validation: anything that is not one of the ten labels is cs. */
export function useCurrentLocale(): Locale {
  return resolveLocale(useOptionalRouter()?.locale);
}

const subscribeNever = () => () => {};
const readLocalPort = () => (isLocalDomain(window.location.hostname) ? window.location.port || null : null);

/**
 * Port of the page on *.localhost (dev, e2e), null in production. The server snapshot is null,
 * so hydration matches and the port is added right after.
 */
export function useLocalPort(): string | null {
  return useSyncExternalStore(subscribeNever, readLocalPort, () => null);
}

export type RouteResolver = (key: RouteKey, params?: RouteParams, query?: RouteQuery) => string;

export function useRouteResolver(): RouteResolver {
  const locale = useCurrentLocale();
  return useCallback<RouteResolver>((key, params, query) => resolvePath(key, locale, params, query), [locale]);
}
