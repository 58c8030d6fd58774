import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { fetchShell } from '@/app-context/page/getShell';
import { shellFixture } from '@/app-context/testing/fixtures';
import { fetchOrder, orderKey } from '../api/getOrderByCode';
import { orderFixture } from '../testing/fixtures';
import { getServerSideProps as payPage } from './pay.getServerSideProps';
import { getServerSideProps as thankYouPage } from './thankYou.getServerSideProps';

jest.mock('@/app-context/page/getShell', () => ({ ...jest.requireActual('@/app-context/page/getShell'), fetchShell: jest.fn() }));
jest.mock('../api/getOrderByCode', () => ({ ...jest.requireActual('../api/getOrderByCode'), fetchOrder: jest.fn() }));
const mockOrder = fetchOrder as jest.MockedFunction<typeof fetchOrder>;

function nextContext(query: ParsedUrlQuery, params: ParsedUrlQuery = {}): GetServerSidePropsContext {
  return {
    req: { headers: { host: 'localhost:3000' }, socket: {} } as unknown as IncomingMessage,
    res: { statusCode: 200 } as ServerResponse,
    query, params, resolvedUrl: '/', locale: 'cs',
  } as GetServerSidePropsContext;
}

beforeEach(() => {
  (fetchShell as jest.Mock).mockResolvedValue(shellFixture());
  mockOrder.mockReset();
});

describe('order pages', () => {
  it('seed the order under its SWR key (code from the query or the path)', async () => {
    const order = orderFixture();
    mockOrder.mockResolvedValue(order);
    const thanks = (await thankYouPage(nextContext({ code: order.paymentCode }))) as unknown as { props: Record<string, unknown> };
    expect(thanks.props).toMatchObject({ paymentCode: order.paymentCode, swrFallback: { [orderKey(order.paymentCode)]: order } });
    const pay = (await payPage(nextContext({}, { paymentCode: order.paymentCode }))) as unknown as { props: Record<string, unknown> };
    expect(pay.props).toMatchObject({ paymentCode: order.paymentCode });
  });

  it('are a 404 for a missing or malformed code, without asking the API', async () => {
    expect(await thankYouPage(nextContext({}))).toMatchObject({ props: { notFound: true } });
    expect(await payPage(nextContext({}, { paymentCode: '<script>' }))).toMatchObject({ props: { notFound: true } });
    expect(mockOrder).not.toHaveBeenCalled();
  });
});
