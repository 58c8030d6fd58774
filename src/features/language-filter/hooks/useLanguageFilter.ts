import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { resolveLocale } from '@/i18n/locales';
import { createCookieFilterStore, type PersistentFilterStore } from '../lib/filterStore';
import { defaultLanguages } from '../lib/resolvePersistentLanguages';
import { usePersistentFilter, type PersistentFilterState } from './usePersistentFilter';

export interface UseLanguageFilterOptions {
  /** The languages getServerSideProps resolved for this visitor. */
  initial?: readonly number[];
  /** Defaults to the anonymous cookie store; the accounts issue passes the server store for logged-in users. */
  store?: PersistentFilterStore;
}

/** The storefront's persistent language filter: this locale's defaults, the visitor's store. */
export function useLanguageFilter({ initial, store }: UseLanguageFilterOptions = {}): PersistentFilterState {
  const locale = resolveLocale(useLocale());
  const defaults = useMemo(() => defaultLanguages(locale), [locale]);
  const cookieStore = useMemo(() => createCookieFilterStore(), []);
  return usePersistentFilter({ store: store ?? cookieStore, defaults, initial });
}
