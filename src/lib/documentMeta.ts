/**
 * The content of `<meta name="…">` in this page, for settings the server hands the browser with
 * the page (ADR 0010); undefined on the server and when the page has no such meta.
 */
export function documentMeta(name: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  return doc?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}
