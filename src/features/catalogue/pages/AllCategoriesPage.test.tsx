/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { CategoriesResponse } from '@/contracts/catalogue';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { categoriesKey } from '../api/getCategories';
import AllCategoriesPage from './AllCategoriesPage';

const tree: CategoriesResponse = {
  items: [
    {
      id: 1,
      name: 'Beletrie',
      slug: 'beletrie',
      bookCount: 120,
      children: [{ id: 2, name: 'Poezie', slug: 'poezie', bookCount: 1, children: [] }],
    },
    { id: 3, name: 'Cestopisy', slug: 'cestopisy', bookCount: 4, children: [] },
  ],
};

describe('<AllCategoriesPage>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  const renderPage = (data: CategoriesResponse) =>
    render(
      <UiTestProviders locale="cs" messages={messages} swrFallback={{ [categoriesKey()]: data }}>
        <AllCategoriesPage />
      </UiTestProviders>,
    );

  it('renders the tree as nested lists linking to each category with its count', () => {
    renderPage(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Všechny kategorie' })).toBeInTheDocument();
    const beletrie = screen.getByRole('link', { name: 'Beletrie' });
    expect(beletrie).toHaveAttribute('href', '/kategorie/beletrie');
    const item = beletrie.closest('li')!;
    expect(within(item).getByText('(120 knih)')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Poezie' })).toHaveAttribute('href', '/kategorie/poezie');
    expect(within(item).getByText('(1 kniha)')).toBeInTheDocument();
    expect(screen.getByText('(4 knihy)')).toBeInTheDocument();
  });

  it('shows an empty state without categories', () => {
    renderPage({ items: [] });
    expect(screen.getByText('Zatím tu nejsou žádné kategorie.')).toBeInTheDocument();
  });
});
