import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { engagementReason, type CreateWatchdogBody, type EngagementReason, type WatchdogTarget } from '@/contracts/engagement';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button } from '@/ui';
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

const reasonOf = (error: unknown) => (error instanceof HttpError ? engagementReason(error.details) : null);

/** The watchdog's optional limits (condition, language, binding, highest price) and its creation. */
export function WatchdogForm({ target, label }: { target: WatchdogTarget; label: string | null }) {
  const t = useTranslations('engagement');
  const states = useTranslations('book-states');
  const book = useTranslations('book');
  const { locale, currency } = useAppContext();
  const [conditions, setConditions] = useState<number[]>([]);
  const [languages, setLanguages] = useState<number[]>([]);
  const [bindings, setBindings] = useState<number[]>([]);
  const [maxPrice, setMaxPrice] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'created'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const priceId = useId();

  const toggle = (list: number[], set: (next: number[]) => void, value: number) =>
    set(list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'saving') return;
    const priceText = maxPrice.trim().replace(',', '.');
    const price = Number(priceText);
    if (priceText !== '' && !(/^\d+(\.\d{1,2})?$/.test(priceText) && price > 0)) {
      setProblem(t('watchdog.invalidPrice'));
      return;
    }
    setState('saving');
    setProblem(null);
    const body: CreateWatchdogBody = {
      target,
      ...(conditions.length ? { conditions } : {}),
      ...(languages.length ? { languages } : {}),
      ...(bindings.length ? { bindings } : {}),
      ...(priceText !== '' ? { maxPriceX100: Math.round(price * 100) } : {}),
    };
    try {
      await createWatchdog(browserClient(locale), body);
      setState('created');
    } catch (error) {
      setState('idle');
      const reason = reasonOf(error);
      const key = reason ? REASON_MESSAGES[reason] : undefined;
      if (key) setProblem(t(key));
      else reportRequestError(error);
    }
  };

  if (state === 'created') {
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
            <input type="checkbox" checked={conditions.includes(id)} onChange={() => toggle(conditions, setConditions, id)} />
            {states(String(id))}
          </label>
        ))}
        <Hint>{t('watchdog.anyHint')}</Hint>
      </fieldset>
      <fieldset>
        <legend>{t('watchdog.languages')}</legend>
        {WATCHDOG_LANGUAGE_IDS.map((id) => (
          <label key={id}>
            <input type="checkbox" checked={languages.includes(id)} onChange={() => toggle(languages, setLanguages, id)} />
            {languageLabel(id, locale)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('watchdog.bindings')}</legend>
        {BINDINGS.map((id) => (
          <label key={id}>
            <input type="checkbox" checked={bindings.includes(id)} onChange={() => toggle(bindings, setBindings, id)} />
            {book(`binding.${id}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={priceId}>{t('watchdog.maxPrice', { currency })}</label>{' '}
        <input id={priceId} type="text" inputMode="decimal" autoComplete="off" size={8} value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} />
      </div>
      {problem && <p role="alert">{problem}</p>}
      <div>
        <Button type="submit" disabled={state === 'saving'} aria-busy={state === 'saving'}>
          {state === 'saving' ? t('watchdog.saving') : t('watchdog.submit')}
        </Button>
      </div>
    </FormBox>
  );
}
