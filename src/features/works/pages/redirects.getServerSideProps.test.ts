import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { HttpError } from '@/lib/http';
import { resolvePath } from '@/routing';
import { fetchShell } from '@/app-context/page/getShell';
import { shellFixture } from '@/app-context/testing/fixtures';
import { fetchCatalogueRef } from '../api/getCatalogueRef';
import { fetchBook } from '../api/getBook';
import { bookResponseFixture } from '../testing/fixtures';
import { getServerSideProps as bookPage } from './copy.getServerSideProps';
import {
  copyLegacyRedirect, copyRedirect, workLegacyRedirect, workRedirect, editionLegacyRedirect, editionRedirect,
} from './redirects.getServerSideProps';

jest.mock('@/app-context/page/getShell', () => ({ ...jest.requireActual('@/app-context/page/getShell'), fetchShell: jest.fn() }));
jest.mock('../api/getCatalogueRef', () => ({ fetchCatalogueRef: jest.fn() }));
jest.mock('../api/getBook', () => ({ ...jest.requireActual('../api/getBook'), fetchBook: jest.fn() }));
const mockRef = fetchCatalogueRef as jest.MockedFunction<typeof fetchCatalogueRef>;
const mockBook = fetchBook as jest.MockedFunction<typeof fetchBook>;

function nextContext(params: Record<string, string | string[]>, resolvedUrl: string, locale = 'de-DE'): GetServerSidePropsContext {
  return {
    req: { headers: { host: 'de.localhost:3000' }, socket: {} } as unknown as IncomingMessage,
    res: { statusCode: 200 } as ServerResponse,
    query: {},
    params,
    resolvedUrl,
    locale,
  } as GetServerSidePropsContext;
}

const redirect = (destination: string) => ({ redirect: { destination, statusCode: 301 } });
const unknown = () => new HttpError('Book not found', 'bad_request', 404, 'NOT_FOUND');

beforeEach(() => {
  (fetchShell as jest.Mock).mockResolvedValue(shellFixture());
  mockRef.mockReset();
  mockBook.mockReset();
  mockRef.mockImplementation(async (_client, level, id) =>
    level === 'copy' ? { workId: 7, editionId: 3, 'bookId': id } : level === 'edition' ? { workId: 7, editionId: id, 'bookId': null } : { workId: id, editionId: null, 'bookId': null },
  );
});

describe('book redirects', () => {
  it('/b/[id] → the copy under its work, keeping the query', async () => {
    expect(await copyRedirect(nextContext({ id: '5' }, '/b/5?utm_source=mail'))).toEqual(redirect('/g/7/b/5?utm_source=mail'));
    expect(mockRef).toHaveBeenCalledWith(expect.anything(), 'copy', 5);
  });

  it('/m/[id] → the edition under its work', async () => {
    expect(await editionRedirect(nextContext({ id: '3' }, '/m/3'))).toEqual(redirect(resolvePath('edition', 'de-DE', { id: 7, editionId: 3 })));
  });

  it('/g/[id]/[...params] → the work page when the work exists', async () => {
    expect(await workRedirect(nextContext({ id: '7', params: ['old-title', 'x'] }, '/g/7/old-title/x'))).toEqual(redirect('/g/7'));
  });

  it('old paths take the first all-digit segment as the id', async () => {
    expect(await copyLegacyRedirect(nextContext({ id: ['babicka', '5', '9'] }, '/old_b/babicka/5/9'))).toEqual(redirect('/g/7/b/5'));
    expect(await editionLegacyRedirect(nextContext({ id: ['3'] }, '/old_m/3'))).toEqual(redirect('/g/7/m/3'));
    expect(await workLegacyRedirect(nextContext({ params: ['tituly', '7'] }, '/old_g/tituly/7'))).toEqual(redirect('/g/7'));
  });

  it('an old work link without an id goes to the listing', async () => {
    expect(await workLegacyRedirect(nextContext({}, '/old_g'))).toEqual(redirect(resolvePath('listing', 'de-DE')));
    expect(await workLegacyRedirect(nextContext({ params: ['vsechno'] }, '/old_g/vsechno?x=1'))).toEqual(redirect(`${resolvePath('listing', 'de-DE')}?x=1`));
    expect(mockRef).not.toHaveBeenCalled();
  });

  it('malformed ids are 404 without asking the API; unknown ones are 404 from the API', async () => {
    expect(await copyRedirect(nextContext({ id: 'abc' }, '/b/abc'))).toMatchObject({ props: { notFound: true } });
    expect(await copyLegacyRedirect(nextContext({ id: ['abc'] }, '/old_b/abc'))).toMatchObject({ props: { notFound: true } });
    expect(await editionRedirect(nextContext({ id: '99999999999' }, '/m/99999999999'))).toMatchObject({ props: { notFound: true } });
    expect(mockRef).not.toHaveBeenCalled();
    mockRef.mockRejectedValue(unknown());
    expect(await copyRedirect(nextContext({ id: '404' }, '/b/404'))).toMatchObject({ props: { notFound: true } });
    expect(await workRedirect(nextContext({ id: '404', params: ['x'] }, '/g/404/x'))).toMatchObject({ props: { notFound: true } });
  });
});

describe('copy page', () => {
  it('301s a URL whose work id is not the copy’s own', async () => {
    mockBook.mockResolvedValue(bookResponseFixture({ 'bookId': 5, workId: 7 }));
    expect(await bookPage(nextContext({ id: '999', copyId: '5' }, '/g/999/b/5'))).toEqual(redirect('/g/7/b/5'));
    expect(await bookPage(nextContext({ id: '7', copyId: '005' }, '/g/7/b/005'))).toEqual(redirect('/g/7/b/5'));
  });

  it('renders the right URL with the copy seeded for SWR', async () => {
    const book = bookResponseFixture({ 'bookId': 5, workId: 7 });
    mockBook.mockResolvedValue(book);
    const result = (await bookPage(nextContext({ id: '7', copyId: '5' }, '/g/7/b/5'))) as unknown as { props: Record<string, unknown> };
    expect(result.props).toMatchObject({ copyId: 5, swrFallback: { '/adonis/v1/books/5': book } });
  });

  it('is 404 for an unknown or malformed copy', async () => {
    mockBook.mockRejectedValue(unknown());
    expect(await bookPage(nextContext({ id: '7', copyId: '404' }, '/g/7/b/404'))).toMatchObject({ props: { notFound: true } });
    expect(await bookPage(nextContext({ id: '7', copyId: 'x' }, '/g/7/b/x'))).toMatchObject({ props: { notFound: true } });
  });
});
