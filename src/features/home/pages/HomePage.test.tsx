/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { loadMessages, type Messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/http';
import type { HomeResponse } from '@/contracts/catalogue';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { bookTileFixture } from '@/ui/testing/bookTileFixture';
import { homeKey } from '../api/getHome';
import HomePage from './HomePage';

jest.mock('@/lib/http', () => ({ ...jest.requireActual('@/lib/http'), apiRequest: jest.fn() }));
const mockApiRequest = apiRequest as jest.MockedFunction<typeof apiRequest>;

const home = (overrides: Partial<HomeResponse> = {}): HomeResponse => ({
  newlyAdded: [bookTileFixture({ 'bookId': 1, title: 'Babička' }), bookTileFixture({ 'bookId': 2, title: 'Krakatit' })],
  discounted: [bookTileFixture({ 'bookId': 3, title: 'R.U.R.', priceX100: 9900, previousPriceX100: 14900 })],
  categories: [{ id: 10, name: 'Poezie', slug: 'poezie', bookCount: 21 }],
  stats: { inStock: 12345, addedToday: 3 },
  ...overrides,
});

describe('<HomePage>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });
  beforeEach(() => mockApiRequest.mockReset());

  function renderHome({ fallback, revalidate = false, cached }: { fallback?: HomeResponse; revalidate?: boolean | 'default'; cached?: HomeResponse }) {
    return render(
      <UiTestProviders locale="cs" messages={messages}>
        <SWRConfig
          value={{
            provider: () => new Map(cached ? [[homeKey(), { data: cached }]] : []),
            fallback: fallback ? { [homeKey()]: fallback } : {},
            ...(revalidate === 'default' ? {} : { revalidateOnMount: fallback ? revalidate : true }),
            dedupingInterval: 0,
            focusThrottleInterval: 0,
            shouldRetryOnError: false,
          }}
        >
          <HomePage />
        </SWRConfig>
      </UiTestProviders>,
    );
  }

  it('does not ask the API again on load over the server’s data (SWR’s defaults otherwise)', async () => {
    renderHome({ fallback: home(), revalidate: 'default' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(mockApiRequest).not.toHaveBeenCalled();
    expect(screen.getByText('12 345 knih skladem')).toBeInTheDocument();
  });

  it('shows what a navigation brought, not what the cache kept from an earlier visit', async () => {
    renderHome({ fallback: home({ stats: { inStock: 222, addedToday: 1 } }), revalidate: 'default', cached: home({ stats: { inStock: 111, addedToday: 1 } }) });
    expect(await screen.findByText('222 knih skladem')).toBeInTheDocument();
    expect(mockApiRequest).not.toHaveBeenCalled();
  });

  it('renders the server-seeded data: hero, newly added, discounted and categories', () => {
    renderHome({ fallback: home() });
    expect(screen.getByRole('heading', { level: 1, name: 'Knihy z druhé ruky s příběhem' })).toBeInTheDocument();
    expect(screen.getByText('12 345 knih skladem')).toBeInTheDocument(); // the matcher folds Intl's no-break space
    expect(screen.getByLabelText('Hledat knihy')).toHaveAttribute('name', 'q');

    const newlyAdded = screen.getByRole('region', { name: 'Nově přidané' });
    expect(within(newlyAdded).getAllByRole('listitem')).toHaveLength(2);
    expect(within(newlyAdded).getByRole('link', { name: 'Všechny dnes přidané knihy' })).toHaveAttribute('href', '/pridano-dnes');

    const discounted = screen.getByRole('region', { name: 'Dnes zlevněné' });
    expect(within(discounted).getByRole('link', { name: 'R.U.R.' })).toHaveAttribute('href', '/g/77/b/3');
    expect(discounted.querySelector('del')).toHaveTextContent('149,00');

    const categories = screen.getByRole('region', { name: 'Procházet podle kategorií' });
    expect(within(categories).getByRole('link', { name: /Poezie/ })).toHaveAttribute('href', '/kategorie/poezie');
    expect(within(categories).getByText('21 knih')).toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: 'Všechny kategorie' })).toHaveAttribute('href', '/vsechny-kategorie');
    expect(mockApiRequest).not.toHaveBeenCalled();
  });

  it('shows an empty state for each empty list', () => {
    renderHome({ fallback: home({ newlyAdded: [], discounted: [], categories: [] }) });
    expect(screen.getByText('Zatím jsme nepřidali žádné nové knihy. Zkuste to brzy znovu.')).toBeInTheDocument();
    expect(screen.getByText('Dnes nejsou zlevněné žádné knihy.')).toBeInTheDocument();
    expect(screen.getByText('Zatím tu nejsou žádné kategorie.')).toBeInTheDocument();
  });

  it('shows a loading state until the first data arrives', async () => {
    let resolve!: (value: HomeResponse) => void;
    mockApiRequest.mockReturnValue(new Promise((r) => (resolve = r)) as never);
    renderHome({});
    expect(screen.getByText('Načítám…').closest('[role="status"]')).toBeInTheDocument();
    resolve(home());
    expect(await screen.findByRole('region', { name: 'Nově přidané' })).toBeInTheDocument();
  });

  it('does not announce the check right after mounting over the server’s data', async () => {
    let resolve!: (value: HomeResponse) => void;
    mockApiRequest.mockReturnValue(new Promise((r) => (resolve = r)) as never);
    renderHome({ fallback: home(), revalidate: true });
    await waitFor(() => expect(mockApiRequest).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Aktualizuji…')).not.toBeInTheDocument();
    await act(async () => resolve(home()));
    expect(screen.queryByText('Aktualizuji…')).not.toBeInTheDocument();
  });

  it('keeps showing the data during a later revalidation, with a polite notice', async () => {
    mockApiRequest.mockResolvedValueOnce(home()).mockReturnValue(new Promise(() => undefined) as never);
    renderHome({ fallback: home(), revalidate: true });
    await waitFor(() => expect(mockApiRequest).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.queryByText('Aktualizuji…')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Aktualizuji…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nově přidané' })).toBeInTheDocument();
  });

  it('offers a retry when nothing could be loaded', async () => {
    mockApiRequest.mockRejectedValue(new Error('down'));
    renderHome({});
    expect(await screen.findByRole('alert')).toHaveTextContent('Něco se pokazilo. Zkuste to prosím znovu.');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
