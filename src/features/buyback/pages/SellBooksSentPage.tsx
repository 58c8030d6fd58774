import { useLocale } from 'next-intl';
import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale, LOCALES } from '@/i18n/locales';
import { RouteLink } from '@/routing';
import { ButtonLink, Container, PageHead, PendingState } from '@/ui';
import { PrivateLink } from '../components/PrivateLink';
import { useCurrentLead } from '../hooks/useCurrentLead';
import { formatMoney } from '@/ui';

/** /sell-books-sent: the draft is saved; its private link, what it is worth, and the way on. */
export default function SellBooksSentPage() {
  const t = useTranslations('buyback');
  const locale = resolveLocale(useLocale());
  const { data: lead, error, mutate, missing } = useCurrentLead();
  const router = useRouter();
  return (
    <Container>
      <PageHead title={t('sent.title')} />
      <h1>{t('sent.title')}</h1>
      {missing ? (
        <p>{t('flow.noLead')} <RouteLink route="sellBooks">{t('flow.startSelling')}</RouteLink></p>
      ) : !lead ? (
        <PendingState error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <p>{t('sent.text', { count: lead.totals.acceptedCount, amount: formatMoney(lead.totals.cashX100 + lead.totals.walletBonusX100, lead.currency ?? LOCALES[locale].currency, locale) })}</p>
          <PrivateLink token={lead.token} />
          {router.query.mailed === '1' && lead.contact.email && <p>{t('sent.mailed', { email: lead.contact.email })}</p>}
          {lead.totals.acceptedCount > 0 ? (
            <>
              <p>{t('sent.next')}</p>
              <ButtonLink route="transportSelection">{t('sent.chooseTransport')}</ButtonLink>{' '}
              <RouteLink route="sellBooks">{t('sent.edit')}</RouteLink>
            </>
          ) : (
            <p role="alert">{t('form.noBooks')} <RouteLink route="sellBooks">{t('sent.edit')}</RouteLink></p>
          )}
        </>
      )}
    </Container>
  );
}
