import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * arctic sends its token request with the global `fetch` and no signal: there is no way to hand
 * it the app's injected fetch (tests put the providers' stand-ins there) or a timeout. A call made
 * inside `withEdgeFetch` is routed to the given fetch with a timeout; every other call of the
 * global fetch — other requests, other logins at the same time — is left as it was.
 */
const scope = new AsyncLocalStorage<typeof fetch>();
let router: typeof fetch | null = null;

/** Wraps whatever the global fetch is now; again if something replaced it since (a test's spy, an APM agent). */
function install(): void {
  if (router !== null && globalThis.fetch === router) return;
  const underlying = globalThis.fetch;
  router = ((input: RequestInfo | URL, init?: RequestInit) => (scope.getStore() ?? underlying)(input, init)) as typeof fetch;
  globalThis.fetch = router;
}

export function withEdgeFetch<T>(fetchFn: typeof fetch, timeoutMs: number, run: () => Promise<T>): Promise<T> {
  install();
  // The injected fetch runs outside the scope: when it is the global fetch itself, it must not
  // come back here.
  const timed = ((input: RequestInfo | URL, init?: RequestInit) =>
    scope.exit(() => fetchFn(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }))) as typeof fetch;
  return scope.run(timed, run);
}
