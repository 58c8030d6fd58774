import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { useRouter } from 'next/router';
import { resolveLocale } from '@/i18n/locales';
import { browserClient, reportRequestError } from '@/lib/http';
import { resolvePath } from '@/routing';
import { Button, formatMoney } from '@/ui';
import { openDashboard, useMyCommission } from '../api/commission';

/** /account/books: a logged-in seller on commission reaches the private dashboard from here (nothing shown to others). */
export function CommissionAccountCard() {
  const t = useTranslations('commission');
  const locale = resolveLocale(useLocale());
  const router = useRouter();
  const { data } = useMyCommission();
  const [busy, setBusy] = useState(false);
  if (!data?.hasAccount) return null;
  const open = async () => {
    setBusy(true);
    try {
      const { privateAccessToken } = await openDashboard(browserClient(locale));
      await router.push(resolvePath('commission', locale, { privateAccessToken }));
    } catch (e) {
      reportRequestError(e);
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="commission-account">
      <h2 id="commission-account">{t('account.title')}</h2>
      <p>{t('account.summary', { count: data.listed, balance: formatMoney(data.balanceX100, data.currency ?? 'CZK', locale) })}</p>
      <Button onClick={() => void open()} disabled={busy} aria-busy={busy}>{t('account.open')}</Button>
    </section>
  );
}
