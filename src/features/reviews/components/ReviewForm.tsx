import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ENGAGEMENT_LIMITS, EngagementReason, engagementReason, updateReviewBody, type Review } from '@/contracts/engagement';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { Button } from '@/ui';
import { FormSubmit, SERVER_ERROR, useZodForm } from '@/ui/form/hook-form';
import { createReview, updateReview } from '../api/reviews';

interface ReviewFormProps {
  workId: number;
  /** The customer's review when editing. */
  existing?: Review;
  onSaved: () => Promise<unknown> | void;
  onCancel?: () => void;
}

/** The radio's value (a string) and the text, checked as the API's review body. */
const reviewForm = z.object({ rating: z.string(), text: z.string() })
  .transform((v) => ({ rating: Number(v.rating), text: v.text }))
  .pipe(updateReviewBody);

/** Rating (1–5, radio buttons) and text of the customer's review of a work: a new one or an edit of theirs. */
export function ReviewForm({ workId, existing, onSaved, onCancel }: ReviewFormProps) {
  const t = useTranslations('engagement');
  const { locale } = useAppContext();
  const form = useZodForm(reviewForm, { defaultValues: { rating: existing ? String(existing.rating) : '', text: existing?.text ?? '' } });
  const [rating, text] = useWatch({ control: form.control, name: ['rating', 'text'] });
  const problem = form.formState.errors.root?.server?.message;
  const textId = useId();
  const headingId = useId();

  const submit = form.handleSubmit(async (body) => {
    try {
      const client = browserClient(locale);
      if (existing) await updateReview(client, existing.id, body);
      else await createReview(client, { workId: workId, ...body });
      await onSaved();
    } catch (error) {
      if (error instanceof HttpError && engagementReason(error.details) === EngagementReason.REVIEW_EXISTS) form.setError(SERVER_ERROR, { type: 'server', message: t('reviews.exists') });
      else reportRequestError(error);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={headingId}>
      <h3 id={headingId}>{existing ? t('reviews.yourReview') : t('reviews.write')}</h3>
      <fieldset>
        <legend>{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...form.register('rating')} required />
            {t('reviews.ratingOption', { rating: value })}
          </label>
        ))}
      </fieldset>
      <p>
        <label htmlFor={textId}>{t('reviews.text')}</label>
        <br />
        <textarea id={textId} {...form.register('text')} rows={4} cols={60} maxLength={ENGAGEMENT_LIMITS.reviewMaxLength} required />
      </p>
      {problem && <p role="alert">{problem}</p>}
      {/* The browser's own checks (required) speak for an empty rating or text: the button waits for both. */}
      <FormSubmit form={form} disabled={!rating || text.trim() === ''} pendingLabel={t('reviews.saving')}>
        {existing ? t('reviews.update') : t('reviews.save')}
      </FormSubmit>{' '}
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {t('reviews.cancel')}
        </Button>
      )}
    </form>
  );
}
