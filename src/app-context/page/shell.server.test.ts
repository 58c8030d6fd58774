import { pageNamespaces } from '@/i18n/messages';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { HttpError } from '@/lib/http';
import { fetchShell } from '@/app-context/page/getShell';
import { shellFixture } from '../testing/fixtures';
import { clearShellCache, withShell } from './shell.server';

jest.mock('@/app-context/page/getShell', () => ({
  ...jest.requireActual('@/app-context/page/getShell'),
  fetchShell: jest.fn(),
}));
const mockFetchShell = fetchShell as jest.MockedFunction<typeof fetchShell>;

const NONE = { namespaces: [] } as const;

function nextContext(locale?: string): GetServerSidePropsContext {
  return {
    req: { headers: { host: 'cs.localhost:3000', cookie: 'sid=abc' }, socket: {} } as unknown as IncomingMessage,
    res: { statusCode: 200 } as ServerResponse,
    query: {},
    params: {},
    resolvedUrl: '/',
    locale,
  } as GetServerSidePropsContext;
}

/** The props of a `{ props }` result (withShell never returns a props promise). */
function propsOf(result: unknown): Record<string, unknown> {
  return (result as { props: Record<string, unknown> }).props;
}

describe('withShell', () => {
  beforeEach(() => {
    mockFetchShell.mockReset();
    clearShellCache();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('returns locale, messages, shell, the page’s SWR fallback and its props', async () => {
    mockFetchShell.mockResolvedValue(shellFixture({ locale: 'de-AT' }));
    const gssp = withShell(async ({ locale, seedFallback }) => {
      seedFallback('/adonis/v1/home', { hello: locale });
      return { props: { extra: 1 } };
    }, NONE);
    const result = await gssp(nextContext('de-AT'));
    expect(result).toEqual({
      props: expect.objectContaining({
        locale: 'de-AT',
        shell: shellFixture({ locale: 'de-AT' }),
        swrFallback: { '/adonis/v1/home': { hello: 'de-AT' } },
        extra: 1,
      }),
    });
    // The shell's messages only: common, book-states, consent whole; of catalogue the search suggestions.
    const messages = propsOf(result).messages as Record<string, object>;
    expect(Object.keys(messages).sort()).toEqual(['book-states', 'catalogue', 'common', 'consent']);
    expect(Object.keys(messages.catalogue)).toEqual(['suggest']);
  });

  it('resolves an unknown or missing locale to cs', async () => {
    mockFetchShell.mockResolvedValue(shellFixture());
    const props = propsOf(await withShell(undefined, NONE)(nextContext('xx')));
    expect(props.locale).toBe('cs');
    expect(props.swrFallback).toEqual({});
  });

  it('renders the internal-error page (not a thrown 500) when the shell call fails', async () => {
    mockFetchShell.mockRejectedValue(new HttpError('down', 'network'));
    const ctx = nextContext('sk');
    const props = propsOf(await withShell(async () => ({ props: { extra: 1 } }), NONE)(ctx));
    expect(props).toMatchObject({ locale: 'sk', internalError: true, swrFallback: {} });
    expect(props.shell).toMatchObject({ topNavigation: [], footer: [], promoBanner: null, todayAddedBooksCount: 0 });
    expect(props).not.toHaveProperty('extra');
    expect(ctx.res.statusCode).toBe(500);
  });

  // Issue 17: not Next's prerendered 404 (no CSP nonce, an empty shell) but the not-found view in the page's own shell.
  it.each([
    ['throws an HttpError 404', async () => { throw new HttpError('no such category', 'bad_request', 404); }],
    ['returns notFound', async () => ({ notFound: true as const })],
  ])('renders the not-found view with the shell and status 404 when the page handler %s', async (_, handler) => {
    mockFetchShell.mockResolvedValue(shellFixture());
    const ctx = nextContext('cs');
    const result = await withShell(handler, NONE)(ctx);
    expect(propsOf(result)).toMatchObject({ notFound: true, locale: 'cs', shell: shellFixture(), swrFallback: {} });
    expect(ctx.res.statusCode).toBe(404);
  });

  it('falls back to Next’s static 404 when the page is missing and the shell failed too', async () => {
    mockFetchShell.mockRejectedValue(new HttpError('down', 'network'));
    const result = await withShell(async () => ({ notFound: true as const }), NONE)(nextContext('cs'));
    expect(result).toEqual({ notFound: true });
  });

  it('keeps the shell but shows the internal-error page when the page handler fails otherwise', async () => {
    mockFetchShell.mockResolvedValue(shellFixture());
    const result = await withShell(async () => {
      throw new HttpError('boom', 'bad_response', 500);
    }, NONE)(nextContext('cs'));
    expect(propsOf(result)).toMatchObject({ internalError: true, shell: shellFixture() });
  });

  it('passes a handler’s redirect through', async () => {
    mockFetchShell.mockResolvedValue(shellFixture());
    const redirect = { destination: '/kosik', permanent: false };
    expect(await withShell(async () => ({ redirect }), NONE)(nextContext('cs'))).toEqual({ redirect });
  });

  it('calls the shell API with the visitor’s locale', async () => {
    mockFetchShell.mockResolvedValue(shellFixture());
    await withShell(undefined, NONE)(nextContext('fr-BE'));
    const client = mockFetchShell.mock.calls[0][0];
    expect(client.defaults.headers['Accept-Language']).toBe('fr-BE');
    // Loopback calls to our own API: no gzip on either side.
    expect(client.defaults.headers.common['Accept-Encoding']).toBe('identity');
  });

  it('ships the shell’s namespaces plus the page’s own when the page names them', async () => {
    mockFetchShell.mockResolvedValue(shellFixture());
    const props = propsOf(await withShell(async () => ({ props: {} }), { namespaces: ['book'] })(nextContext('en')));
    const shipped = Object.keys(props.messages as object).sort();
    expect(shipped).toEqual(['book', 'book-states', 'catalogue', 'common', 'consent']);
    expect(shipped).not.toContain('checkout');
    expect(withShell(undefined, { namespaces: ['book'] }).messageSources).toEqual(pageNamespaces(['book']));
  });

  it('asks the shell API once per locale within its TTL, and again for another locale', async () => {
    mockFetchShell.mockResolvedValue(shellFixture());
    const page = withShell(undefined, NONE);
    await Promise.all([page(nextContext('cs')), page(nextContext('cs'))]);
    await page(nextContext('cs'));
    expect(mockFetchShell).toHaveBeenCalledTimes(1);
    await page(nextContext('sk'));
    expect(mockFetchShell).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed shell answer', async () => {
    mockFetchShell.mockRejectedValueOnce(new HttpError('down', 'network')).mockResolvedValue(shellFixture());
    const page = withShell(undefined, NONE);
    expect(propsOf(await page(nextContext('cs'))).internalError).toBe(true);
    expect(propsOf(await page(nextContext('cs'))).internalError).toBeUndefined();
    expect(mockFetchShell).toHaveBeenCalledTimes(2);
  });

  it('asks again once the TTL has passed', async () => {
    mockFetchShell.mockResolvedValue(shellFixture());
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const page = withShell(undefined, NONE);
    await page(nextContext('cs'));
    now.mockReturnValue(1_000_000 + 60_000);
    await page(nextContext('cs'));
    expect(mockFetchShell).toHaveBeenCalledTimes(2);
  });
});
