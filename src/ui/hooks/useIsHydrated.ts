import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False in server HTML and during hydration, true afterwards — without an extra effect render.
 * Buttons that only work through JavaScript stay disabled until then, so an early click on a
 * slow device is not silently lost.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
