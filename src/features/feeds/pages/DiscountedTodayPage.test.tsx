/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { DiscountedTodayResponse } from '@/contracts/feeds';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { bookTileFixture } from '@/ui/testing/bookTileFixture';
import { discountedTodayKey } from '../api/getDiscountedToday';
import DiscountedTodayPage from './DiscountedTodayPage';

const feed = (overrides: Partial<DiscountedTodayResponse> = {}): DiscountedTodayResponse => ({
  total: 30,
  page: 2,
  pageSize: 24,
  pageCount: 2,
  items: [{ ...bookTileFixture({ 'bookId': 3, title: 'R.U.R.', priceX100: 9900, previousPriceX100: 14900 }), lowestPrice30DaysX100: 12900 }],
  ...overrides,
});

describe('<DiscountedTodayPage>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  const renderPage = (data: DiscountedTodayResponse, page = 2) =>
    render(
      <UiTestProviders locale="cs" messages={messages} swrFallback={{ [discountedTodayKey(page)]: data }}>
        <DiscountedTodayPage page={page} />
      </UiTestProviders>,
    );

  it('strikes through the previous price and states the lowest price of the last 30 days', () => {
    renderPage(feed());
    expect(screen.getByRole('heading', { level: 1, name: 'Zlevněné dnes' })).toBeInTheDocument();
    expect(screen.getByText('Dnes jsme zlevnili 30 knih.')).toBeInTheDocument();
    const tile = screen.getByRole('heading', { level: 2, name: 'R.U.R.' }).closest('li')!;
    expect(tile.querySelector('del')).toHaveTextContent('149,00');
    expect(within(tile).getByText(/Nejnižší cena za posledních 30 dní: 129,00/)).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Božena Němcová' })).toHaveAttribute('href', '/a/1');
  });

  it('links the pages through the route table, page 1 without ?page=', () => {
    renderPage(feed());
    const nav = screen.getByRole('navigation', { name: 'Stránkování' });
    expect(within(nav).getByRole('link', { name: /Předchozí/ })).toHaveAttribute('href', '/zlevneno-dnes');
    expect(within(nav).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Strana 2 z 2')).toBeInTheDocument();
  });

  it('says so when nothing was discounted today', () => {
    renderPage(feed({ total: 0, page: 1, pageCount: 0, items: [] }), 1);
    expect(screen.getByText('Dnes nejsou zlevněné žádné knihy.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkování' })).not.toBeInTheDocument();
  });
});
