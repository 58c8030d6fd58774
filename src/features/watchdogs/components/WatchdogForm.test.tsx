/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { apiError, installFakeApi, type FakeHandler, type FakeRequest } from '@/features/cart/testing/fakeApi';
import { emptyShell } from '@/app-context/page';
import { AppContextProvider } from '@/app-context/context';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { WatchdogForm } from './WatchdogForm';

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('de-DE');
});

function renderForm(handler: FakeHandler) {
  const seen: FakeRequest[] = [];
  const api = installFakeApi('de-DE', (request) => {
    seen.push(request);
    return handler(request);
  });
  render(
    <UiTestProviders locale="de-DE" messages={messages}>
      <AppContextProvider locale="de-DE" shell={emptyShell('de-DE')} user={{ id: 1, name: 'Eva', email: null }} setUser={() => undefined} admin={false}>
        <WatchdogForm target={{ type: 'work', workId: 12 }} label="Der Process" />
      </AppContextProvider>
    </UiTestProviders>,
  );
  return { seen, api };
}

const created = {
  id: 5, kind: 'work', label: 'Der Process', workId: 12, editionId: null, authorIds: [], filters: {}, conditions: [1], languages: [4],
  bindings: [], maxPriceX100: 1250, currency: 'EUR', createdAt: '2026-06-01T10:00:00.000Z',
};

describe('WatchdogForm', () => {
  it('sends the chosen condition, language and price cap (in hundredths) and confirms', async () => {
    const { seen, api } = renderForm(() => ({ status: 201, body: created }));
    try {
      expect(screen.getByRole('heading', { name: '„Der Process“ beobachten' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Wie neu' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Deutsch' }));
      fireEvent.change(screen.getByLabelText('Höchstpreis (EUR)'), { target: { value: '12,5' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Suchagent anlegen' }));
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({
        method: 'POST', url: '/adonis/v1/watchdogs',
        body: { target: { type: 'work', workId: 12 }, conditions: [1], languages: [4], maxPriceX100: 1250 },
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Der Suchagent ist angelegt.');
    } finally {
      api.restore();
    }
  });

  it('refuses a price that is not a number before asking the API', async () => {
    const { seen, api } = renderForm(() => ({ status: 201, body: created }));
    try {
      fireEvent.change(screen.getByLabelText('Höchstpreis (EUR)'), { target: { value: 'zwölf' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Suchagent anlegen' }));
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Geben Sie den Preis als Zahl ein');
      expect(seen).toHaveLength(0);
    } finally {
      api.restore();
    }
  });

  it('explains a refused watchdog by its reason and keeps the form', async () => {
    const { api } = renderForm(() => apiError(422, 'BUSINESS_RULE', { reason: 'WATCHDOG_LIMIT' }));
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Suchagent anlegen' }));
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Höchstzahl an Suchagenten');
      expect(screen.getByRole('button', { name: 'Suchagent anlegen' })).toBeEnabled();
    } finally {
      api.restore();
    }
  });
});
