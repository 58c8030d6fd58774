/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { UiTestProviders } from '../testing/UiTestProviders';
import { loadMessages, type Messages } from '@/i18n/messages';
import { bookTileFixture } from '../testing/bookTileFixture';
import { BookTile } from './BookTile';

describe('<BookTile>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  const renderTile = (book = bookTileFixture(), priority?: boolean) =>
    render(
      <UiTestProviders locale="cs" messages={messages}>
        <BookTile book={book} priority={priority} />
      </UiTestProviders>,
    );

  it('links the title to the copy through the route table', () => {
    renderTile();
    expect(screen.getByRole('heading', { level: 3, name: 'Babička' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Babička' })).toHaveAttribute('href', '/g/77/b/501');
  });

  it('describes the cover and shows authors, condition title from book-states and price', () => {
    renderTile();
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Obálka knihy Babička');
    expect(screen.getByRole('link', { name: 'Božena Němcová' })).toHaveAttribute('href', '/a/1');
    expect(screen.getByText('Stav: Velmi dobrý')).toBeInTheDocument();
    expect(screen.getByText(/129,00/)).toBeInTheDocument();
  });

  it('says so when the authors are unknown', () => {
    renderTile(bookTileFixture({ authors: [] }));
    expect(screen.getByText('Neznámý autor')).toBeInTheDocument();
  });

  it('loads a cover lazily, unless the tile is one of the first (above the fold: at once, high priority)', () => {
    const { unmount } = renderTile();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    unmount();
    renderTile(bookTileFixture(), true);
    expect(screen.getByRole('img')).not.toHaveAttribute('loading');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
