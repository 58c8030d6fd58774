/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { ShellTestProviders } from '@/app-context/testing/ShellTestProviders';
import { ErrorPage } from './ErrorPage';

describe('<ErrorPage>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  it('shows the status, the global.error text for it and the original message', () => {
    render(
      <ShellTestProviders messages={messages}>
        <ErrorPage statusCode={404} originalErrorMessage="Book 123 does not exist" />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Chyba 404' })).toBeInTheDocument();
    expect(screen.getByText('Požadovanou položku jsme nenašli.')).toBeInTheDocument();
    expect(screen.getByText('Book 123 does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('falls back to the generic alert for a status without its own text, and hides absent details', () => {
    render(
      <ShellTestProviders messages={messages}>
        <ErrorPage statusCode={418} originalErrorMessage={null} />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Chyba 418' })).toBeInTheDocument();
    expect(screen.getByText('Něco se pokazilo. Zkuste to prosím znovu.')).toBeInTheDocument();
    expect(screen.queryByText('Podrobnosti', { exact: false })).not.toBeInTheDocument();
  });
});
