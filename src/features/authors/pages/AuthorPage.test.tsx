/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { AuthorResponse, AuthorTimelineResponse } from '@/contracts/authors';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { authorKey } from '../api/getAuthor';
import { authorTimelineKey } from '../api/getAuthorTimeline';
import { authorFixture, workFixture } from '../testing/authorFixtures';
import AuthorBiographyPage from './AuthorBiographyPage';
import AuthorPage from './AuthorPage';
import AuthorTimelinePage from './AuthorTimelinePage';

describe('author pages', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  const renderWith = (fallback: Record<string, unknown>, page: React.ReactNode) =>
    render(
      <UiTestProviders locale="cs" messages={messages} swrFallback={fallback}>
        {page}
      </UiTestProviders>,
    );

  const overview = (overrides: Partial<AuthorResponse> = {}): AuthorResponse => ({
    author: authorFixture(),
    works: {
      total: 14, page: 1, pageSize: 12, pageCount: 2,
      items: [workFixture(), workFixture({ workId: 8, title: 'Válka s mloky', inStockCount: 0, lowestPriceX100: null, firstYear: null })],
    },
    ...overrides,
  });

  it('shows the header, the short biography, the sub-page tabs and the works with stock and price', () => {
    renderWith({ [authorKey(42, { include: 'works', page: 1 })]: overview() }, <AuthorPage authorId={42} page={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Karel Čapek' })).toBeInTheDocument();
    expect(screen.getByText('1890–1938')).toBeInTheDocument();
    expect(screen.getByText('14 děl · 31 knih skladem')).toBeInTheDocument();
    expect(screen.getByText('Český spisovatel a novinář. Narodil se v Malých Svatoňovicích.')).toHaveAttribute('lang', 'cs');
    expect(screen.getByRole('link', { name: 'Celý životopis' })).toHaveAttribute('href', '/a/42/zivotopis');

    const tabs = screen.getByRole('navigation', { name: 'Oddíly stránky autora' });
    expect(within(tabs).getByRole('link', { name: 'Přehled' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Časová osa' })).toHaveAttribute('href', '/a/42/casova-osa');
    expect(within(tabs).getByRole('link', { name: 'Knihy skladem' })).toHaveAttribute('href', '/a/42/knihy');

    const works = screen.getByRole('region', { name: 'Díla' });
    expect(within(works).getByRole('link', { name: 'Krakatit' })).toHaveAttribute('href', '/g/7');
    expect(within(works).getByText('3 výtisky skladem')).toBeInTheDocument();
    expect(within(works).getByText(/^od 89,00/)).toBeInTheDocument();
    expect(within(works).getByText('První vydání 1924')).toBeInTheDocument();
    expect(within(works).getByText('Momentálně není skladem')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Stránkování' })).getByRole('link', { name: /Další/ })).toHaveAttribute('href', '/a/42?page=2');
  });

  it('says so when the author has no works', () => {
    renderWith(
      { [authorKey(42, { include: 'works', page: 1 })]: overview({ works: { total: 0, page: 1, pageSize: 12, pageCount: 0, items: [] } }) },
      <AuthorPage authorId={42} page={1} />,
    );
    expect(screen.getByText('V katalogu zatím nemáme žádná díla tohoto autora.')).toBeInTheDocument();
  });

  it('shows the whole biography and life dates on the biography page; a translator is labelled', () => {
    const author = authorFixture({ role: 'translator', deathYear: null });
    renderWith({ [authorKey(42)]: { author } }, <AuthorBiographyPage authorId={42} page={1} />);
    expect(screen.getByText('Překladatel/ka')).toBeInTheDocument();
    expect(screen.getByText('nar. 1890')).toBeInTheDocument();
    expect(screen.getByText(author.biography!)).toHaveAttribute('lang', 'cs');
    expect(screen.getByText('Rok narození').nextSibling).toHaveTextContent('1890');
    expect(within(screen.getByRole('navigation', { name: 'Oddíly stránky autora' })).getByRole('link', { name: 'Životopis' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('groups the timeline by year, oldest first, with undated works last', () => {
    const timeline: AuthorTimelineResponse = {
      author: authorFixture(),
      years: [
        { year: 1920, works: [workFixture({ workId: 1, title: 'R.U.R.' })] },
        { year: 1924, works: [workFixture()] },
        { year: null, works: [workFixture({ workId: 9, title: 'Povídky', inStockCount: 0, lowestPriceX100: null })] },
      ],
    };
    renderWith({ [authorTimelineKey(42)]: timeline }, <AuthorTimelinePage authorId={42} page={1} />);
    const years = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(years).toEqual(['1920', '1924', 'Rok neznámý']);
    expect(screen.getByRole('link', { name: 'R.U.R.' })).toHaveAttribute('href', '/g/1');
  });
});
