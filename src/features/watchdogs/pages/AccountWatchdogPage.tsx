import { useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { WatchdogItem } from '@/contracts/engagement';
import { toApiQuery } from '@/contracts/listing-filters';
import { browserClient, reportRequestError } from '@/lib/http';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, EmptyState, formatMoney, PendingState } from '@/ui';
import { decodeListingPath, listingHref } from '@/routing/listing';
import { deleteWatchdog, useWatchdogs } from '../api/watchdogs';
import { languageLabel } from '../lib/languages';
import type { AccountWatchdogProps } from './watchdog.getServerSideProps';
import { AccountLayout } from '@/features/account-frame';

/** /account/watchdog/[[...filters]]: the customer's watchdogs (catalogue filters in the path narrow them), each removable. */
export default function AccountWatchdogPage({ filters }: AccountWatchdogProps) {
  const t = useTranslations('engagement');
  const states = useTranslations('book-states');
  const { locale } = useAppContext();
  const decoded = decodeListingPath(filters).filters;
  const query = toApiQuery(decoded);
  const filtered = Object.keys(query).length > 0;
  const { data, error, mutate } = useWatchdogs(query);
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (w: WatchdogItem) => {
    setRemoving(w.id);
    try {
      await deleteWatchdog(browserClient(locale), w.id);
      await mutate();
    } catch (e) {
      reportRequestError(e);
    } finally {
      setRemoving(null);
    }
  };

  const describe = (w: WatchdogItem) =>
    [
      w.conditions.length ? w.conditions.map((c) => states(String(c))).join(', ') : t('watchdog.anyCondition'),
      ...w.languages.map((l) => languageLabel(l, locale)),
      w.maxPriceX100 !== null ? t('watchdog.maxPriceShort', { price: formatMoney(w.maxPriceX100, w.currency, locale) }) : null,
      t('watchdog.since', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(w.createdAt)) }),
    ].filter(Boolean).join(' · ');

  return (
    <AccountLayout current="accountWatchdog" title={t('watchdog.accountTitle')}>
      {filtered && (
        <p>
          {t('state.filtered')} <RouteLink route="accountWatchdog">{t('state.clearFilters')}</RouteLink>
        </p>
      )}
      {!data ? (
        <PendingState error={error} onRetry={() => void mutate()} />
      ) : data.items.length === 0 ? (
        <EmptyState>
          {filtered ? t('watchdog.emptyFiltered') : t('watchdog.empty')} <RouteLink route="watchdog">{t('watchdog.emptyLink')}</RouteLink>
        </EmptyState>
      ) : (
        <ul>
          {data.items.map((w) => (
            <li key={w.id}>
              <strong>{t(`watchdog.kind.${w.kind}`)}:</strong>{' '}
              {w.workId !== null ? (
                <RouteLink route="work" params={{ id: String(w.workId) }}>{w.label}</RouteLink>
              ) : Object.keys(w.filters).length > 0 ? (
                <a href={listingHref(w.filters, locale)}>{w.label}</a>
              ) : (
                w.label
              )}
              <br />
              <small>{describe(w)}</small>{' '}
              <Button
                variant="secondary"
                onClick={() => void remove(w)}
                disabled={removing === w.id}
                aria-busy={removing === w.id}
                aria-label={t('watchdog.removeLabel', { label: w.label })}
              >
                {t('watchdog.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
