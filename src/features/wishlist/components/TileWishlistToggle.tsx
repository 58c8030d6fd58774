import { useState } from 'react';
import { browserClient, reportRequestError } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { addWishlistItem, removeWishlistItem, useWishlist } from '../api/wishlist';
import { HeartButton } from './TileWishlistToggle.styles';

export interface TileWishlistToggleProps {
  copyId: number;
  /** Accessible names, from the page's own messages (the tile does not ship the wishlist namespace). */
  addLabel: string;
  removeLabel: string;
}

/**
 * The heart on a listing tile, for logged-in customers only (visitors find the login link on the
 * copy page). Every tile reads the one wishlist request SWR shares, so a page of 24 tiles costs
 * one call, not 24.
 */
export function TileWishlistToggle({ copyId, addLabel, removeLabel }: TileWishlistToggleProps) {
  const { user, locale } = useAppContext();
  const wishlist = useWishlist(user ? {} : null);
  const [pending, setPending] = useState(false);
  if (!user || !wishlist.data) return null;
  const item = wishlist.data.items.find((i) => i.kind === 'book' && i.bookId === copyId);

  const toggle = async () => {
    setPending(true);
    try {
      const client = browserClient(locale);
      if (item) await removeWishlistItem(client, item.id);
      else await addWishlistItem(client, { type: 'book', 'bookId': copyId });
      await wishlist.mutate();
    } catch (error) {
      reportRequestError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <HeartButton
      type="button"
      aria-pressed={Boolean(item)}
      aria-label={item ? removeLabel : addLabel}
      title={item ? removeLabel : addLabel}
      disabled={pending}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{item ? '♥' : '♡'}</span>
    </HeartButton>
  );
}
