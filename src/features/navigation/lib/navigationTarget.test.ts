import { navigationTarget, renderableLinks } from './navigationTarget';

const link = (overrides: Partial<{ routeKey: string | null; routeParams: Record<string, string> | null; url: string | null }>) => ({
  routeKey: null,
  routeParams: null,
  url: null,
  ...overrides,
});

describe('navigationTarget', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps an enabled route with its params', () => {
    expect(navigationTarget(link({ routeKey: 'category', routeParams: { slug: 'poezie' } }), 'cs')).toEqual({
      kind: 'route',
      route: 'category',
      params: { slug: 'poezie' },
    });
  });

  it('skips a route disabled in the storefront (career is disabled for sk)', () => {
    expect(navigationTarget(link({ routeKey: 'career' }), 'sk')).toBeNull();
    expect(navigationTarget(link({ routeKey: 'career' }), 'cs')).not.toBeNull();
  });

  it('skips unknown route keys and routes missing their params', () => {
    expect(navigationTarget(link({ routeKey: 'noSuchRoute' }), 'cs')).toBeNull();
    expect(navigationTarget(link({ routeKey: 'category' }), 'cs')).toBeNull();
  });

  it('allows web, mail and phone urls but never javascript:', () => {
    expect(navigationTarget(link({ url: 'https://blog.example/' }), 'cs')).toEqual({ kind: 'url', url: 'https://blog.example/' });
    expect(navigationTarget(link({ url: 'mailto:a@b.example' }), 'cs')).not.toBeNull();
    expect(navigationTarget(link({ url: 'javascript:alert(1)' }), 'cs')).toBeNull();
    expect(navigationTarget(link({}), 'cs')).toBeNull();
  });

  it('filters a menu down to renderable links', () => {
    const links = [link({ routeKey: 'cart' }), link({ routeKey: 'career' }), link({ url: 'https://x.example' })];
    expect(renderableLinks(links, 'sk').map(({ target }) => target.kind)).toEqual(['route', 'url']);
  });
});
