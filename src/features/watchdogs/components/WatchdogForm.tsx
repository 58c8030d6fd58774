import { useId, useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import { createWatchdogBody, engagementReason, type CreateWatchdogBody, type EngagementReason, type WatchdogTarget } from '@/contracts/engagement';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { FormSubmit, SERVER_ERROR, useZodForm } from '@/ui/form/hook-form';
import { createWatchdog } from '../api/watchdogs';
import { languageLabel, WATCHDOG_LANGUAGE_IDS } from '../lib/languages';
import { FormBox, Hint } from './WatchdogForm.styles';

const CONDITIONS = [1, 2, 3, 4, 5];
const BINDINGS = [1, 2, 3, 4, 5];

const REASON_MESSAGES: Partial<Record<EngagementReason, string>> = {
  WATCHDOG_TOO_BROAD: 'watchdog.tooBroad',
  WATCHDOG_FILTER_UNSUPPORTED: 'watchdog.unsupported',
  WATCHDOG_LIMIT: 'watchdog.limit',
};

/** A price as typed (decimal comma or point, at most two decimals), '' for none. */
const priceText = (typed: string) => typed.trim().replace(',', '.');

/** The checked boxes (their values) and the typed price, turned into the watchdog's limits. */
const watchdogForm = z
  .object({
    conditions: z.array(z.string()),
    languages: z.array(z.string()),
    bindings: z.array(z.string()),
    maxPrice: z.string().refine((typed) => {
      const text = priceText(typed);
      return text === '' || (/^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0);
    }),
  })
  // Only the limits the customer set go out (no empty lists, no price).
  .transform((v): Omit<CreateWatchdogBody, 'target'> => {
    const text = priceText(v.maxPrice);
    return {
      ...(v.conditions.length ? { conditions: v.conditions.map(Number) } : {}),
      ...(v.languages.length ? { languages: v.languages.map(Number) } : {}),
      ...(v.bindings.length ? { bindings: v.bindings.map(Number) } : {}),
      ...(text !== '' ? { maxPriceX100: Math.round(Number(text) * 100) } : {}),
    };
  })
  .pipe(createWatchdogBody.omit({ target: true }));

const reasonOf = (error: unknown) => (error instanceof HttpError ? engagementReason(error.details) : null);

/** The watchdog's optional limits (condition, language, binding, highest price) and its creation. */
export function WatchdogForm({ target, label }: { target: WatchdogTarget; label: string | null }) {
  const t = useTranslations('engagement');
  const states = useTranslations('book-states');
  const book = useTranslations('book');
  const { locale, currency } = useAppContext();
  const [created, setCreated] = useState(false);
  const form = useZodForm(watchdogForm, {
    defaultValues: { conditions: [], languages: [], bindings: [], maxPrice: '' },
    message: () => t('watchdog.invalidPrice'),
  });
  const { errors } = form.formState;
  const problem = errors.maxPrice?.message ?? errors.root?.server?.message;
  const headingId = useId();
  const priceId = useId();
  const problemId = useId();

  const submit = form.handleSubmit(async (limits) => {
    try {
      await createWatchdog(browserClient(locale), { target, ...limits });
      setCreated(true);
    } catch (error) {
      const reason = reasonOf(error);
      const key = reason ? REASON_MESSAGES[reason] : undefined;
      if (key) form.setError(SERVER_ERROR, { type: 'server', message: t(key) });
      else reportRequestError(error);
    }
  });

  if (created) {
    return (
      <p role="status">
        {t('watchdog.created')} <RouteLink route="accountWatchdog">{t('watchdog.manage')}</RouteLink>
      </p>
    );
  }
  return (
    <FormBox onSubmit={(e) => void submit(e)} aria-labelledby={headingId} noValidate>
      <h2 id={headingId}>{label ? t('watchdog.formHeading', { label }) : t('watchdog.watchSearch')}</h2>
      <fieldset>
        <legend>{t('watchdog.conditions')}</legend>
        {CONDITIONS.map((id) => (
          <label key={id}>
            <input type="checkbox" value={id} {...form.register('conditions')} />
            {states(String(id))}
          </label>
        ))}
        <Hint>{t('watchdog.anyHint')}</Hint>
      </fieldset>
      <fieldset>
        <legend>{t('watchdog.languages')}</legend>
        {WATCHDOG_LANGUAGE_IDS.map((id) => (
          <label key={id}>
            <input type="checkbox" value={id} {...form.register('languages')} />
            {languageLabel(id, locale)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('watchdog.bindings')}</legend>
        {BINDINGS.map((id) => (
          <label key={id}>
            <input type="checkbox" value={id} {...form.register('bindings')} />
            {book(`binding.${id}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={priceId}>{t('watchdog.maxPrice', { currency })}</label>{' '}
        <input
          id={priceId} type="text" inputMode="decimal" autoComplete="off" size={8} {...form.register('maxPrice')}
          aria-invalid={errors.maxPrice ? true : undefined} aria-describedby={errors.maxPrice ? problemId : undefined}
        />
      </div>
      {problem && <p id={problemId} role="alert">{problem}</p>}
      <div>
        <FormSubmit form={form} pendingLabel={t('watchdog.saving')}>{t('watchdog.submit')}</FormSubmit>
      </div>
    </FormBox>
  );
}
