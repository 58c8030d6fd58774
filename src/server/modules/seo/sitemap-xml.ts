/** The XML of the sitemaps protocol (sitemaps.org 0.9): a url set and a sitemap index. */

export interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const date = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>`;
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return `${HEADER}<urlset xmlns="${NS}">\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${HEADER}<sitemapindex xmlns="${NS}">\n${sitemaps.map((s) => entry('sitemap', s)).join('\n')}\n</sitemapindex>\n`;
}
