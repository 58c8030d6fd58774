export type PathParams = Record<string, string | number>;
export type Query = Record<string, string | number | boolean | ReadonlyArray<string | number> | null | undefined>;

/** Fills `{param}` placeholders (docs/product.md#api-request-helper generic request helper); a missing param is a bug, so it throws. */
export function fillTemplate(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing URL parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Stable query string: keys sorted, null/undefined dropped, arrays repeated (bookIds=1&bookIds=2). */
export function toQueryString(query: Query = {}): string {
  const parts: string[] = [];
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The URL relative to the API base; also the SWR key, so server fallback and client hooks agree. */
export function apiPath(template: string, params?: PathParams, query?: Query): string {
  return fillTemplate(template, params) + toQueryString(query);
}

/** The first value of a Next.js query parameter (`?page=2&page=3` arrives as an array). */
export const firstQueryValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
