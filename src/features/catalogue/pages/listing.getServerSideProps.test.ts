import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { fetchShell } from '@/app-context/page/getShell';
import { shellFixture } from '@/app-context/testing/fixtures';
import { fetchListing, listingKey } from '../api/getListing';
import { fetchCategories } from '../api/getCategories';
import { fetchCategoriesIn } from '../api/getCategoriesIn';
import { listingFixture } from '../testing/listingFixture';
import { getServerSideProps as listingProps } from './listing.getServerSideProps';
import { getServerSideProps as categoryProps } from './category.getServerSideProps';
import { getServerSideProps as searchProps } from './search.getServerSideProps';

jest.mock('@/app-context/page/getShell', () => ({ ...jest.requireActual('@/app-context/page/getShell'), fetchShell: jest.fn() }));
jest.mock('../api/getListing', () => ({ ...jest.requireActual('../api/getListing'), fetchListing: jest.fn() }));
jest.mock('../api/getCategories', () => ({ ...jest.requireActual('../api/getCategories'), fetchCategories: jest.fn() }));
jest.mock('../api/getCategoriesIn', () => ({ fetchCategoriesIn: jest.fn() }));
const mockFetchShell = fetchShell as jest.MockedFunction<typeof fetchShell>;
const mockFetchListing = fetchListing as jest.MockedFunction<typeof fetchListing>;
const mockFetchCategories = fetchCategories as jest.MockedFunction<typeof fetchCategories>;
const mockFetchCategoriesIn = fetchCategoriesIn as jest.MockedFunction<typeof fetchCategoriesIn>;

interface ContextOptions {
  locale?: string;
  params?: Record<string, string | string[]>;
  resolvedUrl?: string;
  query?: Record<string, string | string[]>;
  cookies?: Record<string, string>;
}

function context({ locale = 'cs', params = {}, resolvedUrl = '/p', query = {}, cookies = {} }: ContextOptions = {}): GetServerSidePropsContext {
  return {
    req: { headers: { host: 'cs.localhost:3230' }, cookies, socket: {} } as unknown as IncomingMessage & { cookies: Record<string, string> },
    res: { statusCode: 200 } as ServerResponse,
    query,
    params,
    resolvedUrl,
    locale,
  } as GetServerSidePropsContext;
}

type Result = { props?: Record<string, unknown>; redirect?: { destination: string; statusCode: number }; notFound?: true };

