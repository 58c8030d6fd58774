import { parseSitemapFileName, sitemapApiPath, sitemapFilePath } from './sitemapPaths';

describe('sitemap paths', () => {
  it('maps the index and each file to the API, and nothing else', () => {
    expect(sitemapApiPath('/sitemap.xml')).toBe('/api/adonis/v1/seo/sitemap.xml');
    expect(sitemapApiPath(sitemapFilePath('works', 2))).toBe('/api/adonis/v1/seo/sitemaps/works-2.xml');
    expect(sitemapApiPath('/sitemaps/a/b.xml')).toBeNull();
    expect(sitemapApiPath('/sitemap.xml/x')).toBeNull();
    expect(sitemapApiPath('/robots.txt')).toBeNull();
  });

  it('parses only known kinds with a positive part', () => {
    expect(parseSitemapFileName('works-2.xml')).toEqual({ kind: 'works', part: 2 });
    expect(parseSitemapFileName('works-0.xml')).toBeNull();
    expect(parseSitemapFileName('orders-1.xml')).toBeNull();
  });
});
