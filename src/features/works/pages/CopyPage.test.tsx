/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { BookResponse } from '@/contracts/works';
import { LOCALE_LABELS, originFor, type Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { AddToCartModalProvider } from '@/app-context/addToCart';
import { AddToCartModal } from '@/shell/addToCart';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { bookKey } from '../api/getBook';
import { bookResponseFixture, copyOfferFixture, editionFixture } from '../testing/fixtures';
import CopyPage from './CopyPage';

// next/head only writes into <head> inside a Next app; here its children render in place, so the
// test can read the canonical link and JSON-LD the page hands to it. Only the providers the page
// uses are set up (theme, messages, add-to-cart modal), not the whole shell.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const messages: Partial<Record<Locale, Messages>> = {};
beforeAll(async () => {
  for (const locale of ['cs', 'de-DE'] as const) messages[locale] = await loadMessages(locale);
});

function renderPage(book: BookResponse, locale: Locale = 'cs') {
  return render(
    <UiTestProviders messages={messages[locale]!} locale={locale} swrFallback={{ [bookKey(book.bookId)]: book }}>
      <AddToCartModalProvider>
        <CopyPage copyId={book.bookId} />
        <AddToCartModal />
      </AddToCartModalProvider>
    </UiTestProviders>,
  );
}

function jsonLd(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null');
}

describe('<CopyPage> in stock', () => {
  it('shows the copy: title, authors, condition with its defects, photos and the price in CZK on cs', () => {
    renderPage(bookResponseFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Babička' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Božena Němcová' })).toHaveAttribute('href', '/a/5');
    expect(screen.getByText('Velmi dobrý')).toBeInTheDocument();
    expect(screen.getByText('Podpis na předsádce')).toBeInTheDocument();
    expect(screen.getByText('3 fotografie tohoto výtisku')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Obálka knihy Babička' })).toHaveAttribute('src', '/api/adonis/v1/covers/77.svg');
    expect(screen.getAllByText('129,00 Kč').length).toBeGreaterThan(0);
    expect(screen.queryByText('Tento výtisk je již prodaný')).not.toBeInTheDocument();
  });

  it('links the work’s category and series with their localized slugs, and the breadcrumbs', () => {
    renderPage(bookResponseFixture());
    expect(screen.getByRole('link', { name: 'Klasická literatura' })).toHaveAttribute('href', '/kategorie/klasicka-literatura');
    expect(screen.getByRole('link', { name: 'Klub čtenářů' })).toHaveAttribute('href', '/serie/klub-ctenaru');
    const trail = screen.getByRole('navigation', { name: 'Kde se nacházíte' });
    expect(within(trail).getByRole('link', { name: 'Babička' })).toHaveAttribute('href', '/g/77');
    expect(within(trail).getByRole('link', { name: 'Vydání z roku 1978' })).toHaveAttribute('href', '/g/77/m/91');
  });

  it('gives search engines the same trail, from the home page, as BreadcrumbList JSON-LD', () => {
    const { container } = renderPage(bookResponseFixture());
    const lists = [...container.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? 'null'))
      .filter((data) => data['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    const origin = originFor('cs');
    expect(lists[0].itemListElement.map((item: { item?: string }) => item.item)).toEqual([`${origin}/`, `${origin}/g/77`, `${origin}/g/77/m/91`, undefined]);
    expect(lists[0].itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3, 4]);
    expect(lists[0].itemListElement[3].name).toBe('Výtisk č. 501');
  });

  it('lists the other copies of the edition in the order the API gave, each linking to its page', () => {
    renderPage(bookResponseFixture());
    const section = screen.getByRole('region', { name: 'Další výtisky tohoto vydání' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/g/77/b/600', '/g/77/b/601']);
    expect(links[0]).toHaveAccessibleName(/^Dobrý\s*,\s99,00\sKč$/);
  });

  // Adding itself goes through the cart API; AddToCartButton.test.tsx covers the modal after it.
  it('offers the copy for the cart', () => {
    renderPage(bookResponseFixture());
    expect(screen.getByRole('button', { name: 'Přidat do košíku' })).toBeInTheDocument();
  });

  it('prices in EUR and names the condition in German on de-DE', () => {
    const book = bookResponseFixture({
      priceX100: 520, currency: 'EUR', edition: editionFixture({ currency: 'EUR' }),
      otherCopies: [copyOfferFixture({ priceX100: 399, currency: 'EUR' })],
    });
    renderPage(book, 'de-DE');
    expect(screen.getByText('Sehr gut')).toBeInTheDocument();
    expect(screen.getAllByText('5,20 €').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Kč/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
  });

  it('gives Book + Offer JSON-LD, a canonical link and hreflang alternates on all ten domains', () => {
    const { container } = renderPage(bookResponseFixture());
    expect(jsonLd(container)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Babička',
      isbn: '9788020412345',
      author: [{ '@type': 'Person', name: 'Božena Němcová' }],
      bookFormat: 'https://schema.org/Hardcover',
      inLanguage: 'cs',
      offers: {
        '@type': 'Offer', price: '129.00', priceCurrency: 'CZK',
        availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/UsedCondition',
      },
    });
    // React 19 hoists <link> into document.head wherever it is rendered.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${originFor('cs')}/g/77/b/501`);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(alternates).toHaveLength(LOCALE_LABELS.length + 1);
    expect(alternates).toContainEqual(['de-DE', `${originFor('de-DE')}/g/77/b/501`]);
    expect(alternates).toContainEqual(['x-default', `${originFor('cs')}/g/77/b/501`]);
  });
});

describe('<CopyPage> sold', () => {
  const sold = () =>
    bookResponseFixture({
      state: 'sold',
      otherCopies: [],
      availableCopies: [
        copyOfferFixture({ 'bookId': 700, editionId: 92, year: 2004, priceX100: 8900 }),
        copyOfferFixture({ 'bookId': 701, editionId: 91, priceX100: 11900, conditionId: 1 }),
      ],
    });

  it('says clearly that the copy is sold, offers no add-to-cart and links the available copies', () => {
    renderPage(sold());
    expect(screen.getByText('Tento výtisk je již prodaný')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat do košíku' })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Výtisky tohoto titulu skladem' });
    expect(within(section).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/g/77/b/700', '/g/77/b/701']);
    expect(within(section).getByText(/2004 · čeština/)).toBeInTheDocument();
  });

  it('marks the offer SoldOut in JSON-LD', () => {
    const { container } = renderPage(sold());
    expect(jsonLd(container).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('says so when nothing else of the title is in stock', () => {
    renderPage(bookResponseFixture({ state: 'sold', otherCopies: [], availableCopies: [] }));
    expect(screen.getByText('Jiný výtisk tohoto titulu teď skladem nemáme.')).toBeInTheDocument();
    expect(screen.getByText('Tento titul momentálně nemáme skladem.')).toBeInTheDocument();
  });
});
