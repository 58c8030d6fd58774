import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { reportRequestError } from '@/lib/http';
import { isSlowConnection, swrTimings } from './swrOptions';

interface ShellSWRConfigProps {
  /** Data the server already fetched, keyed by apiPath(...) — the page hydrates from it. */
  fallback: Record<string, unknown>;
  children: ReactNode;
}

/** SWR defaults for every page; failed fetches go through the one toast path (docs/product.md#error-toasts). */
export function ShellSWRConfig({ fallback, children }: ShellSWRConfigProps) {
  // Read once: the connection type is a hint for timings, not something worth re-rendering for.
  const timings = useMemo(() => swrTimings(isSlowConnection()), []);
  const value = useMemo(
    () => ({ ...timings, fallback, onError: (error: unknown) => void reportRequestError(error) }),
    [timings, fallback],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
