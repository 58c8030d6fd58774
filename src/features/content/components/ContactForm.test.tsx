/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { ContactForm } from './ContactForm';

describe('<ContactForm>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('de-DE');
  });

  it('labels every field and marks the invalid ones without sending', async () => {
    render(<UiTestProviders locale="de-DE" messages={messages}><ContactForm /></UiTestProviders>);
    fireEvent.change(screen.getByLabelText('Ihre E-Mail-Adresse'), { target: { value: 'kein-mail' } });
    // The check runs in the submit handler, which is asynchronous (react-hook-form).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Felder.');
    expect(screen.getByLabelText('Ihr Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Ihr Name')).toHaveFocus();
    expect(screen.getByLabelText('Ihre E-Mail-Adresse')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(screen.getByLabelText('Nachricht')).toHaveAccessibleDescription(/Mindestens 10 Zeichen/);
  });
});
