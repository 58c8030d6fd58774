import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Container, PageHead, PendingState } from '@/ui';
import { LeadSummary } from '../components/LeadSummary';
import { useCurrentLead } from '../hooks/useCurrentLead';

/** /transport-selection/confirmation: the lead is sent; the seller brings the books to the shop. */
export default function TransportConfirmationPage() {
  const t = useTranslations('buyback');
  const { user } = useAppContext();
  const lead = useCurrentLead();
  return (
    <Container>
      <PageHead title={t('inPerson.doneTitle')} />
      <h1>{t('inPerson.doneTitle')}</h1>
      {lead.missing ? (
        <p>{t('flow.noLead')} <RouteLink route="sellBooks">{t('flow.startSelling')}</RouteLink></p>
      ) : !lead.data ? (
        <PendingState error={lead.error} onRetry={() => void lead.mutate()} />
      ) : (
        <>
          <LeadSummary lead={lead.data} />
          <p>{t('inPerson.doneText')} <RouteLink route="contact">{t('inPerson.where')}</RouteLink></p>
        </>
      )}
      {user ? <p><RouteLink route="accountBooks">{t('flow.seeAccount')}</RouteLink></p> : <p>{t('flow.mailed')}</p>}
    </Container>
  );
}
