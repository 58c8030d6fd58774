import { escapeXml, sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes URLs and writes lastmod in W3C format', () => {
    const xml = urlSetXml([{ loc: 'https://x.cz/p/q/a&b', lastmod: new Date('2026-01-02T03:04:05Z') }, { loc: 'https://x.cz/' }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://x.cz/p/q/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>\n<url><loc>https://x.cz/</loc></url>\n</urlset>\n',
    );
    expect(escapeXml(`<'">`)).toBe('&lt;&apos;&quot;&gt;');
  });

  it('writes an index of sitemaps', () => {
    expect(sitemapIndexXml([{ loc: 'https://x.cz/sitemaps/works-1.xml' }])).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.cz/sitemaps/works-1.xml</loc></sitemap>');
  });
});
