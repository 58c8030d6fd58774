import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { EngagementReason, engagementReason, REVIEW_REPORT_REASONS, type ReviewReportReason } from '@/contracts/engagement';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { Button } from '@/ui';
import { reportReview } from '../api/reviews';

/** "Report" under someone else's review: a reason and an optional note, sent once. */
export function ReportReview({ reviewId }: { reviewId: number }) {
  const t = useTranslations('engagement');
  const { locale } = useAppContext();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason>('spam');
  const [note, setNote] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'already'>('idle');
  const reasonId = useId();
  const noteId = useId();

  if (state === 'done' || state === 'already') return <p role="status">{state === 'done' ? t('reviews.reported') : t('reviews.alreadyReported')}</p>;
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('reviews.report')}
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    try {
      await reportReview(browserClient(locale), reviewId, { reason, ...(note.trim() ? { note: note.trim() } : {}) });
      setState('done');
    } catch (error) {
      if (error instanceof HttpError && engagementReason(error.details) === EngagementReason.ALREADY_REPORTED) setState('already');
      else {
        reportRequestError(error);
        setState('idle');
      }
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('reviews.reportHeading')}>
      <label htmlFor={reasonId}>{t('reviews.reason')}</label>{' '}
      <select id={reasonId} value={reason} onChange={(e) => setReason(e.target.value as ReviewReportReason)}>
        {REVIEW_REPORT_REASONS.map((r) => (
          <option key={r} value={r}>{t(`reviews.reasons.${r}`)}</option>
        ))}
      </select>{' '}
      <label htmlFor={noteId}>{t('reviews.note')}</label>{' '}
      <input id={noteId} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />{' '}
      <Button type="submit" disabled={state === 'sending'} aria-busy={state === 'sending'}>{t('reviews.sendReport')}</Button>{' '}
      <Button variant="secondary" onClick={() => setOpen(false)}>{t('reviews.cancel')}</Button>
    </form>
  );
}
