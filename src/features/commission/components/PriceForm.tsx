import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { useAppContext } from '@/app-context/context';
import { FormSubmit, SERVER_ERROR, typedAmountX100, useZodForm } from '@/ui/form/hook-form';
import { formatMoney } from '@/ui';
import { resolveLocale, type CurrencyCode } from '@/i18n/locales';

/** A price typed in the currency's units ("150" or "150,50") as hundredths. */
const priceForm = z.object({
  // The check on the field (not the whole form), so that its failure shows under it.
  price: z.string()
    .transform((raw) => {
      const x100 = typedAmountX100(raw);
      return typeof x100 === 'number' ? x100 : -1;
    })
    .pipe(z.number().int().positive()),
});

/** One number and a button: a new price for a copy (a price change, or the re-price of an end-of-listing offer). */
export function PriceForm({ label, submitLabel, currency, onSubmit, onDone }: {
  label: string; submitLabel: string; currency: CurrencyCode;
  onSubmit: (client: ReturnType<typeof browserClient>, priceX100: number) => Promise<unknown>; onDone: () => Promise<unknown> | void;
}) {
  const t = useTranslations('commission');
  const { locale } = useAppContext();
  const form = useZodForm(priceForm, { defaultValues: { price: '' } });
  const id = useId();
  const problem = form.formState.errors.root?.server?.message ?? (form.formState.errors.price ? t('errors.price') : undefined);
  // The seller's terms as the refusal gives them: the range a price may take.
  const rangeMessage = (details: unknown): string => {
    const { minX100, maxX100 } = (details ?? {}) as { minX100?: unknown; maxX100?: unknown };
    const money = (x100: number) => formatMoney(x100, currency, resolveLocale(locale));
    if (typeof minX100 !== 'number') return t('errors.priceOutOfRange');
    return typeof maxX100 === 'number' ? t('errors.priceRange', { min: money(minX100), max: money(maxX100) }) : t('errors.priceMin', { min: money(minX100) });
  };
  const submit = form.handleSubmit(async ({ price: priceX100 }) => {
    try {
      await onSubmit(browserClient(locale), priceX100);
      form.reset();
      await onDone();
    } catch (error) {
      if (error instanceof HttpError && error.code === 'COMMISSION_PRICE_OUT_OF_RANGE') form.setError(SERVER_ERROR, { type: 'server', message: rangeMessage(error.details) });
      else if (error instanceof HttpError && error.code === 'COMMISSION_OFFER_CLOSED') form.setError(SERVER_ERROR, { type: 'server', message: t('errors.offerClosed') });
      else reportRequestError(error);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)}>
      <label htmlFor={id}>{label}</label>{' '}
      <input id={id} inputMode="decimal" size={8} required {...form.register('price')} />{' '}
      <FormSubmit form={form} pendingLabel={t('saving')}>{submitLabel}</FormSubmit>
      {problem && <p role="alert">{problem}</p>}
    </form>
  );
}
