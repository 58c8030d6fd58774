/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ListingFilters } from '@/contracts/listing-filters';
import type { ListingResponse } from '@/contracts/listing';
import { loadMessages, pageNamespaces, type Messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/http';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { listingKey } from '../api/getListing';
import { withPersistentLanguages } from '../lib/effectiveFilters';
import { listingFixture } from '../testing/listingFixture';
import { ListingView } from './ListingView';

const mockPush = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'cs', pathname: '/p/[[...filters]]', asPath: '/p', query: {}, push: mockPush }),
}));
jest.mock('@/lib/http', () => ({ ...jest.requireActual('@/lib/http'), apiRequest: jest.fn() }));
const mockApiRequest = apiRequest as jest.MockedFunction<typeof apiRequest>;

const LANGUAGES = [1, 3];
const SEO = { title: 'Knihy', description: 'd', canonical: 'http://cs.localhost/p', alternates: [], robots: 'index, follow' as const, breadcrumbs: [{ name: 'Bookturn', url: 'http://cs.localhost/' }, { name: 'Knihy' }] };

describe('<ListingView>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });
  beforeEach(() => {
    mockPush.mockReset();
    mockApiRequest.mockReset();
    mockApiRequest.mockReturnValue(new Promise(() => undefined) as never);
  });

  function renderView(filters: ListingFilters, data?: ListingResponse, extra: { listingFailed?: boolean } = {}, only?: Messages) {
    const key = listingKey(withPersistentLanguages(filters, LANGUAGES));
    return render(
      <UiTestProviders locale="cs" messages={only ?? messages}>
        <SWRConfig
          value={{ provider: () => new Map(), fallback: data ? { [key]: data } : {}, revalidateOnMount: !data, dedupingInterval: 0, shouldRetryOnError: false }}
        >
          <ListingView filters={filters} initialLanguages={LANGUAGES} heading="Knihy z druhé ruky" seo={SEO} {...extra} />
        </SWRConfig>
      </UiTestProviders>,
    );
  }

  it('shows the results as tiles linking to each copy, with condition, price and stock state', () => {
    renderView({}, listingFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Knihy z druhé ruky' })).toBeInTheDocument();
    expect(screen.getByText('Nalezeno 50 výtisků')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Výsledky' });
    expect(within(results).getByRole('link', { name: 'Babička' })).toHaveAttribute('href', '/g/10/b/1');
    expect(within(results).getByRole('link', { name: 'Krakatit' })).toHaveAttribute('href', '/g/11/b/2');
    expect(within(results).getAllByText('Stav: Velmi dobrý')).toHaveLength(2);
    expect(within(results).getAllByText(/129,00\sKč/)).toHaveLength(2);
    expect(within(results).getByText('Skladem')).toBeInTheDocument();
    expect(within(results).getByText('Prodáno')).toBeInTheDocument();
    // Marked for the data layer's ux_click: the tile's title and position in the listing.
    const tile = within(results).getByRole('link', { name: 'Krakatit' }).closest('[data-ux-click]');
    expect(tile).toHaveAttribute('data-ux-click', 'Krakatit');
    expect(tile).toHaveAttribute('data-ux-index', '1');
    expect(tile?.closest('[data-ux-component]')).toHaveAttribute('data-ux-component', 'listing');
  });

  it('renders facets as crawlable links with counts, toggling one value each', () => {
    renderView({ categories: [1] }, listingFixture());
    const facets = screen.getByRole('complementary', { name: 'Filtry' });
    const beletrie = within(facets).getByRole('link', { name: /^Beletrie/ });
    expect(beletrie).toHaveAttribute('href', '/p');
    expect(beletrie).toHaveAccessibleName('Beletrie (vybráno) 40 výtisků');
    // Poezie sits under Beletrie: its link narrows to it (issue 17), so the page finds the 12 the facet shows, not Beletrie's 40.
    expect(within(facets).getByRole('link', { name: /^Poezie/ })).toHaveAttribute('href', '/p/category/2');
    expect(within(facets).getByRole('link', { name: /^Karel Čapek/ })).toHaveAttribute('href', '/p/category/1/author/2');
    expect(within(facets).getByRole('link', { name: /^Angličtina/ })).toHaveAttribute('href', '/p/category/1/language/3');
    expect(within(facets).getByRole('link', { name: /^Brožovaná vazba/ })).toHaveAttribute('href', '/p/category/1/binding/2');
    expect(within(facets).getByRole('link', { name: /^Jako nový/ })).toHaveAttribute('href', '/p/category/1/condition/1');
    expect(within(facets).getByRole('link', { name: /^Odeon/ }).getAttribute('href')).toMatch(/^\/p\/category\/1\/publisher\/[A-Za-z0-9_-]+$/);
    const price = within(facets).getByRole('form', { name: 'Cena' });
    expect(price).toHaveAttribute('action', '/p/category/1');
    expect(within(price).getByLabelText('Od')).toHaveAttribute('name', 'price_min');
    expect(within(price).getByLabelText('Od')).toHaveAttribute('placeholder', '49');
  });

  it('offers the facets and language chips behind a "Filtry (count)" button, in a dialog with the same links', () => {
    renderView({ categories: [1] }, listingFixture());
    const button = screen.getByRole('button', { name: 'Filtry (50)' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    fireEvent.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filtry' });
    expect(within(sheet).getByRole('link', { name: /^Brožovaná vazba/ })).toHaveAttribute('href', '/p/category/1/binding/2');
    expect(within(sheet).getByRole('region', { name: 'Jazyky, které čtu' })).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Zobrazit 50 výtisků' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows selected filters as removable chips, and a link removing all', () => {
    renderView({ q: 'babicka', authors: [2], language: [1] }, listingFixture());
    const chips = screen.getByRole('navigation', { name: 'Vybrané filtry' });
    expect(within(chips).getByRole('link', { name: 'Odebrat filtr Hledání: „babicka“' })).toHaveAttribute('href', '/p/author/2/language/1');
    expect(within(chips).getByRole('link', { name: 'Odebrat filtr Autor: Karel Čapek' })).toHaveAttribute('href', '/p/q/babicka/language/1');
    expect(within(chips).getByRole('link', { name: 'Odebrat filtr Jazyk: Čeština' })).toHaveAttribute('href', '/p/q/babicka/author/2');
    expect(within(chips).getByRole('link', { name: 'Odebrat všechny filtry' })).toHaveAttribute('href', '/p/q/babicka');
    // An explicit language in the address wins over the persistent filter, and says so.
    expect(screen.getByText('Na této stránce platí jazyk vybraný ve filtrech.')).toBeInTheDocument();
  });

  it('offers all sorts in a GET form that also works without JavaScript', () => {
    renderView({ categories: [1] }, listingFixture());
    const select = screen.getByLabelText('Řadit podle') as HTMLSelectElement;
    expect(select.closest('form')).toHaveAttribute('action', '/p/category/1');
    expect(select).toHaveAttribute('name', 'order');
    expect(within(select).getAllByRole('option')).toHaveLength(8);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'price_asc' } });
    expect(mockPush).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Seřadit' }));
    expect(mockPush).toHaveBeenCalledWith('/p/category/1.price_asc');
  });

  it('adds relevance to the sorts of a text search', () => {
    renderView({ q: 'dune', order: 'oldest' }, listingFixture({ order: 'oldest' }));
    const select = screen.getByLabelText('Řadit podle') as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toContain('Relevance');
    expect(select.value).toBe('oldest');
  });

  it('links the pages, omitting page 1', () => {
    renderView({ categories: [1], page: 2 }, listingFixture({ page: 2 }));
    const pages = screen.getByRole('navigation', { name: 'Stránky' });
    expect(within(pages).getByRole('link', { name: /Předchozí/ })).toHaveAttribute('href', '/p/category/1');
    expect(within(pages).getByRole('link', { name: 'Stránka 1' })).toHaveAttribute('href', '/p/category/1');
    expect(within(pages).getByRole('link', { name: 'Stránka 3' })).toHaveAttribute('href', '/p/category/1/page/3');
    expect(within(pages).getByText('Stránka 2').closest('[aria-current="page"]')).toBeInTheDocument();
  });

  it('shows the page the server seeded after a client-side navigation, without refetching', () => {
    const page1 = { categories: [1] };
    const page2 = { categories: [1], page: 2 };
    const fallback = {
      [listingKey(withPersistentLanguages(page1, LANGUAGES))]: listingFixture(),
      [listingKey(withPersistentLanguages(page2, LANGUAGES))]: listingFixture({ page: 2, items: [listingFixture().items[1]] }),
    };
    const tree = (filters: ListingFilters) => (
      <UiTestProviders locale="cs" messages={messages}>
        <SWRConfig value={{ provider: () => new Map(), fallback, dedupingInterval: 0 }}>
          <ListingView filters={filters} initialLanguages={LANGUAGES} heading="Beletrie" seo={SEO} />
        </SWRConfig>
      </UiTestProviders>
    );
    const { rerender } = render(tree(page1));
    expect(screen.getByRole('link', { name: 'Babička' })).toBeInTheDocument();
    rerender(tree(page2));
    expect(screen.queryByRole('link', { name: 'Babička' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Krakatit' })).toBeInTheDocument();
    expect(mockApiRequest).not.toHaveBeenCalled();
  });

  // The listing and category pages ship only the shell's messages and catalogue (a smaller page); a
  // string from any other namespace would show as its key.
  it.each<[string, ListingFilters, ListingResponse]>([
    ['results of a text search in a category', { q: 'čapek', categories: [3] }, listingFixture()],
    ['the empty state', { authors: [2], binding: [5] }, listingFixture({ items: [], total: 0, pageCount: 0 })],
  ])('renders %s with only the listing page’s messages', async (_label, filters, data) => {
    const shellOnly = await loadMessages('cs', pageNamespaces(['catalogue']));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderView(filters, data, {}, shellOnly);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(errors.mock.calls.flat().map(String).filter((m) => /MISSING_MESSAGE/.test(m))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('shows an empty state suggesting filters to remove', () => {
    renderView({ authors: [2], binding: [5] }, listingFixture({ items: [], total: 0, pageCount: 0 }));
    expect(screen.getByRole('heading', { name: 'Vašemu výběru neodpovídá žádný výtisk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bez filtru Autor: Karel Čapek' })).toHaveAttribute('href', '/p/binding/5');
    expect(screen.getByRole('link', { name: 'Bez filtru Vazba: Leporelo' })).toHaveAttribute('href', '/p/author/2');
    expect(screen.getByText(/Zobrazujeme jen knihy v jazycích, které čtete/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránky' })).not.toBeInTheDocument();
  });

  it('shows an error state with a retry when the listing could not be loaded', async () => {
    mockApiRequest.mockRejectedValue(new Error('down'));
    renderView({}, undefined, { listingFailed: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Knihy se nepodařilo načíst. Zkuste to prosím znovu.');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });

  it('shows the persistent language filter; a toggle refetches the listing with it', async () => {
    renderView({}, listingFixture());
    const group = screen.getByRole('region', { name: 'Jazyky, které čtu' });
    const czech = within(group).getByRole('button', { name: /Čeština/ });
    expect(czech).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(czech);
    expect(czech).toHaveAttribute('aria-pressed', 'false');
    expect(document.cookie).toContain('persistentFilter=');
    await screen.findByText('Aktualizuji…');
    expect(mockApiRequest).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ query: { language: ['3'] } }));
  });
});
