/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { SuggestResponse } from '@/contracts/listing';
import { loadMessages, type Messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/http';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { SearchBox } from './SearchBox';
import { moveActive, suggestionOptions } from './SearchBox.options';

const mockPush = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'cs', pathname: '/', asPath: '/', query: {}, push: mockPush }) }));
jest.mock('@/lib/http', () => ({ ...jest.requireActual('@/lib/http'), apiRequest: jest.fn() }));
const mockApiRequest = apiRequest as jest.MockedFunction<typeof apiRequest>;

const SUGGESTIONS: SuggestResponse = {
  titles: [
    { workId: 77, title: 'Babička', author: 'Božena Němcová' },
    { workId: 78, title: 'Babiččina kuchařka', author: null },
  ],
  authors: [{ id: 5, name: 'Božena Benešová' }],
  categories: [{ id: 9, name: 'Beletrie', slug: 'beletrie' }],
};

describe('<SearchBox> autocomplete', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });
  beforeEach(() => {
    jest.useFakeTimers();
    mockPush.mockReset();
    mockApiRequest.mockReset();
    mockApiRequest.mockResolvedValue(SUGGESTIONS as never);
  });
  afterEach(() => jest.useRealTimers());

  function renderBox() {
    render(
      <UiTestProviders locale="cs" messages={messages}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SearchBox />
        </SWRConfig>
      </UiTestProviders>,
    );
    return screen.getByRole('combobox', { name: 'Hledat knihy' });
  }

  async function type(input: HTMLElement, text: string) {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
  }

  it('is still a plain GET search form to the localized search route', () => {
    const input = renderBox();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/hledat');
    expect(form).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing below two characters, then debounces one request', async () => {
    const input = renderBox();
    await type(input, 'b');
    expect(mockApiRequest).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'ba' } });
    fireEvent.change(input, { target: { value: 'bab' } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(mockApiRequest).toHaveBeenCalledTimes(1);
    // Issue 17: with the reading languages the results page filters by (cs defaults: Czech, English).
    expect(mockApiRequest).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ url: '/adonis/v1/search/suggest', query: { q: 'bab', language: [1, 3] } }));
  });

  it('lists titles, authors and categories in labelled groups', async () => {
    const input = renderBox();
    await type(input, 'bab');
    const listbox = await screen.findByRole('listbox', { name: 'Návrhy vyhledávání' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Tituly' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Autoři' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Kategorie' })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    expect(screen.getByText('4 návrhy. Vybírejte šipkami nahoru a dolů.')).toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping) and opens the chosen title with Enter', async () => {
    const input = renderBox();
    await type(input, 'bab');
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[3].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledWith('/g/77');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('leads an author to the author page and a category to the localized category page', async () => {
    const input = renderBox();
    await type(input, 'bab');
    await screen.findByRole('listbox');
    fireEvent.click(screen.getByRole('option', { name: 'Božena Benešová' }));
    expect(mockPush).toHaveBeenLastCalledWith('/a/5');
    await type(input, 'bel');
    fireEvent.click(await screen.findByRole('option', { name: 'Beletrie' }));
    expect(mockPush).toHaveBeenLastCalledWith('/kategorie/beletrie');
  });

  it('Escape closes the list, a second Escape clears the text; Enter without a choice submits the search', async () => {
    const input = renderBox();
    await type(input, 'bab');
    await screen.findByRole('listbox');
    const submitted = jest.fn((event: Event) => event.preventDefault());
    screen.getByRole('search').addEventListener('submit', submitted);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('bab');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(screen.getByRole('search'));
    expect(submitted).toHaveBeenCalled();
    expect(mockPush).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
  });
});

describe('suggestion helpers', () => {
  it('orders options titles, authors, categories with their routes', () => {
    expect(suggestionOptions(SUGGESTIONS).map((o) => [o.group, o.route, o.params])).toEqual([
      ['titles', 'work', { id: '77' }],
      ['titles', 'work', { id: '78' }],
      ['authors', 'author', { authorId: '5' }],
      ['categories', 'category', { slug: 'beletrie' }],
    ]);
    expect(suggestionOptions(undefined)).toEqual([]);
  });

  it.each([
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, 1, 2],
    [0, 0, 1, -1],
  ] as const)('moveActive(%i, %i, %i) → %i', (active, count, dir, expected) => {
    expect(moveActive(active, count, dir)).toBe(expected);
  });
});
