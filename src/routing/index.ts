/** Public surface of src/routing. The proxy imports proxyDecision directly to stay free of React. */
export { ROUTES, ROUTE_KEYS, type RouteKey } from './routes';
export type { RouteSpec } from './define';
export type { RouteDefinition } from './table';
export { RoutingError, isRoutingError, type RoutingErrorCode } from './errors';
export type { RouteParams, MatchedParams } from './pattern';
export {
  resolvePath,
  isRouteEnabled,
  isRouteKey,
  absoluteUrl,
  currentDomain,
  routeForPage,
  getRoute,
  queryString,
  type RouteQuery,
  type AbsoluteUrlOptions,
} from './resolve';
export { matchPath, type PathMatch } from './match';
export { redactUrl } from './redact';
export { classifyPageType, pageArea, type PageType, type PageArea } from './pageType';
export { decideProxy, type ProxyDecision, type ProxyInput } from './proxyDecision';
export { RouteLink, type RouteLinkProps } from './RouteLink';
export { followLinkClientSide } from './followLink';
export { useRouteResolver, useCurrentLocale, useLocalPort, type RouteResolver } from './useRouteResolver';
