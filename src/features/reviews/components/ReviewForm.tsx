import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ENGAGEMENT_LIMITS, EngagementReason, engagementReason, type Review } from '@/contracts/engagement';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { Button } from '@/ui';
import { createReview, updateReview } from '../api/reviews';

interface ReviewFormProps {
  grandmotherId: number;
  /** The customer's review when editing. */
  existing?: Review;
  onSaved: () => Promise<unknown> | void;
  onCancel?: () => void;
}

/** Rating (1–5, radio buttons) and text of the customer's review of a work: a new one or an edit of theirs. */
export function ReviewForm({ grandmotherId, existing, onSaved, onCancel }: ReviewFormProps) {
  const t = useTranslations('engagement');
  const { locale } = useAppContext();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [text, setText] = useState(existing?.text ?? '');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const textId = useId();
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || rating < 1 || text.trim() === '') return;
    setPending(true);
    setProblem(null);
    try {
      const client = browserClient(locale);
      if (existing) await updateReview(client, existing.id, { rating, text });
      else await createReview(client, { grandmotherId, rating, text });
      await onSaved();
    } catch (error) {
      if (error instanceof HttpError && engagementReason(error.details) === EngagementReason.REVIEW_EXISTS) setProblem(t('reviews.exists'));
      else reportRequestError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={headingId}>
      <h3 id={headingId}>{existing ? t('reviews.yourReview') : t('reviews.write')}</h3>
      <fieldset>
        <legend>{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} required />
            {t('reviews.ratingOption', { rating: value })}
          </label>
        ))}
      </fieldset>
      <p>
        <label htmlFor={textId}>{t('reviews.text')}</label>
        <br />
        <textarea id={textId} value={text} onChange={(e) => setText(e.target.value)} rows={4} cols={60} maxLength={ENGAGEMENT_LIMITS.reviewMaxLength} required />
      </p>
      {problem && <p role="alert">{problem}</p>}
      <Button type="submit" disabled={pending || rating < 1 || text.trim() === ''} aria-busy={pending}>
        {pending ? t('reviews.saving') : existing ? t('reviews.update') : t('reviews.save')}
      </Button>{' '}
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {t('reviews.cancel')}
        </Button>
      )}
    </form>
  );
}