beforeEach(() => {
  jest.resetAllMocks();
  mockFetchShell.mockResolvedValue(shellFixture());
  mockFetchListing.mockResolvedValue(listingFixture());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('listing getServerSideProps', () => {
  it('renders a canonical path with the persistent languages applied and seeded for SWR', async () => {
    const result = (await listingProps(context({ params: { filters: ['category', '1'] }, resolvedUrl: '/p/category/1' }))) as Result;
    const effective = { categories: [1], language: [1, 3] };
    expect(mockFetchListing).toHaveBeenCalledWith(expect.anything(), effective);
    expect(result.props).toMatchObject({ filters: { categories: [1] }, languages: [1, 3], port: '3230', listingFailed: false, categoryName: 'Beletrie' });
    expect(result.props!.swrFallback).toEqual({ [listingKey(effective)]: listingFixture() });
  });

  it.each([
    ['out-of-order segments', ['language', '1', 'category', '4'], '/p/language/1/category/4', '/p/category/4/language/1'],
    ['unsorted ids', ['category', '9_4_4'], '/p/category/9_4_4', '/p/category/4_9'],
    ['a bad value', ['price', 'cheap', 'author', '7'], '/p/price/cheap/author/7', '/p/author/7'],
    ['page 1', ['q', 'dune', 'page', '1'], '/p/q/dune/page/1', '/p/q/dune'],
    ['a needless no-sort dot', ['q', 'dune.'], '/p/q/dune.', '/p/q/dune'],
    ['a query string', ['author', '7'], '/p/author/7?utm_source=x', '/p/author/7'],
    ['the sort form', ['author', '7', 'page', '3'], '/p/author/7/page/3?order=price_asc', '/p/author/7.price_asc'],
    ['the price form', ['author', '7'], '/p/author/7?price_min=100&price_max=', '/p/author/7/price/100-10000000'],
    ['junk only', ['%%%', 'x', 'y'], '/p/%25%25%25/x/y', '/p'],
    ['an unknown facet list', ['author', '7'], '/p/author/7?more=price', '/p/author/7'],
    ['a facet list with other query', ['author', '7'], '/p/author/7?more=authors&utm_source=x', '/p/author/7'],
  ])('308s %s to the canonical path', async (_, filters, resolvedUrl, destination) => {
    const result = (await listingProps(context({ params: { filters }, resolvedUrl }))) as Result;
    expect(result.redirect).toEqual({ destination, statusCode: 308 });
    expect(mockFetchListing).not.toHaveBeenCalled();
  });

  it('renders a canonical path asking for one facet\'s complete list (?more=, browsers without JavaScript)', async () => {
    const result = (await listingProps(context({ params: { filters: ['category', '1'] }, resolvedUrl: '/p/category/1?more=authors' }))) as Result;
    expect(result.redirect).toBeUndefined();
    expect(result.props).toMatchObject({ filters: { categories: [1] } });
  });

  it('leaves an explicit language alone, and reads the cookie otherwise', async () => {
    await listingProps(context({ params: { filters: ['language', '21'] }, resolvedUrl: '/p/language/21', cookies: { persistentFilter: '{"language":[4]}' } }));
    expect(mockFetchListing).toHaveBeenLastCalledWith(expect.anything(), { language: [21] });
    await listingProps(context({ cookies: { persistentFilter: '{"language":[4]}' } }));
    expect(mockFetchListing).toHaveBeenLastCalledWith(expect.anything(), { language: [4] });
    await listingProps(context({ cookies: { persistentFilter: '{"language":[]}' } }));
    expect(mockFetchListing).toHaveBeenLastCalledWith(expect.anything(), {});
    await listingProps(context({ locale: 'fr-BE', cookies: { persistentFilter: 'not json' } }));
    expect(mockFetchListing).toHaveBeenLastCalledWith(expect.anything(), { language: [3, 5, 21] });
  });

  it('renders the error state with 503 when the API fails', async () => {
    mockFetchListing.mockRejectedValue(new Error('down'));
    const ctx = context();
    const result = (await listingProps(ctx)) as Result;
    expect(result.props).toMatchObject({ listingFailed: true, swrFallback: {} });
    expect(ctx.res.statusCode).toBe(503);
  });
});

describe('category getServerSideProps', () => {
  const tree = (slugs: [string, string]) => ({
    items: [
      { id: 1, name: 'Beletrie', slug: slugs[0], bookCount: 40, children: [{ id: 2, name: 'Poezie', slug: slugs[1], bookCount: 12, children: [] }] },
    ],
  });

  it('shows the category by this storefront’s slug, filtered listing and children', async () => {
    mockFetchCategories.mockResolvedValue(tree(['beletrie', 'poezie']));
    const result = (await categoryProps(context({ params: { slug: 'poezie' }, resolvedUrl: '/kategorie/poezie' }))) as Result;
    expect(result.props).toMatchObject({ category: { id: 2, name: 'Poezie', slug: 'poezie', children: [] }, filters: { categories: [2] } });
    expect(mockFetchListing).toHaveBeenCalledWith(expect.anything(), { categories: [2], language: [1, 3] });
  });

  it('308s another storefront’s slug for the same category to ours', async () => {
    mockFetchCategories.mockResolvedValue(tree(['beletrie', 'poezie']));
    mockFetchCategoriesIn.mockImplementation(async (_client, locale) => (locale === 'de-DE' ? tree(['belletristik', 'lyrik']) : tree(['x', 'y'])));
    const result = (await categoryProps(context({ params: { slug: 'lyrik' } }))) as Result;
    expect(result.redirect).toEqual({ destination: '/kategorie/poezie', statusCode: 308 });
  });

  it('answers 404 for a slug no storefront uses', async () => {
    mockFetchCategories.mockResolvedValue(tree(['beletrie', 'poezie']));
    mockFetchCategoriesIn.mockRejectedValue(new Error('down'));
    const result = (await categoryProps(context({ params: { slug: 'nope' } }))) as Result;
    expect(result).toMatchObject({ props: { notFound: true } });
  });
});

describe('search getServerSideProps', () => {
  it.each([
    [{ q: 'Babička  Němcová ' }, 'cs', '/p/q/Babi%C4%8Dka%20N%C4%9Bmcov%C3%A1'],
    [{ q: ['a', 'dune'] }, 'de-DE', '/p/q/dune'],
    [{ q: '   ' }, 'cs', '/p'],
    [{}, 'fr-BE', '/p'],
  ])('%j on %s → 308 %s', async (query, locale, destination) => {
    const result = (await searchProps(context({ query, locale }))) as Result;
    expect(result.redirect).toEqual({ destination, statusCode: 308 });
  });
});
