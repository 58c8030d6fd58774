/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { FacetLinkList, type FacetLinkEntry } from './FacetLinkList';

let mockQuery: Record<string, string | string[]> = {};
jest.mock('next/router', () => ({
  __esModule: true,
  default: { push: jest.fn() },
  useRouter: () => ({ locale: 'cs', pathname: '/p/[[...filters]]', asPath: '/p', query: mockQuery, push: jest.fn() }),
}));

const AUTHORS: FacetLinkEntry<number>[] = Array.from({ length: 5 }, (_, i) => ({
  value: i + 1, label: `Autor ${i + 1}`, count: 10 - i, selected: false, target: { authors: [i + 1] },
}));

describe('<FacetLinkList>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });
  beforeEach(() => {
    mockQuery = {};
  });

  const renderList = () =>
    render(
      <UiTestProviders locale="cs" messages={messages}>
        <FacetLinkList facetKey="authors" entries={AUTHORS} visible={3} />
      </UiTestProviders>,
    );

  it('renders the first values as links and leaves the rest to the "more" disclosure, with a link to the complete list', () => {
    const { container } = renderList();
    expect(screen.getByRole('link', { name: /^Autor 3/ })).toHaveAttribute('href', '/p/author/3');
    expect(screen.queryByRole('link', { name: /^Autor 4/ })).toBeNull();
    expect(container.querySelector('summary')).toHaveTextContent('Zobrazit 2 další');
    const all = container.querySelector('details a.all');
    expect(all).toHaveAttribute('href', '?more=authors');
    expect(all).toHaveAttribute('rel', 'nofollow');
  });

  it('renders the rest in the browser once the disclosure opens', () => {
    const { container } = renderList();
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByRole('link', { name: /^Autor 5/ })).toHaveAttribute('href', '/p/author/5');
    expect(container.querySelector('details a.all')).toBeNull();
  });

  it('renders the complete list, opened, when the address asks for it (?more=, without JavaScript)', () => {
    mockQuery = { more: 'authors' };
    const { container } = renderList();
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: /^Autor 5/ })).toBeInTheDocument();
  });

  it('says each count in words for screen readers, in the messages it is given, however often it renders', () => {
    const { container, unmount } = renderList();
    const spoken = () => [...container.querySelectorAll('a.fl .vh')].map((node) => node.textContent);
    expect(spoken()).toEqual(['10 výtisků', '9 výtisků', '8 výtisků']);
    unmount();
    const catalogue = messages.catalogue as Record<string, Record<string, string>>;
    const english = { ...messages, catalogue: { ...catalogue, facets: { ...catalogue.facets, copies: '{count, plural, one {# copy} other {# copies}}' } } };
    const again = render(
      <UiTestProviders locale="cs" messages={english}>
        <FacetLinkList facetKey="authors" entries={[AUTHORS[0], { ...AUTHORS[1], count: 1 }]} visible={3} />
      </UiTestProviders>,
    );
    expect([...again.container.querySelectorAll('a.fl .vh')].map((node) => node.textContent)).toEqual(['10 copies', '1 copy']);
  });

  it('keeps the rest closed when the address asks for another facet', () => {
    mockQuery = { more: 'publishers' };
    renderList();
    expect(screen.queryByRole('link', { name: /^Autor 5/ })).toBeNull();
  });
});
