/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { AppProps } from 'next/app';
import type { Router } from 'next/router';
import { loadMessages, type Messages } from '@/i18n/messages';
import App from './App';
import type { ShellPageProps } from '@/app-context/page/pageProps';
import { shellFixture } from '@/app-context/testing/fixtures';

jest.mock('next/router', () => {
  const events = { on: jest.fn(), off: jest.fn(), emit: jest.fn() };
  const router = { locale: 'cs', pathname: '/', asPath: '/', query: {}, events };
  return { __esModule: true, default: router, useRouter: () => router };
});

function Page() {
  return <h1>Page content</h1>;
}

describe('_app', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
    // The error pages' dynamic chunks, loaded once up front so that rendering one waits on nothing slow.
    await Promise.all([import('./errors/ErrorPage'), import('./errors/InternalErrorPage'), import('./errors/NotFoundPage')]);
  });

  const renderApp = (pageProps: Partial<ShellPageProps>) => {
    const props = { Component: Page, pageProps, router: {} as Router } as unknown as AppProps<Partial<ShellPageProps>>;
    return render(<App {...props} />);
  };

  const base = (): ShellPageProps => ({ locale: 'cs', messages, shell: shellFixture(), swrFallback: {} });

  it('renders the page inside the layout', () => {
    renderApp(base());
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Doprava zdarma nad 1 000 Kč')).toBeInTheDocument();
  });

  it('shows the demo banner when the shell says the server runs the demo, and only then', () => {
    const { unmount } = renderApp({ ...base(), shell: shellFixture({ demo: true }) });
    expect(screen.getByRole('note')).toHaveTextContent('Ukázkový obchod – žádné skutečné peníze');
    unmount();
    renderApp(base());
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  // The error pages are dynamic chunks (issue 17 item 8): they appear once their code has loaded.
  it('renders the internal-error page inside the layout when internalError is set', async () => {
    renderApp({ ...base(), internalError: true });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Něco se u nás pokazilo' })).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('renders the error page instead of the page when props carry a status code', async () => {
    renderApp({ ...base(), statusCode: 403, originalErrorMessage: 'Not your order' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chyba 403' })).toBeInTheDocument();
    expect(screen.getByText('K této akci nemáte oprávnění.')).toBeInTheDocument();
    expect(screen.getByText('Not your order')).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
