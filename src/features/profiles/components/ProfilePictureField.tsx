import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { PROFILE_IMAGE_MAX_BYTES } from '@/contracts/profile';
import { browserClient, reportRequestError } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { Button } from '@/ui';
import { profileImageUrl, removeProfileImage, uploadProfileImage } from '../api/profile';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Upload or remove the profile picture. Size and type are checked here first, so the common
 * mistakes are explained without a round trip; the server checks the bytes again.
 */
export function ProfilePictureField({ userHash, hasImage, onChange }: { userHash: string; hasImage: boolean; onChange: () => Promise<unknown> }) {
  const t = useTranslations('engagement');
  const { locale } = useAppContext();
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [version, setVersion] = useState(0);

  const run = async (work: () => Promise<unknown>) => {
    setPending(true);
    try {
      await work();
      setVersion((v) => v + 1);
      await onChange();
    } catch (error) {
      reportRequestError(error);
    } finally {
      setPending(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('profile.pictureWrongType'));
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setProblem(t('profile.pictureTooBig'));
    setProblem(null);
    void run(() => uploadProfileImage(browserClient(locale), file));
  };

  return (
    <div>
      {hasImage && <img src={profileImageUrl(userHash, version)} alt={t('profile.picture')} width={96} height={96} />}
      <p>
        <label htmlFor={inputId}>{t('profile.pictureUpload')}</label>{' '}
        <input id={inputId} type="file" accept={TYPES.join(',')} aria-describedby={hintId} disabled={pending} onChange={onFile} />
      </p>
      <p id={hintId}>{t('profile.pictureHint')}</p>
      {problem && <p role="alert">{problem}</p>}
      {hasImage && (
        <Button variant="secondary" disabled={pending} onClick={() => void run(() => removeProfileImage(browserClient(locale)))}>
          {t('profile.pictureRemove')}
        </Button>
      )}
    </div>
  );
}
