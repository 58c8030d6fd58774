import { useId, useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { WishlistShareLink } from '@/contracts/engagement';
import { browserClient, reportRequestError } from '@/lib/http';
import { absoluteUrl, useLocalPort } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button } from '@/ui';
import { createShareLink, revokeShareLink } from '../api/wishlist';

/** Create, replace or revoke the read-only share link of the wishlist. */
export function ShareLinkPanel({ link, onChange }: { link: WishlistShareLink | null; onChange: () => Promise<unknown> }) {
  const t = useTranslations('engagement');
  const { locale } = useAppContext();
  const [pending, setPending] = useState(false);
  const [copied, setCopied] = useState(false);
  const headingId = useId();
  const fieldId = useId();
  const port = useLocalPort();
  const url = link ? absoluteUrl('myWishlist', locale, { wishListLinkId: link.id }, { port }) : null;

  const run = async (work: () => Promise<unknown>) => {
    setPending(true);
    setCopied(false);
    try {
      await work();
      await onChange();
    } catch (error) {
      reportRequestError(error);
    } finally {
      setPending(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('wishlist.share.heading')}</h2>
      <p>{t('wishlist.share.intro')}</p>
      {url && (
        <p>
          <label htmlFor={fieldId}>{t('wishlist.share.link')}</label>{' '}
          <input id={fieldId} readOnly value={url} size={60} onFocus={(e) => e.currentTarget.select()} />{' '}
          <Button variant="secondary" onClick={() => void copy()}>{t('wishlist.share.copy')}</Button>{' '}
          <span role="status">{copied ? t('wishlist.share.copied') : ''}</span>
        </p>
      )}
      <p>
        <Button variant="secondary" disabled={pending} aria-busy={pending} onClick={() => void run(() => createShareLink(browserClient(locale)))}>
          {link ? t('wishlist.share.replace') : t('wishlist.share.create')}
        </Button>{' '}
        {link && (
          <Button variant="secondary" disabled={pending} onClick={() => void run(() => revokeShareLink(browserClient(locale)))}>
            {t('wishlist.share.revoke')}
          </Button>
        )}
      </p>
    </section>
  );
}
