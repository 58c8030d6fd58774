import { useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, reportRequestError } from '@/lib/http';
import { RouteLink, useRouteResolver } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button } from '@/ui';
import { addWishlistItem, removeWishlistItem, useWishlistLookup } from '../api/wishlist';

export interface WishlistButtonProps {
  /** 'book' wishes for this very copy, 'work' for any copy of the title. */
  kind: 'book' | 'work';
  workId: number;
  copyId?: number;
}

/**
 * A toggle (aria-pressed) that puts a copy or a title on the customer's wishlist and takes it off
 * again. Anonymous visitors get a link to the login page that brings them back here. Mount it on
 * the book page (kind 'book') and the work page (kind 'work'); listing tiles can mount it too.
 */
export function WishlistButton({ kind, workId, copyId }: WishlistButtonProps) {
  const t = useTranslations('engagement');
  const { user, locale } = useAppContext();
  const resolve = useRouteResolver();
  const lookup = useWishlistLookup(kind === 'book' ? copyId ?? null : null, workId, user !== null);
  const [pending, setPending] = useState(false);

  if (!user) {
    return (
      <RouteLink
        route="login"
        query={{ returnTo: kind === 'book' && copyId ? resolve('copy', { id: String(workId), copyId: String(copyId) }) : resolve('work', { id: String(workId) }) }}
      >
        {t('wishlist.loginToWish')}
      </RouteLink>
    );
  }
  const itemId = kind === 'book' ? lookup.data?.bookItemId ?? null : lookup.data?.workItemId ?? null;
  const on = itemId !== null;
  const toggle = async () => {
    if (pending) return;
    setPending(true);
    try {
      const client = browserClient(locale);
      if (on) await removeWishlistItem(client, itemId);
      else await addWishlistItem(client, kind === 'book' ? { type: 'book', 'bookId': copyId! } : { type: 'work', workId: workId });
      await lookup.mutate();
    } catch (error) {
      reportRequestError(error);
    } finally {
      setPending(false);
    }
  };
  const label = kind === 'book' ? (on ? t('wishlist.removeCopy') : t('wishlist.addCopy')) : on ? t('wishlist.removeWork') : t('wishlist.addWork');
  return (
    <Button variant="secondary" aria-pressed={on} aria-busy={pending} disabled={pending || lookup.isLoading} onClick={() => void toggle()}>
      {on ? '♥ ' : '♡ '}
      {label}
    </Button>
  );
}
