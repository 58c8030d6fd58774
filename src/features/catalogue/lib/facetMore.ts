/**
 * The facet lists render their first values on the server and the rest only when asked (issue 18:
 * the listing's facet panel was over half of its HTML elements). With JavaScript, opening "show N
 * more" renders the rest in the browser; without it, the opened disclosure offers a link to the same
 * address with `?more=<facet>`, which the server answers with that facet's list complete.
 */
export const FACET_MORE_PARAM = 'more';

export const FACET_LIST_KEYS = ['categories', 'authors', 'publishers', 'language', 'binding', 'conditions', 'instock'] as const;
export type FacetListKey = (typeof FACET_LIST_KEYS)[number];

/** The facet a `more` query value names, or null (absent, repeated or unknown). */
export function facetMoreOf(value: unknown): FacetListKey | null {
  return typeof value === 'string' && (FACET_LIST_KEYS as readonly string[]).includes(value) ? (value as FacetListKey) : null;
}
