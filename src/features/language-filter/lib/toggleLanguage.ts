import { normalizeLanguageIds } from './persistentFilterCookie';

/** docs/product.md#language-filter-toggle: toggling adds the id when absent and removes it when present. */
export function toggleLanguage(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : normalizeLanguageIds([...ids, id]);
}
