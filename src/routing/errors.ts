/**
 * The routing errors of docs/product.md#routing-errors. One class with a code (rather than five subclasses) so callers
 * can switch on `error.code` and tests can assert the exact failure.
 */
export type RoutingErrorCode =
  | 'UNKNOWN_ROUTE_KEY'
  | 'ROUTE_REQUIRES_FALLBACK'
  | 'ROUTE_REQUIRES_PARAMS'
  | 'NO_ROUTE_WITH_PATHNAME'
  | 'UNKNOWN_VALIDATION_ERROR';

export interface RoutingErrorDetails {
  routeKey?: string;
  locale?: string;
  pathname?: string;
  param?: string;
}

export class RoutingError extends Error {
  readonly code: RoutingErrorCode;
  readonly details: RoutingErrorDetails;

  constructor(code: RoutingErrorCode, message: string, details: RoutingErrorDetails = {}) {
    super(message);
    this.name = 'RoutingError';
    this.code = code;
    this.details = details;
    // Keeps `instanceof` working when the class is compiled down to ES5-style prototypes.
    Object.setPrototypeOf(this, new.target.prototype);
  }

  /** "for locale X" is added when the route exists but is disabled (or unknown) in that locale. */
  static unknownRouteKey(routeKey: string, locale?: string): RoutingError {
    const where = locale ? ` for locale "${locale}"` : '';
    return new RoutingError('UNKNOWN_ROUTE_KEY', `Unknown route key "${routeKey}"${where}`, { routeKey, locale });
  }

  static requiresFallback(routeKey: string): RoutingError {
    return new RoutingError('ROUTE_REQUIRES_FALLBACK', `Route "${routeKey}" requires a fallback path`, { routeKey });
  }

  static requiresParams(routeKey: string, reason: string, param?: string): RoutingError {
    return new RoutingError('ROUTE_REQUIRES_PARAMS', `Route "${routeKey}" requires params: ${reason}`, { routeKey, param });
  }

  static noRouteWithPathname(pathname: string, locale?: string): RoutingError {
    const where = locale ? ` in locale "${locale}"` : '';
    return new RoutingError('NO_ROUTE_WITH_PATHNAME', `No route with pathname "${pathname}"${where}`, { pathname, locale });
  }

  static validation(message: string, details: RoutingErrorDetails = {}): RoutingError {
    return new RoutingError('UNKNOWN_VALIDATION_ERROR', `Route table validation failed: ${message}`, details);
  }
}

export function isRoutingError(value: unknown): value is RoutingError {
  return value instanceof RoutingError;
}
