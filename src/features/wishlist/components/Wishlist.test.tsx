/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { WishlistItem } from '@/contracts/engagement';
import { loadMessages, type Messages } from '@/i18n/messages';
import { installFakeApi, type FakeRequest } from '@/features/cart/testing/fakeApi';
import { emptyShell } from '@/app-context/page';
import { AppContextProvider } from '@/app-context/context';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { wishlistKey, wishlistLookupKey } from '../api/wishlist';
import { TileWishlistToggle } from './TileWishlistToggle';
import { WishlistButton } from './WishlistButton';
import { WishlistItemView } from './WishlistItemView';

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('en');
});

const item = (over: Partial<WishlistItem> = {}): WishlistItem => ({
  id: 7, kind: 'book', 'bookId': 501, workId: 12, editionId: 30, title: 'Babička', authors: ['Božena Němcová'], conditionId: 2,
  priceX100: 1500, currency: 'EUR', availability: 'in_stock', otherCopies: { count: 0, fromPriceX100: null, 'bookIds': [] },
  createdAt: '2026-06-01T10:00:00.000Z', ...over,
});

function renderWith(children: React.ReactNode, user: { id: number; name: string; email: string } | null, swrFallback: Record<string, unknown> = {}) {
  return render(
    <UiTestProviders locale="en" messages={messages} swrFallback={swrFallback}>
      <AppContextProvider locale="en" shell={emptyShell('en')} user={user} setUser={() => undefined} admin={false}>
        {children}
      </AppContextProvider>
    </UiTestProviders>,
  );
}

describe('WishlistItemView', () => {
  it('shows a copy in stock with its condition and price', () => {
    renderWith(<WishlistItemView item={item()} />, null);
    expect(screen.getByRole('link', { name: 'Babička' })).toHaveAttribute('href', '/g/12/b/501');
    expect(screen.getByText(/In stock · Very good · €15.00/)).toBeInTheDocument();
  });

  it('says a wished copy was sold and links the other copies of the work', () => {
    renderWith(<WishlistItemView item={item({ availability: 'sold', priceX100: null, otherCopies: { count: 2, fromPriceX100: 700, 'bookIds': [601, 602] } })} />, null);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('This copy has been sold.');
    expect(note).toHaveTextContent('2 other copies in stock from €7.00');
    expect(screen.getByRole('link', { name: 'copy 1' })).toHaveAttribute('href', '/g/12/b/601');
    expect(screen.getByRole('link', { name: 'copy 2' })).toHaveAttribute('href', '/g/12/b/602');
  });

  it('offers a watchdog when a sold copy has no other copy in stock', () => {
    renderWith(<WishlistItemView item={item({ availability: 'sold', priceX100: null })} />, null);
    expect(screen.getByRole('link', { name: 'Tell me when it is in stock' })).toHaveAttribute('href', '/watchdog?work=12');
  });
});

describe('WishlistButton', () => {
  it('leads an anonymous visitor to the login page and back', () => {
    renderWith(<WishlistButton kind="book" workId={12} copyId={501} />, null);
    expect(screen.getByRole('link', { name: 'Log in to keep a wishlist' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent('/g/12/b/501')}`);
  });

  it('toggles the copy on the wishlist (aria-pressed) through the API', async () => {
    const seen: FakeRequest[] = [];
    let onList: number | null = null;
    const api = installFakeApi('en', (request) => {
      seen.push(request);
      if (request.method === 'POST') {
        onList = 99;
        return { status: 201, body: item({ id: 99 }) };
      }
      return { status: 200, body: { bookItemId: onList, workItemId: null } };
    });
    try {
      renderWith(<WishlistButton kind="book" workId={12} copyId={501} />, { id: 1, name: 'Eva', email: 'e@example.com' }, {
        [wishlistLookupKey(501, 12)]: { bookItemId: null, workItemId: null },
      });
      const button = screen.getByRole('button', { name: /Add this copy to my wishlist/ });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await act(async () => {
        fireEvent.click(button);
      });
      expect(seen.find((r) => r.method === 'POST')).toMatchObject({ url: '/adonis/v1/users/current/wish-list/items', body: { type: 'book', 'bookId': 501 } });
      expect(await screen.findByRole('button', { name: /Remove this copy from my wishlist/ })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      api.restore();
    }
  });
});

describe('TileWishlistToggle', () => {
  const labels = { addLabel: 'Add “Babička” to my wishlist', removeLabel: 'Remove “Babička” from my wishlist' };

  it('is not there for an anonymous visitor', () => {
    renderWith(<TileWishlistToggle copyId={501} {...labels} />, null);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads the one shared wishlist request and takes a wished copy off it', async () => {
    const seen: FakeRequest[] = [];
    let items = [item({ id: 7, 'bookId': 501 })];
    const api = installFakeApi('en', (request) => {
      seen.push(request);
      if (request.method === 'DELETE') {
        items = [];
        return { status: 204, body: null };
      }
      return { status: 200, body: { items, total: items.length, shareLink: null } };
    });
    try {
      renderWith(
        <>
          <TileWishlistToggle copyId={501} {...labels} />
          <TileWishlistToggle copyId={502} addLabel="Add “Other” to my wishlist" removeLabel="Remove “Other” from my wishlist" />
        </>,
        { id: 1, name: 'Eva', email: 'e@example.com' },
        { [wishlistKey({})]: { items, total: 1, shareLink: null } },
      );
      expect(screen.getByRole('button', { name: 'Add “Other” to my wishlist' })).toHaveAttribute('aria-pressed', 'false');
      const wished = screen.getByRole('button', { name: labels.removeLabel });
      expect(wished).toHaveAttribute('aria-pressed', 'true');
      await act(async () => {
        fireEvent.click(wished);
      });
      expect(seen.find((r) => r.method === 'DELETE')).toMatchObject({ url: '/adonis/v1/users/current/wish-list/items/7' });
      expect(await screen.findByRole('button', { name: labels.addLabel })).toHaveAttribute('aria-pressed', 'false');
    } finally {
      api.restore();
    }
  });
});
