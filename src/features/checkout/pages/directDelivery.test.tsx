/** @jest-environment jsdom */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { render, screen, within } from '@testing-library/react';
import type { CarrierPricesResponse, DestinationCountriesResponse } from '@/contracts/checkout';
import { loadMessages } from '@/i18n/messages';
import { fetchShell } from '@/app-context/page/getShell';
import { shellFixture } from '@/app-context/testing/fixtures';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { carrierPricesKey, fetchCarrierPrices } from '../api/getCarrierPrices';
import { destinationCountriesKey, fetchDestinationCountries } from '../api/getDestinationCountries';
import DirectDeliveryPage from './DirectDeliveryPage';
import { getServerSideProps } from './directDelivery.getServerSideProps';

jest.mock('@/app-context/page/getShell', () => ({ ...jest.requireActual('@/app-context/page/getShell'), fetchShell: jest.fn() }));
jest.mock('../api/getCarrierPrices', () => ({ ...jest.requireActual('../api/getCarrierPrices'), fetchCarrierPrices: jest.fn() }));
jest.mock('../api/getDestinationCountries', () => ({ ...jest.requireActual('../api/getDestinationCountries'), fetchDestinationCountries: jest.fn() }));
const mockPrices = fetchCarrierPrices as jest.MockedFunction<typeof fetchCarrierPrices>;
const mockCountries = fetchDestinationCountries as jest.MockedFunction<typeof fetchDestinationCountries>;

/** Intl puts (narrow) no-break spaces in "89,00 Kč"; compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const nextContext = (locale: string) =>
  ({
    req: { headers: { host: 'localhost:3000' }, socket: {} } as unknown as IncomingMessage,
    res: { statusCode: 200 } as ServerResponse,
    query: {}, params: {}, resolvedUrl: '/', locale,
  }) as GetServerSidePropsContext;

const prices = (currency: 'CZK' | 'EUR'): CarrierPricesResponse => ({
  currency,
  rows: [
    { code: 'packeta-pudo', carrier: 'packeta', kind: 'pudo', country: 'CZ', priceX100: 7900, freeFromX100: 100000, codFeeX100: 2900 },
    { code: 'bookturn-direct', carrier: 'bookturn', kind: 'direct', country: 'CZ', priceX100: currency === 'CZK' ? 8900 : 360, freeFromX100: currency === 'CZK' ? 150000 : 6000, codFeeX100: null },
  ],
});
const countries = (name: string): DestinationCountriesResponse => ({ countries: [{ code: 'CZ', name, regions: [] }] });

beforeEach(() => {
  (fetchShell as jest.Mock).mockResolvedValue(shellFixture());
  mockPrices.mockReset();
  mockCountries.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function renderFor(locale: 'cs' | 'de-DE') {
  const result = await getServerSideProps(nextContext(locale));
  const props = (result as unknown as { props: Record<string, unknown> }).props;
  render(
    <UiTestProviders locale={locale} messages={await loadMessages(locale)} swrFallback={props.swrFallback as Record<string, unknown>}>
      <DirectDeliveryPage pricesLoaded={props.pricesLoaded as boolean} />
    </UiTestProviders>,
  );
  return props;
}

describe('direct delivery page', () => {
  it('shows where the courier goes and what it costs, from the carrier prices, in the storefront currency and language', async () => {
    mockPrices.mockResolvedValue(prices('CZK'));
    mockCountries.mockResolvedValue(countries('Česko'));
    const props = await renderFor('cs');
    expect(props).toMatchObject({ pricesLoaded: true, swrFallback: { [carrierPricesKey]: prices('CZK'), [destinationCountriesKey]: countries('Česko') } });
    expect(screen.getByRole('heading', { level: 1, name: 'Přímé doručení' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem').filter((li) => within(li).queryByRole('heading', { level: 3 }));
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { level: 3, name: 'Česko' })).toBeInTheDocument();
    expect(plain(card.textContent)).toContain('Doprava: 89,00 Kč');
    expect(plain(card.textContent)).toContain('Zdarma při objednávce od 1 500,00 Kč');
    expect(card.textContent).not.toContain('Dobírka');
  });

  it('prices in EUR with German text on de-DE', async () => {
    mockPrices.mockResolvedValue(prices('EUR'));
    mockCountries.mockResolvedValue(countries('Tschechien'));
    await renderFor('de-DE');
    expect(screen.getByRole('heading', { level: 3, name: 'Tschechien' })).toBeInTheDocument();
    expect(plain(document.body.textContent)).toContain('Lieferung: 3,60 €');
    expect(plain(document.body.textContent)).toContain('Kostenlos ab einem Bestellwert von 60,00 €');
  });

  it('still explains direct delivery when the prices cannot be loaded', async () => {
    mockPrices.mockRejectedValue(new Error('down'));
    mockCountries.mockResolvedValue(countries('Česko'));
    expect(await renderFor('cs')).toMatchObject({ pricesLoaded: false });
    expect(screen.getByText('Ceny se teď nepodařilo načíst. Uvidíte je v pokladně.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jak to funguje' })).toBeInTheDocument();
  });
});
