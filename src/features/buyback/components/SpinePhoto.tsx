import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { LEAD_PHOTO_MAX_BYTES, LEAD_PHOTO_TYPES, type LeadView } from '@/contracts/buyback';
import { ErrorText, Hint } from '@/ui/form';
import { Panel } from './AddBooks.styles';

interface SpinePhotoProps {
  photo: LeadView['photo'] | undefined;
  /** Saves the draft if needed and uploads; rejects when the server refuses the file. */
  upload: (file: File) => Promise<void>;
}

/** One photo of the spines instead of typing: staff read it when the offer is checked. */
export function SpinePhoto({ photo, upload }: SpinePhotoProps) {
  const t = useTranslations('buyback');
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading' | 'done' | 'tooBig' | 'wrongType' | 'failed'>('idle');
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(LEAD_PHOTO_TYPES as readonly string[]).includes(file.type)) return setState('wrongType');
    if (file.size > LEAD_PHOTO_MAX_BYTES) return setState('tooBig');
    setState('uploading');
    try {
      await upload(file);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  const error = state === 'tooBig' ? t('photo.tooBig') : state === 'wrongType' ? t('photo.wrongType') : state === 'failed' ? t('photo.failed') : null;
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('add.byPhoto')}</h3>
      <label htmlFor={`${id}-file`}>{t('photo.label')}</label>
      <input id={`${id}-file`} type="file" accept={LEAD_PHOTO_TYPES.join(',')} onChange={(e) => void onFile(e)} aria-describedby={`${id}-hint`} disabled={state === 'uploading'} />
      <Hint id={`${id}-hint`}>{t('photo.hint')}</Hint>
      <p role="status">{state === 'uploading' ? t('photo.uploading') : photo ? t('photo.received') : ''}</p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Panel>
  );
}
