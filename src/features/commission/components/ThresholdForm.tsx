import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import { AUTO_PAYOUT_MAX_FACTOR } from '@/contracts/commission';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { FormSubmit, SERVER_ERROR, typedAmountX100, useZodForm } from '@/ui/form/hook-form';
import { formatMoney } from '@/ui';
import type { Locale } from '@/i18n/locales';
import { setAutoPayout } from '../api/commission';

/** An amount typed in the currency's units ("500" or "500,50"), or nothing (off), as hundredths or null. */
const thresholdForm = (minX100: number) => z.object({
  amount: z.string()
    .transform((raw) => {
      const x100 = typedAmountX100(raw);
      return x100 === '' ? null : x100 ?? -1;
    })
    .pipe(z.number().int().min(minX100).max(minX100 * AUTO_PAYOUT_MAX_FACTOR).nullable()),
});

/**
 * The seller's automatic-payout threshold (docs/adr/0030): once the balance reaches it, a payout of
 * the whole balance is requested on its own. Empty switches it off.
 */
export function ThresholdForm({ token, thresholdX100, minX100, currency, onDone }: {
  token: string; thresholdX100: number | null; minX100: number; currency: 'CZK' | 'EUR'; onDone: () => Promise<unknown> | void;
}) {
  const t = useTranslations('commission');
  const { locale } = useAppContext();
  const id = useId();
  const form = useZodForm(thresholdForm(minX100), { defaultValues: { amount: thresholdX100 === null ? '' : String(thresholdX100 / 100) } });
  const money = (x: number) => formatMoney(x, currency, locale as Locale);
  const limits = { min: money(minX100), max: money(minX100 * AUTO_PAYOUT_MAX_FACTOR) };
  const problem = form.formState.errors.root?.server?.message ?? (form.formState.errors.amount ? t('errors.threshold', limits) : undefined);
  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      await setAutoPayout(browserClient(locale), token, amount);
      await onDone();
    } catch (error) {
      if (error instanceof HttpError && error.code === 'COMMISSION_THRESHOLD_OUT_OF_RANGE') form.setError(SERVER_ERROR, { type: 'server', message: t('errors.threshold', limits) });
      else reportRequestError(error);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="threshold-form">
      <label htmlFor={id}>{t('overview.autoLabel', { currency })}</label>{' '}
      <input id={id} inputMode="decimal" size={8} {...form.register('amount')} />{' '}
      <FormSubmit form={form} pendingLabel={t('saving')}>{t('overview.autoSave')}</FormSubmit>
      <p>{t('overview.autoHint', limits)}</p>
      {problem && <p role="alert">{problem}</p>}
    </form>
  );
}
