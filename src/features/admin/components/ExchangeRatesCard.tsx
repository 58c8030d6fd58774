import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { z } from 'zod';
import type { ExchangeRateList } from '@/contracts/commission';
import { useZodForm } from '@/ui/form/hook-form';
import { setExchangeRate } from '../api/commissionPayoutsApi';
import { Button, Card, Field, Muted, Row, Table } from './adminStyles';
import { useFormatter } from 'next-intl';

/** "25,125" or "25.125" CZK per EUR → thousandths (1.000–100.000). */
const rateForm = z.object({
  validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rate: z.string().transform((raw) => {
    const m = /^\s*(\d{1,3})(?:[.,](\d{1,3}))?\s*$/.exec(raw);
    return m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : -1;
  }).pipe(z.number().int().min(1000).max(100000)),
});

/**
 * The CZK/EUR rates commission sales in the other storefront currency count at, by the day of the
 * sale (docs/adr/0030); holders of `commission` add a rate from a day on (the day's earlier one replaced).
 */
export function ExchangeRatesCard({ rates, today }: { rates: ExchangeRateList['items']; today: string }) {
  const t = useTranslations('admin.supportDesk');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const form = useZodForm(rateForm, {
    message: (issue) => (issue.field === 'rate' ? t('rates.rateError') : t('rates.dateError')),
    defaultValues: { validFrom: today, rate: '' },
  });
  const submit = form.handleSubmit(async ({ validFrom, rate }) => {
    setBusy(true);
    try {
      await setExchangeRate(validFrom, rate);
      toast.success(t('done'));
      form.reset({ validFrom: today, rate: '' });
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch {
      toast.error(t('errors.FAILED'));
    } finally {
      setBusy(false);
    }
  });
  const errors = form.formState.errors;
  return (
    <section aria-labelledby="exchange-rates">
      <h2 id="exchange-rates">{t('rates.heading')}</h2>
      <Card>
        <p><Muted>{t('rates.intro')}</Muted></p>
        <Table data-testid="exchange-rates">
          <thead><tr><th>{t('rates.validFrom')}</th><th>{t('rates.rate')}</th></tr></thead>
          <tbody>{rates.map((r) => <tr key={r.validFrom}>
            <td>{format.dateTime(new Date(`${r.validFrom}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}</td>
            <td>{format.number(r.czkPerEurMilli / 1000, { minimumFractionDigits: 3, maximumFractionDigits: 3 })}</td>
          </tr>)}</tbody>
        </Table>
        <form onSubmit={(e) => void submit(e)} aria-label={t('rates.add')} noValidate>
          <Row>
            <Field>{t('rates.validFrom')}<input type="date" aria-invalid={!!errors.validFrom} {...form.register('validFrom')} />
              {errors.validFrom && <span role="alert">{errors.validFrom.message}</span>}</Field>
            <Field>{t('rates.rate')}<input inputMode="decimal" aria-invalid={!!errors.rate} {...form.register('rate')} />
              {errors.rate && <span role="alert">{errors.rate.message}</span>}</Field>
            <Button type="submit" disabled={busy}>{t('rates.add')}</Button>
          </Row>
        </form>
      </Card>
    </section>
  );
}
