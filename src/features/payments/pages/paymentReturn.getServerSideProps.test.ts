import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { HttpError } from '@/lib/http';
import { resolvePath } from '@/routing';
import { fetchShell } from '@/app-context/page/getShell';
import { shellFixture } from '@/app-context/testing/fixtures';
import { fetchPaymentReturn } from '../api/getPaymentReturn';
import { adyenReturn, comgateReturn } from './paymentReturn.getServerSideProps';

jest.mock('@/app-context/page/getShell', () => ({ ...jest.requireActual('@/app-context/page/getShell'), fetchShell: jest.fn() }));
jest.mock('../api/getPaymentReturn', () => ({ fetchPaymentReturn: jest.fn() }));
const mockReturn = fetchPaymentReturn as jest.MockedFunction<typeof fetchPaymentReturn>;

function nextContext(query: ParsedUrlQuery, locale: string): GetServerSidePropsContext {
  return {
    req: { headers: { host: 'localhost:3000' }, socket: {} } as unknown as IncomingMessage,
    res: { statusCode: 200 } as ServerResponse,
    query, params: {}, resolvedUrl: '/', locale,
  } as GetServerSidePropsContext;
}

beforeEach(() => {
  (fetchShell as jest.Mock).mockResolvedValue(shellFixture());
  mockReturn.mockReset();
});

describe('payment return pages', () => {
  it.each([
    ['paid', 'thankYou'],
    ['pending', 'thankYou'],
    ['failed', 'paymentFailed'],
    ['cancelled', 'paymentFailed'],
  ] as const)('Comgate %s → %s, through the route table', async (result, route) => {
    mockReturn.mockResolvedValue({ paymentCode: 'PC-7', result });
    const answer = await comgateReturn(nextContext({ id: 'AB12-CD34', refId: '17' }, 'sk'));
    expect(answer).toEqual({ redirect: { destination: resolvePath(route, 'sk', undefined, { code: 'PC-7' }), permanent: false } });
    expect(mockReturn).toHaveBeenCalledWith(expect.anything(), 'comgate', 'AB12-CD34', {});
  });

  it('asks about the Adyen session and lands on the localized page', async () => {
    mockReturn.mockResolvedValue({ paymentCode: 'PC-8', result: 'failed' });
    const answer = await adyenReturn(nextContext({ sessionId: 'CS1', sessionResult: 'R' }, 'de-DE'));
    expect(answer).toEqual({ redirect: { destination: '/zahlung-fehlgeschlagen?code=PC-8', permanent: false } });
    expect(mockReturn).toHaveBeenCalledWith(expect.anything(), 'adyen', 'CS1', { sessionResult: 'R' });
  });

  it('is a 404 without a payment reference, or for one the API does not know', async () => {
    expect(await comgateReturn(nextContext({ refId: '17' }, 'cs'))).toMatchObject({ props: { notFound: true } });
    expect(mockReturn).not.toHaveBeenCalled();
    mockReturn.mockRejectedValue(new HttpError('Payment not found', 'bad_request', 404, 'NOT_FOUND'));
    expect(await adyenReturn(nextContext({ sessionId: 'nope' }, 'en'))).toMatchObject({ props: { notFound: true } });
  });
});
