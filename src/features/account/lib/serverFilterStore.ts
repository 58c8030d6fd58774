import type { ApiClient } from '@/lib/http';
import type { PersistentFilterStore } from '@/features/language-filter';
import { fetchSavedFilters, saveFilters } from '@/features/language-filter';

/**
 * The logged-in customer's persistent filter (docs/product.md#language-filter-toggle, #anonymous-vs-logged-in): GET/PUT users/current/filters behind
 * the language filter's store interface. A failed load rejects (the hook logs it and keeps the
 * defaults); a failed save rejects (the hook logs it and rolls back).
 */
export function createServerFilterStore(client: () => ApiClient): PersistentFilterStore {
  return {
    load: () => fetchSavedFilters(client()),
    save: (ids) => saveFilters(client(), ids),
  };
}
