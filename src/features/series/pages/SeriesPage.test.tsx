/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { SeriesResponse } from '@/contracts/authors';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { workFixture } from '@/features/authors/testing/authorFixtures';
import { seriesKey } from '../api/getSeries';
import SeriesPage from './SeriesPage';

describe('<SeriesPage>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  const renderPage = (data: SeriesResponse) =>
    render(
      <UiTestProviders locale="cs" messages={messages} swrFallback={{ [seriesKey('srdce-a-ruze', 1)]: data }}>
        <SeriesPage slug="srdce-a-ruze" page={1} />
      </UiTestProviders>,
    );

  it('lists the works in volume order with their authors linked', () => {
    renderPage({
      series: { id: 62, name: 'Srdce a růže', slug: 'srdce-a-ruze' },
      works: {
        total: 2, page: 1, pageSize: 24, pageCount: 1,
        items: [
          { ...workFixture({ workId: 1, title: 'První láska' }), position: 1 },
          { ...workFixture({ workId: 2, title: 'Druhá šance', authors: [{ id: 5, name: 'Jana Nováková' }] }), position: 2 },
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Srdce a růže' })).toBeInTheDocument();
    expect(screen.getByText('2 díla v sérii')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('Díl 1')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'Jana Nováková' })).toHaveAttribute('href', '/a/5');
    expect(within(items[1]).getByRole('heading', { level: 2, name: 'Druhá šance' })).toBeInTheDocument();
  });

  it('says so when the series has no works yet', () => {
    renderPage({ series: { id: 62, name: 'Srdce a růže', slug: 'srdce-a-ruze' }, works: { total: 0, page: 1, pageSize: 24, pageCount: 0, items: [] } });
    expect(screen.getByText('Tato série zatím v katalogu nemá žádná díla.')).toBeInTheDocument();
  });
});
