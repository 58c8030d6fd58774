import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { EngagementReason, engagementReason, REVIEW_REPORT_REASONS, reportReviewBody } from '@/contracts/engagement';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { Button } from '@/ui';
import { FormSubmit, useZodForm } from '@/ui/form/hook-form';
import { reportReview } from '../api/reviews';

/** The reason and the note as typed; an empty note is left out of the report. */
const reportForm = z.object({ reason: z.string(), note: z.string() })
  .transform(({ reason, note }) => ({ reason, ...(note.trim() ? { note } : {}) }))
  .pipe(reportReviewBody);

/** "Report" under someone else's review: a reason and an optional note, sent once. */
export function ReportReview({ reviewId }: { reviewId: number }) {
  const t = useTranslations('engagement');
  const { locale } = useAppContext();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'done' | 'already'>('idle');
  const form = useZodForm(reportForm, { defaultValues: { reason: 'spam', note: '' } });
  const reasonId = useId();
  const noteId = useId();

  const submit = form.handleSubmit(async (body) => {
    try {
      await reportReview(browserClient(locale), reviewId, body);
      setState('done');
    } catch (error) {
      if (error instanceof HttpError && engagementReason(error.details) === EngagementReason.ALREADY_REPORTED) setState('already');
      else reportRequestError(error);
    }
  });

  if (state === 'done' || state === 'already') return <p role="status">{state === 'done' ? t('reviews.reported') : t('reviews.alreadyReported')}</p>;
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('reviews.report')}
      </Button>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('reviews.reportHeading')}>
      <label htmlFor={reasonId}>{t('reviews.reason')}</label>{' '}
      <select id={reasonId} {...form.register('reason')}>
        {REVIEW_REPORT_REASONS.map((r) => (
          <option key={r} value={r}>{t(`reviews.reasons.${r}`)}</option>
        ))}
      </select>{' '}
      <label htmlFor={noteId}>{t('reviews.note')}</label>{' '}
      <input id={noteId} maxLength={1000} {...form.register('note')} />{' '}
      <FormSubmit form={form}>{t('reviews.sendReport')}</FormSubmit>{' '}
      <Button variant="secondary" onClick={() => setOpen(false)}>{t('reviews.cancel')}</Button>
    </form>
  );
}
