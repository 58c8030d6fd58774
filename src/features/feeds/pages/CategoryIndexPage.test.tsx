/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { CategoriesResponse } from '@/contracts/catalogue';
import { categoriesKey } from '@/features/catalogue';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import CategoryIndexPage from './CategoryIndexPage';

const tree: CategoriesResponse = {
  items: [
    {
      id: 1, name: 'Beletrie', slug: 'beletrie', bookCount: 40, children: [
        { id: 2, name: 'Detektivky', slug: 'detektivky', bookCount: 12, children: [] },
        { id: 3, name: 'Chytré čtení', slug: 'chytre-cteni', bookCount: 3, children: [] },
      ],
    },
    { id: 4, name: 'Cestování', slug: 'cestovani', bookCount: 5, children: [] },
  ],
};

describe('<CategoryIndexPage>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  const renderPage = (data: CategoriesResponse) =>
    render(
      <UiTestProviders locale="cs" messages={messages} swrFallback={{ [categoriesKey()]: data }}>
        <CategoryIndexPage />
      </UiTestProviders>,
    );

  it('lists every category A–Z under its Czech initial, linking to the category page', () => {
    renderPage(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Kategorie od A do Z' })).toBeInTheDocument();
    const letters = within(screen.getByRole('navigation', { name: 'Přejít na písmeno' })).getAllByRole('link').map((a) => a.textContent);
    expect(letters).toEqual(['B', 'C', 'D', 'Ch']);
    const ch = screen.getByRole('region', { name: 'Ch' });
    expect(within(ch).getByRole('link', { name: 'Chytré čtení' })).toHaveAttribute('href', '/kategorie/chytre-cteni');
    expect(within(ch).getByText(/v kategorii Beletrie/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'D' })).getByText(/12 knih/)).toBeInTheDocument();
  });

  it('says so when there are no categories', () => {
    renderPage({ items: [] });
    expect(screen.getByText('Zatím tu nejsou žádné kategorie.')).toBeInTheDocument();
  });
});
