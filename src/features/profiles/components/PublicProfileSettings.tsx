import { useId, useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, reportRequestError } from '@/lib/http';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { updatePublicInfo, usePublicInfo } from '../api/profile';
import { ProfilePictureField } from './ProfilePictureField';

/**
 * The wishlist on the public profile: off until the customer ticks it. The box changes at once
 * and goes back when the save fails (the error is reported as a toast).
 */
export function PublicProfileSettings() {
  const t = useTranslations('engagement');
  const { user, locale } = useAppContext();
  const { data, mutate } = usePublicInfo(user !== null);
  const [pending, setPending] = useState(false);
  const headingId = useId();
  if (!data) return null;

  const toggle = async (wishlistPublic: boolean) => {
    setPending(true);
    try {
      await mutate(updatePublicInfo(browserClient(locale), { wishlistPublic }), { optimisticData: { ...data, wishlistPublic }, rollbackOnError: true });
    } catch (error) {
      reportRequestError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.settingsHeading')}</h2>
      <label>
        <input type="checkbox" checked={data.wishlistPublic} disabled={pending} onChange={(e) => void toggle(e.currentTarget.checked)} />{' '}
        {t('profile.showWishlist')}
      </label>
      <h3>{t('profile.picture')}</h3>
      <ProfilePictureField userHash={data.userHash} hasImage={data.hasImage} onChange={() => mutate()} />
      <p>
        <RouteLink route="userProfile" params={{ userHash: data.userHash }}>{t('profile.viewProfile')}</RouteLink>
      </p>
    </section>
  );
}
