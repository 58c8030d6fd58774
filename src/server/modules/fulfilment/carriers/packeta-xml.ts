/**
 * The few XML shapes of Packeta's REST/XML API (https://www.zasilkovna.cz/api/rest) we speak:
 * requests are built with every text escaped; answers are flat (`<response><status>ok</status>
 * <result>…</result></response>` or `<status>fault</status><fault>…</fault><string>…</string>`),
 * so reading a handful of known leaf elements is enough — no XML library for that.
 */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function unescapeXml(value: string): string {
  return value.replace(/&(lt|gt|amp|apos|quot|#\d+|#x[0-9a-f]+);/gi, (m, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()]!;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : m;
  });
}

/** `<tag>value</tag>` for each defined value, in the given order (Packeta's schema is ordered). */
export function xmlElement(tag: string, children: readonly (string | null)[]): string {
  return `<${tag}>${children.filter((c): c is string => c !== null).join('')}</${tag}>`;
}
export function xmlLeaf(tag: string, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return `<${tag}>${escapeXml(String(value))}</${tag}>`;
}

/** The text of the first `<tag>` leaf in the document, or null. */
export function readLeaf(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(xml);
  return match ? unescapeXml(match[1]!.trim()) : null;
}

/** Hundredths as Packeta's decimal amount ("123.45"). */
export const decimalOf = (x100: number) => `${Math.trunc(x100 / 100)}.${String(Math.abs(x100) % 100).padStart(2, '0')}`;
