import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import { AUTO_PAYOUT_MAX_FACTOR } from '@/contracts/commission';
import { SUPPORT_CURRENCIES } from '@/contracts/support';
import { useZodForm, type FieldIssue } from '@/ui/form/hook-form';
import { parseAmountX100 } from '../pages/supportAmount';
import { Button, Field, Row } from './adminStyles';

/**
 * The support desk's forms (issue 16; docs/adr/0025, 0031): react-hook-form with a zod schema as
 * the resolver (src/ui/form/hook-form), in the back office's own field styles. Each schema turns
 * what staff type ("250,50") into the API's body; a failed check shows on its field.
 */

const amountOf = (signed: boolean) => z.string()
  .transform((raw) => parseAmountX100(raw))
  .pipe(z.number().int().refine((v) => v !== 0 && (signed || v > 0), 'amount'));

export const moneyFormSchema = (signed: boolean) => z.object({
  currency: z.enum(SUPPORT_CURRENCIES),
  amount: amountOf(signed),
  reason: z.string().trim().min(3).max(500),
  settle: z.boolean(),
});
export type MoneyFormValues = z.output<ReturnType<typeof moneyFormSchema>>;

export const commentFormSchema = z.object({ body: z.string().trim().min(1).max(2000) });

/** The threshold in the account's units, empty = off; the storefront's smallest payout up to AUTO_PAYOUT_MAX_FACTOR × it. */
export const thresholdFormSchema = (minX100: number) => z.object({
  amount: z.string().transform((raw) => (raw.trim() === '' ? null : parseAmountX100(raw) ?? -1))
    .pipe(z.number().int().min(minX100).max(minX100 * AUTO_PAYOUT_MAX_FACTOR).nullable()),
});

function useMessages() {
  const t = useTranslations('admin.supportDesk');
  return (issue: FieldIssue) => (issue.field === 'amount' ? t('errors.AMOUNT') : issue.field === 'reason' ? t('errors.REASON') : t('errors.REQUIRED'));
}

const Problem = ({ id, text }: { id: string; text?: string }) => (text ? <span id={id} role="alert" style={{ color: '#a4262c', fontWeight: 400 }}>{text}</span> : null);

/** Wallet adjustment (signed), credit lock, or debt (with "paid by the customer"): currency, amount, reason. */
export function MoneyForm({ name, heading, submitLabel, signed, settle, busy, onSubmit, variant }: {
  name: string; heading?: string; submitLabel: string; signed: boolean; settle?: string; busy: boolean;
  variant?: 'primary'; onSubmit: (values: MoneyFormValues) => Promise<boolean>;
}) {
  const t = useTranslations('admin.supportDesk');
  const form = useZodForm(moneyFormSchema(signed), { message: useMessages(), defaultValues: { currency: 'CZK', amount: '', reason: '', settle: false } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset();
  });
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={heading ?? submitLabel} data-form={name} noValidate>
      {heading && <h3>{heading}</h3>}
      <Row>
        <Field>{t('form.currency')}<select {...form.register('currency')}>{SUPPORT_CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}</select></Field>
        <Field>{signed ? t('form.amountSigned') : t('form.amount')}
          <input inputMode="decimal" aria-invalid={!!errors.amount} aria-describedby={`${name}-amount-error`} {...form.register('amount')} />
          <Problem id={`${name}-amount-error`} text={errors.amount?.message} />
        </Field>
        <Field>{t('form.reason')}
          <input maxLength={500} aria-invalid={!!errors.reason} aria-describedby={`${name}-reason-error`} {...form.register('reason')} />
          <Problem id={`${name}-reason-error`} text={errors.reason?.message} />
        </Field>
        {settle && <Field><span><input type="checkbox" {...form.register('settle')} /> {settle}</span></Field>}
        <Button type="submit" $variant={variant} disabled={busy || form.formState.isSubmitting}>{submitLabel}</Button>
      </Row>
    </form>
  );
}

export function CommentForm({ busy, onSubmit }: { busy: boolean; onSubmit: (body: string) => Promise<boolean> }) {
  const t = useTranslations('admin.supportDesk');
  const form = useZodForm(commentFormSchema, { message: useMessages(), defaultValues: { body: '' } });
  const submit = form.handleSubmit(async ({ body }) => {
    if (await onSubmit(body)) form.reset();
  });
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('comments.add')} noValidate>
      <Row>
        <Field>{t('comments.add')}<textarea maxLength={2000} rows={2} aria-invalid={!!form.formState.errors.body} {...form.register('body')} />
          <Problem id="comment-error" text={form.formState.errors.body?.message} />
        </Field>
        <Button type="submit" disabled={busy || form.formState.isSubmitting}>{t('comments.addSubmit')}</Button>
      </Row>
    </form>
  );
}

/** Staff set a seller's automatic-payout threshold (permission commission); empty switches it off. */
export function ThresholdForm({ thresholdX100, minX100, maxLabel, minLabel, busy, onSubmit }: {
  thresholdX100: number | null; minX100: number; minLabel: string; maxLabel: string; busy: boolean; onSubmit: (thresholdX100: number | null) => Promise<boolean>;
}) {
  const t = useTranslations('admin.supportDesk');
  const form = useZodForm(thresholdFormSchema(minX100), {
    message: () => t('commission.thresholdRange', { min: minLabel, max: maxLabel }),
    defaultValues: { amount: thresholdX100 === null ? '' : String(thresholdX100 / 100) },
  });
  const submit = form.handleSubmit(async ({ amount }) => { await onSubmit(amount); });
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('commission.threshold')} noValidate>
      <Row>
        <Field>{t('commission.threshold')}
          <input inputMode="decimal" aria-invalid={!!form.formState.errors.amount} {...form.register('amount')} />
          <Problem id="threshold-error" text={form.formState.errors.amount?.message} />
        </Field>
        <Button type="submit" disabled={busy || form.formState.isSubmitting}>{t('commission.thresholdSave')}</Button>
      </Row>
    </form>
  );
}
