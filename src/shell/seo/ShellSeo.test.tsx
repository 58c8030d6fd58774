/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ShellSeo } from './ShellSeo';

const mockRouter = { locale: 'de-DE', pathname: '/', asPath: '/', query: {} as Record<string, string | string[]> };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// next/head renders nothing outside Next: render its children in place so the links can be read.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

/** React 19 hoists <link> into document.head, wherever it is rendered. */
function links(rendered: HTMLElement) {
  const container = rendered.ownerDocument.head;
  return {
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: [...container.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  };
}

describe('ShellSeo', () => {
  it('gives an indexable page its canonical and ten alternates plus x-default', () => {
    Object.assign(mockRouter, { locale: 'de-DE', pathname: '/g/[id]', query: { id: '12' } });
    const { container, unmount } = render(<ShellSeo />);
    const { canonical, alternates } = links(container);
    expect(canonical).toBe('http://de.localhost/g/12');
    expect(alternates).toHaveLength(11);
    expect(alternates).toContainEqual(['x-default', 'http://cs.localhost/g/12']);
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
    unmount();
  });

  it('keeps the page number in the canonical of later pages', () => {
    Object.assign(mockRouter, { locale: 'cs', pathname: '/added-today', query: { page: '3' } });
    expect(links(render(<ShellSeo />).container).canonical).toBe('http://cs.localhost/pridano-dnes?page=3');
  });

  it('gives slug pages only their canonical (the other storefronts\' slugs are the page\'s to know)', () => {
    Object.assign(mockRouter, { locale: 'cs', pathname: '/series/[slug]', query: { slug: 'zaklinac' } });
    const { canonical, alternates } = links(render(<ShellSeo />).container);
    expect(canonical).toBe('http://cs.localhost/serie/zaklinac');
    expect(alternates).toEqual([]);
  });

  it('adds nothing to noindex pages and to pages outside the route table', () => {
    Object.assign(mockRouter, { locale: 'cs', pathname: '/cart', query: {} });
    expect(links(render(<ShellSeo />).container).canonical).toBeNull();
    Object.assign(mockRouter, { locale: 'cs', pathname: '/_error', query: {} });
    expect(links(render(<ShellSeo />).container).canonical).toBeNull();
  });
});
