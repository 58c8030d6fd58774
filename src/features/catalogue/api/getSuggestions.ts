import { useDebounced } from '@/lib/useDebounced';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { SuggestResponse } from '@/contracts/listing';
import { useReadingLanguages } from '@/features/account';

export const SUGGEST_ENDPOINT = '/adonis/v1/search/suggest';
/** Shorter queries match too much to help. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

export const suggestKey = (q: string, languages: readonly number[] = []): string =>
  apiPath(SUGGEST_ENDPOINT, undefined, { q, language: [...languages] });

/**
 * GET /adonis/v1/search/suggest?q=: titles, authors and categories for the header autocomplete,
 * only those the results page shows in the visitor's reading languages (`languages`, none: every language).
 */
export function fetchSuggestions(client: ApiClient, q: string, signal?: AbortSignal, languages: readonly number[] = []): Promise<SuggestResponse> {
  return apiRequest(client, { url: SUGGEST_ENDPOINT, query: { q, language: [...languages] }, signal });
}

/** The text to ask for: trimmed, and nothing below the minimum length. */
export function suggestQuery(text: string): string | null {
  const q = text.trim().replace(/\s+/g, ' ');
  return q.length >= SUGGEST_MIN_LENGTH ? q : null;
}

/**
 * Suggestions for what the visitor is typing: debounced, from the minimum length on. A failure
 * is quiet (no toast): autocomplete is a convenience and the search itself still works.
 */
export function useSuggestions(text: string) {
  const locale = useLocale();
  const q = suggestQuery(useDebounced(text, SUGGEST_DEBOUNCE_MS));
  // The results page filters by the reading languages: suggestions follow the same filter.
  const languages = useReadingLanguages(q !== null);
  const ready = q !== null && languages !== undefined;
  return useSWR(ready ? suggestKey(q, languages) : null, () => fetchSuggestions(browserClient(locale), q!, undefined, languages), {
    keepPreviousData: true,
    onError: () => undefined,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
