/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { showConsentPreferences } from '@/features/consent/lib/startConsent';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import type { ShellResponse } from '@/contracts/shell';
import { ShellTestProviders } from '@/app-context/testing/ShellTestProviders';
import { shellFixture } from '@/app-context/testing/fixtures';
import type { AppUser } from '@/app-context/context';
import { Layout } from './Layout';

// The route resolver follows the router's locale; tests pick the storefront per case.
let mockRouterLocale = 'cs';
jest.mock('@/features/consent/lib/startConsent', () => ({ showConsentPreferences: jest.fn() }));
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: mockRouterLocale, pathname: '/', asPath: '/', query: {}, events: { on: jest.fn(), off: jest.fn() } }),
}));

describe('<Layout>', () => {
  const messages: Partial<Record<Locale, Messages>> = {};
  beforeAll(async () => {
    messages.cs = await loadMessages('cs');
    messages.sk = await loadMessages('sk');
    messages.en = await loadMessages('en');
  });

  function renderLayout({ locale = 'cs', shell = shellFixture(), user = null, demo = false }: { locale?: Locale; shell?: ShellResponse; user?: AppUser | null; demo?: boolean } = {}) {
    mockRouterLocale = locale;
    return render(
      <ShellTestProviders messages={messages[locale]!} locale={locale} shell={shell} user={user}>
        <Layout demo={demo}>
          <h1>Page body</h1>
        </Layout>
      </ShellTestProviders>,
    );
  }

  it('has a skip link to the main landmark, which holds the page', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Přejít na obsah' })).toHaveAttribute('href', '#main-content');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { name: 'Page body' })).toBeInTheDocument();
  });

  it('on a demo server, says first thing on the page that it is a demo shop, in the storefront’s language', () => {
    const { container } = renderLayout({ demo: true });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Ukázkový obchod – žádné skutečné peníze');
    // Before the header, after only the skip link: seen before anything can be bought.
    expect(note.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('[data-demo-banner]')).toHaveLength(1);
    renderLayout({ demo: true, locale: 'en' });
    expect(screen.getByText('Demo shop — no real money')).toHaveAttribute('role', 'note');
  });

  it('shows no demo banner on a production server', () => {
    renderLayout();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('renders the header: brand linking home, labelled search GET form, cart count, login link', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Knihoběh – úvodní stránka' })).toHaveAttribute('href', '/');
    const search = within(header).getByRole('search');
    expect(search).toHaveAttribute('action', '/hledat');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByLabelText('Hledat knihy')).toHaveAttribute('name', 'q');
    expect(within(header).getByRole('link', { name: 'Košík, prázdný' })).toHaveAttribute('href', '/kosik');
    expect(within(header).getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login');
  });

  it('links a logged-in customer to the account instead of login', () => {
    renderLayout({ user: { id: 1, name: 'Jana', email: null } });
    expect(screen.getByRole('link', { name: 'Můj účet – Jana' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
  });

  it('renders top and header navigation from the shell, through the route table', () => {
    renderLayout();
    const top = screen.getByRole('navigation', { name: 'Servisní odkazy' });
    expect(within(top).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
    expect(within(top).getByRole('link', { name: 'Kariéra' })).toHaveAttribute('href', '/kariera');
    const main = screen.getByRole('navigation', { name: 'Hlavní menu' });
    expect(within(main).getByRole('link', { name: 'Poezie' })).toHaveAttribute('href', '/kategorie/poezie');
    expect(within(main).getByRole('link', { name: 'Výkup knih' })).toHaveAttribute('href', '/vykup-knih');
  });

  it('has a menu button for phones that shows and hides both menus (aria-expanded, Escape gives focus back)', () => {
    renderLayout();
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const controlled = button.getAttribute('aria-controls')!.split(' ');
    expect(controlled).toHaveLength(2);
    const main = screen.getByRole('navigation', { name: 'Hlavní menu' });
    const top = screen.getByRole('navigation', { name: 'Servisní odkazy' });
    expect(controlled.map((id) => document.getElementById(id))).toEqual([main.closest('[id]'), top.closest('[id]')]);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('banner')).toHaveAttribute('data-menu-open');
    within(main).getAllByRole('link')[0].focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-menu-open');
    expect(button).toHaveFocus();
  });

  it('skips navigation links whose route is disabled in the storefront (career on sk)', () => {
    renderLayout({ locale: 'sk' });
    const top = screen.getByRole('navigation', { name: 'Servisné odkazy' });
    expect(within(top).queryByRole('link', { name: 'Kariéra' })).not.toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
  });

  it('shows the promo banner and the books-added-today counter (ICU plural)', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Doprava zdarma nad 1 000 Kč' })).toHaveAttribute('href', '/kosik');
    expect(screen.getByRole('link', { name: 'Dnes přibyly 3 knihy' })).toHaveAttribute('href', '/pridano-dnes');
  });

  it('pluralises the counter per language', () => {
    renderLayout({ shell: shellFixture({ todayAddedBooksCount: 1 }) });
    expect(screen.getByText('Dnes přibyla 1 kniha')).toBeInTheDocument();
    renderLayout({ locale: 'en', shell: shellFixture({ todayAddedBooksCount: 1234 }) });
    expect(screen.getByText('1,234 books added today')).toBeInTheDocument();
  });

  it('omits the promo strip when there is no banner', () => {
    renderLayout({ shell: shellFixture({ promoBanner: null }) });
    expect(screen.queryByText('Doprava zdarma nad 1 000 Kč')).not.toBeInTheDocument();
  });

  it('renders footer columns from the content data and the company address', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Patička stránky' });
    expect(within(nav).getByRole('heading', { name: 'O nás' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', 'https://blog.example/');
    expect(within(nav).getByRole('link', { name: 'Všechny kategorie' })).toHaveAttribute('href', '/vsechny-kategorie');
    const address = footer.querySelector('address');
    expect(address).toHaveTextContent('Bookturn s.r.o.');
    expect(address).toHaveTextContent('Knihovní 12');
    expect(address).toHaveTextContent('Česko');
    expect(within(footer).getByRole('link', { name: 'podpora@bookturn.example' })).toHaveAttribute('href', 'mailto:podpora@bookturn.example');
  });

  it('still renders a complete shell with empty content data (static 404, failed shell call)', () => {
    renderLayout({
      shell: { ...shellFixture(), topNavigation: [], headerNavigation: [], footer: [], promoBanner: null, todayAddedBooksCount: 0 },
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Dnes zatím nepřibyla žádná kniha')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hlavní menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
  it('offers a cookie-settings button below the footer that opens the consent preferences', () => {
    renderLayout({ locale: 'en' });
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(button);
    expect(showConsentPreferences).toHaveBeenCalledTimes(1);
  });
});
