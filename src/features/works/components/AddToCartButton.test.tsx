/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { CartData } from '@/contracts/cart';
import { loadMessages, type Messages } from '@/i18n/messages';
import { cartDataKey } from '@/features/cart';
import { apiError, installFakeApi, type FakeHandler } from '@/features/cart/testing/fakeApi';
import { cartDataFixture, cartItemFixture } from '@/features/cart/testing/fixtures';
import { emptyShell } from '@/app-context/page';
import { AddToCartModalProvider } from '@/app-context/addToCart';
import { AddToCartModal } from '@/shell/addToCart';
import { AppContextProvider } from '@/app-context/context';
import { CartProvider } from '@/features/cart';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { bookTileFixture } from '@/ui/testing/bookTileFixture';
import { bookResponseFixture } from '../testing/fixtures';
import { AddToCartButton } from './AddToCartButton';

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('cs');
});

let api: ReturnType<typeof installFakeApi>;
let errorLog: jest.SpyInstance;
let toastError: jest.SpyInstance;
beforeEach(() => {
  delete window.dataLayer;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  toastError = jest.spyOn(toast, 'error');
});
afterEach(() => {
  api.restore();
  errorLog.mockRestore();
  toastError.mockRestore();
});

const book = bookResponseFixture();
const inCart = cartItemFixture({ productId: book.bookId, title: 'Babička' });

/** The providers _app sets up around a book page, with the cart the server saw. */
function renderButton(cart: CartData, handler: FakeHandler) {
  api = installFakeApi('cs', handler);
  return render(
    <UiTestProviders locale="cs" messages={messages} swrFallback={{ [cartDataKey()]: cart }}>
      <CartProvider locale="cs" seed={cart}>
        <AppContextProvider locale="cs" shell={emptyShell('cs')} user={null} setUser={() => undefined} admin={false}>
          <AddToCartModalProvider>
            <AddToCartButton book={book} />
            <AddToCartModal />
          </AddToCartModalProvider>
        </AppContextProvider>
      </CartProvider>
    </UiTestProviders>,
  );
}

describe('<AddToCartButton>', () => {
  it('adds the copy, confirms it in the modal, and then links to the cart; focus comes back to that link', async () => {
    const after = cartDataFixture([inCart]);
    renderButton(cartDataFixture([]), ({ method, url }) => {
      if (method === 'POST' && url === '/adonis/v1/cart/items') return { status: 200, body: after };
      if (url === '/adonis/v1/cart/data') return { status: 200, body: after };
      return { status: 200, body: { data: { items: [] } } };
    });

    const button = screen.getByRole('button', { name: 'Přidat do košíku' });
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveTextContent('Přidávám…');

    const dialog = await screen.findByRole('dialog', { name: 'Přidáno do košíku' });
    expect(within(dialog).getByRole('heading', { name: 'Babička' })).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { requests: [{ type: 'book', productId: book.bookId }] } });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'cart_update', action: 'add', quantity: 1 })]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat v nákupu' }));
    const link = screen.getByRole('link', { name: 'V košíku – zobrazit košík' });
    expect(link).toHaveAttribute('href', '/kosik');
    expect(link).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Přidat do košíku' })).not.toBeInTheDocument();
  });

  it('offers the upsell copy in the modal once it arrives, asked for in the reading languages', async () => {
    const after = cartDataFixture([inCart]);
    renderButton(cartDataFixture([]), ({ method, url }) => {
      if (method === 'POST' && url === '/adonis/v1/cart/items') return { status: 200, body: after };
      if (url === '/adonis/v1/cart/data') return { status: 200, body: after };
      // A visitor without a saved choice reads the storefront's default languages (cs: Czech and English).
      if (url === `/adonis/v1/books/${book.bookId}/upsell?language=1&language=3`) return { status: 200, body: { item: bookTileFixture({ 'bookId': 9001, title: 'Divá Bára' }) } };
      return { status: 200, body: { data: { items: [] } } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Přidat do košíku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přidáno do košíku' });
    expect(await within(dialog).findByRole('heading', { name: 'Divá Bára' })).toBeInTheDocument();
  });

  it.each([
    ['sold', 'Je nám líto, tento výtisk si právě někdo koupil.'],
    ['held', 'Tento výtisk má teď v košíku jiný zákazník. Pokud ho nekoupí, bude za pár minut znovu k dispozici.'],
  ] as const)('explains a 409 (%s) beside the button, without the modal or a toast', async (reason, text) => {
    renderButton(cartDataFixture([]), () =>
      apiError(409, 'BOOK_NOT_AVAILABLE', { unavailable: [{ productId: book.bookId, reason }] }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Přidat do košíku' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(text);
    const button = screen.getByRole('button', { name: 'Přidat do košíku' });
    expect(button).toHaveAccessibleDescription(text);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastError).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('says so plainly when the add fails for another reason, and lets the shopper try again', async () => {
    let fail = true;
    const after = cartDataFixture([inCart]);
    renderButton(cartDataFixture([]), ({ method }) => (method === 'POST' && fail ? apiError(500, 'INTERNAL_ERROR') : { status: 200, body: after }));

    fireEvent.click(screen.getByRole('button', { name: 'Přidat do košíku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Knihu se nepodařilo přidat do košíku. Zkuste to prosím znovu.');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Přidat do košíku' }));
    expect(await screen.findByRole('dialog', { name: 'Přidáno do košíku' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to the cart straight away when the copy is already in it', () => {
    renderButton(cartDataFixture([inCart]), () => apiError(404, 'NOT_FOUND'));
    expect(screen.getByRole('link', { name: 'V košíku – zobrazit košík' })).toHaveAttribute('href', '/kosik');
    expect(screen.queryByRole('button', { name: 'Přidat do košíku' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
