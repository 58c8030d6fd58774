import type { SWRConfiguration } from 'swr';

/** docs/product.md#constants-data-fetching data-fetching defaults; a slow connection gets longer retry and slow-loading thresholds. */
export function swrTimings(slowConnection: boolean): Pick<
  SWRConfiguration,
  'errorRetryInterval' | 'focusThrottleInterval' | 'dedupingInterval' | 'loadingTimeout'
> {
  return {
    errorRetryInterval: slowConnection ? 10_000 : 5_000,
    focusThrottleInterval: 5_000,
    dedupingInterval: 2_000,
    loadingTimeout: slowConnection ? 5_000 : 3_000,
  };
}

interface NetworkInformationLike {
  effectiveType?: string;
}

/** The Network Information API exists only in Chromium browsers; elsewhere (and on the server) we assume a normal link. */
export function isSlowConnection(nav: unknown = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const connection = (nav as { connection?: NetworkInformationLike } | undefined)?.connection;
  return connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}
