/** The persistent language filter (docs/product.md#persistent-filter, #language-filter-toggle, #filter-cookie-validation, #constants-filter-cookie): cookie for anonymous visitors, a pluggable store for the rest. */
export {
  PERSISTENT_FILTER_COOKIE,
  PERSISTENT_FILTER_MAX_AGE_DAYS,
  parsePersistentFilter,
  languagesFromCookie,
  readCookie,
  type PersistentFilter,
} from './lib/persistentFilterCookie';
export { toggleLanguage } from './lib/toggleLanguage';
export { createCookieFilterStore, type PersistentFilterStore } from './lib/filterStore';
export { resolvePersistentLanguages, defaultLanguages, type ResolvedLanguages } from './lib/resolvePersistentLanguages';
export { languageName } from './lib/languageName';
export { usePersistentFilter, type PersistentFilterState, type UsePersistentFilterOptions } from './hooks/usePersistentFilter';
export { useLanguageFilter } from './hooks/useLanguageFilter';
export { LanguageFilterChips, type LanguageFilterChipsProps } from './components/LanguageFilterChips';
export { fetchSavedFilters, saveFilters, FILTERS_ENDPOINT } from './api/filters';
