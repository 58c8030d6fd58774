/** @jest-environment jsdom */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { render, screen } from '@testing-library/react';
import { loadMessages } from '@/i18n/messages';
import { fetchShell } from '@/app-context/page/getShell';
import { shellFixture } from '@/app-context/testing/fixtures';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { fetchPudoLocations, pudoLocationsKey } from '../api/getPudoLocations';
import { pudoFixture } from '../testing/fixtures';
import PersonalPickupPage from './PersonalPickupPage';
import { getServerSideProps } from './personalPickup.getServerSideProps';

jest.mock('@/app-context/page/getShell', () => ({ ...jest.requireActual('@/app-context/page/getShell'), fetchShell: jest.fn() }));
jest.mock('../api/getPudoLocations', () => ({ ...jest.requireActual('../api/getPudoLocations'), fetchPudoLocations: jest.fn() }));
const mockFetch = fetchPudoLocations as jest.MockedFunction<typeof fetchPudoLocations>;
const BRANCH = pudoFixture({ id: 'B-1', carrier: 'bookturn', name: 'Bookturn Praha – Vinohrady', street: 'Korunní 12', zip: '120 00' });

const nextContext = (locale: string) =>
  ({
    req: { headers: { host: 'localhost:3000' }, socket: {} } as unknown as IncomingMessage,
    res: { statusCode: 200 } as ServerResponse,
    query: {}, params: {}, resolvedUrl: '/', locale,
  }) as GetServerSidePropsContext;

beforeEach(() => {
  (fetchShell as jest.Mock).mockResolvedValue(shellFixture());
  mockFetch.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('personal pickup page', () => {
  it('lists the branches of the storefront’s country, else of the country the shop is in', async () => {
    mockFetch.mockImplementation(async (_client, query) => ({ items: query.country === 'CZ' ? [BRANCH] : [] }));
    const props = ((await getServerSideProps(nextContext('de-DE'))) as unknown as { props: Record<string, unknown> }).props;
    expect(mockFetch.mock.calls.map(([, query]) => query.country)).toEqual(['DE', 'CZ']);
    expect(props).toMatchObject({ branchCountry: 'CZ', swrFallback: { [pudoLocationsKey({ method: 'bookturn-branch', country: 'CZ' })]: { items: [BRANCH] } } });

    render(
      <UiTestProviders locale="de-DE" messages={await loadMessages('de-DE')} swrFallback={props.swrFallback as Record<string, unknown>}>
        <PersonalPickupPage branchCountry="CZ" />
      </UiTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Selbstabholung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Bookturn Praha – Vinohrady' })).toBeInTheDocument();
    expect(screen.getByText('Korunní 12, 120 00 Praha')).toBeInTheDocument();
  });

  it('still explains personal pickup when the branch list cannot be loaded', async () => {
    mockFetch.mockRejectedValue(new Error('down'));
    const result = await getServerSideProps(nextContext('cs'));
    expect((result as unknown as { props: Record<string, unknown> }).props).toMatchObject({ branchCountry: null });
    render(
      <UiTestProviders locale="cs" messages={await loadMessages('cs')} swrFallback={{}}>
        <PersonalPickupPage branchCountry={null} />
      </UiTestProviders>,
    );
    expect(screen.getByText('Seznam poboček teď není k dispozici. Pobočky uvidíte v pokladně.')).toBeInTheDocument();
  });
});
