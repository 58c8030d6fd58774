import type { WatchdogTarget } from '@/contracts/engagement';
import type { ListingFilters } from '@/contracts/listing-filters';

const id = (value: unknown): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
};

/**
 * What /watchdog?work=…|edition=…|author=…|filters=… asks to watch; `decode` is the catalogue
 * codec's path decoder (filters = listing path segments joined by "/"). Null when nothing usable.
 */
export function targetFromQuery(query: Record<string, unknown>, decode: (segments: string[]) => ListingFilters): WatchdogTarget | null {
  const work = id(query.work);
  if (work) return { type: 'work', workId: work };
  const edition = id(query.edition);
  if (edition) return { type: 'edition', editionId: edition };
  const author = id(query.author);
  if (author) return { type: 'author', authorId: author };
  const raw = Array.isArray(query.filters) ? query.filters[0] : query.filters;
  if (typeof raw === 'string' && raw.length > 0 && raw.length <= 4096) {
    const filters = decode(raw.split('/').filter(Boolean));
    if (Object.keys(filters).length > 0) return { type: 'filter', filters };
  }
  return null;
}
