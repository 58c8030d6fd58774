import { useCallback, useEffect, useRef, useState } from 'react';
import type { PersistentFilterStore } from '../lib/filterStore';
import { normalizeLanguageIds } from '../lib/persistentFilterCookie';
import { toggleLanguage } from '../lib/toggleLanguage';

export type FilterLog = (message: string, error: unknown) => void;

const consoleLog: FilterLog = (message, error) => console.error(`[persistentFilter] ${message}`, error);

export interface UsePersistentFilterOptions {
  store: PersistentFilterStore;
  /** The storefront's defaults, used when nothing is saved or loading fails (docs/product.md#silent-failures). Keep it stable (memoized). */
  defaults: readonly number[];
  /**
   * What the server already read for this visitor. Given → no load on mount (the page was
   * rendered with it); undefined → the store is asked once after mounting.
   */
  initial?: readonly number[];
  log?: FilterLog;
}

export interface PersistentFilterState {
  languages: number[];
  /** Applies at once; resolves false when saving failed and the last saved value came back. */
  toggle: (id: number) => Promise<boolean>;
  /** True after a failed save, until the next successful one. */
  saveFailed: boolean;
}

/**
 * The persistent language filter (docs/product.md#language-filter-toggle): toggling changes the UI immediately and saves in the
 * background; when the store rejects, the value last known to be saved is restored and the
 * failure is logged. Only the newest change may roll back, so a slow failure never undoes a
 * later toggle.
 */
export function usePersistentFilter({ store, defaults, initial, log = consoleLog }: UsePersistentFilterOptions): PersistentFilterState {
  const [languages, setLanguages] = useState<number[]>(() => normalizeLanguageIds(initial ?? defaults));
  const [saveFailed, setSaveFailed] = useState(false);
  const current = useRef(languages);
  const version = useRef(0);
  const confirmed = useRef({ value: languages, version: 0 });

  const show = useCallback((value: number[]) => {
    current.current = value;
    setLanguages(value);
  }, []);

  const needsLoad = initial === undefined;
  useEffect(() => {
    if (!needsLoad) return;
    let cancelled = false;
    store.load().then(
      (saved) => {
        // A toggle made while loading wins over what was loaded.
        if (cancelled || version.current !== 0) return;
        const value = normalizeLanguageIds(saved ?? defaults);
        confirmed.current = { value, version: 0 };
        show(value);
      },
      (error: unknown) => log('Failed to load the saved filter; using the defaults', error),
    );
    return () => {
      cancelled = true;
    };
  }, [needsLoad, store, defaults, show, log]);

  const toggle = useCallback(
    async (id: number) => {
      const next = toggleLanguage(current.current, id);
      const mine = ++version.current;
      show(next);
      try {
        await store.save(next);
        if (mine > confirmed.current.version) confirmed.current = { value: next, version: mine };
        if (mine === version.current) setSaveFailed(false);
        return true;
      } catch (error) {
        log('Failed to save the filter; rolled back', error);
        if (mine === version.current) {
          show(confirmed.current.value);
          setSaveFailed(true);
        }
        return false;
      }
    },
    [store, show, log],
  );

  return { languages, toggle, saveFailed };
}
