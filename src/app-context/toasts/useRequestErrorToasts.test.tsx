/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { loadMessages, type Messages } from '@/i18n/messages';
import { HttpError, reportRequestError } from '@/lib/http';
import { ShellTestProviders } from '../testing/ShellTestProviders';
import { ShellToaster } from './ShellToaster';
import { RequestErrorToasts } from './useRequestErrorToasts';

describe('request error toasts (docs/product.md#error-toasts)', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });
  afterEach(() => {
    act(() => toast.remove());
  });

  const renderShell = () =>
    render(
      <ShellTestProviders messages={messages}>
        <RequestErrorToasts />
        <ShellToaster />
      </ShellTestProviders>,
    );

  it.each([
    [400, 'Požadavek nebyl platný. Zkontrolujte prosím zadané údaje.'],
    [401, 'Pro pokračování se prosím přihlaste.'],
    [403, 'K této akci nemáte oprávnění.'],
    [404, 'Požadovanou položku jsme nenašli.'],
    [409, 'Mezitím došlo ke změně – knihu možná už někdo koupil. Obnovte stránku a zkuste to znovu.'],
    [500, 'Na našem serveru došlo k chybě. Zkuste to prosím za chvíli.'],
  ])('a %i shows global.error.%i', async (status, text) => {
    renderShell();
    act(() => void reportRequestError(new HttpError('raw server text', status < 500 ? 'bad_request' : 'bad_response', status)));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('raw server text')).not.toBeInTheDocument();
  });

  it('shows the error’s own message for other statuses', async () => {
    renderShell();
    act(() => void reportRequestError(new HttpError('Kniha už není skladem', 'bad_request', 422)));
    expect(await screen.findByText('Kniha už není skladem')).toBeInTheDocument();
  });

  it('falls back to global.alert.error when there is no message', async () => {
    renderShell();
    act(() => void reportRequestError(new HttpError('', 'network')));
    expect(await screen.findByText('Něco se pokazilo. Zkuste to prosím znovu.')).toBeInTheDocument();
  });

  it('lets a caller override the text for a status', async () => {
    renderShell();
    act(() => void reportRequestError(new HttpError('x', 'bad_request', 409), { 409: 'Tuto knihu už má někdo v košíku.' }));
    expect(await screen.findByText('Tuto knihu už má někdo v košíku.')).toBeInTheDocument();
  });

  it('shows one toast for repeated failures of the same kind (SWR retries)', async () => {
    renderShell();
    act(() => {
      reportRequestError(new HttpError('x', 'bad_response', 500));
      reportRequestError(new HttpError('x', 'bad_response', 500));
    });
    expect(await screen.findAllByText('Na našem serveru došlo k chybě. Zkuste to prosím za chvíli.')).toHaveLength(1);
  });

  it('stays silent for cancelled requests and stops listening when unmounted', async () => {
    const { unmount } = renderShell();
    act(() => void reportRequestError(new HttpError('cancelled', 'canceled')));
    expect(screen.queryByText('cancelled')).not.toBeInTheDocument();
    unmount();
    expect(() => reportRequestError(new HttpError('later', 'bad_request', 400))).not.toThrow();
  });
});
