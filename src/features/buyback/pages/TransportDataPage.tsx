import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import { RouteLink, useRouteResolver } from '@/routing';
import { Container, PageHead, PendingState } from '@/ui';
import { SubmitLeadForm } from '../components/SubmitLeadForm';
import { useCurrentLead } from '../hooks/useCurrentLead';

/** /transport-selection/data: the seller brings the books in person; their details, then send. */
export default function TransportDataPage() {
  const t = useTranslations('buyback');
  const router = useRouter();
  const resolve = useRouteResolver();
  const lead = useCurrentLead();
  return (
    <Container>
      <PageHead title={t('inPerson.title')} />
      <h1>{t('inPerson.title')}</h1>
      <p>{t('transport.inPersonText')}</p>
      {lead.missing ? (
        <p>{t('flow.noLead')} <RouteLink route="sellBooks">{t('flow.startSelling')}</RouteLink></p>
      ) : !lead.data ? (
        <PendingState error={lead.error} onRetry={() => void lead.mutate()} />
      ) : lead.data.state !== 'draft' ? (
        <p>{t('flow.alreadySubmitted')} <RouteLink route="transportSelectionConfirmation">{t('flow.seeConfirmation')}</RouteLink></p>
      ) : (
        <SubmitLeadForm lead={lead.data} transport={{ kind: 'in_person' }} submitLabel={t('inPerson.submit')}
          onSubmitted={(submitted) => { void lead.mutate(submitted, { revalidate: false }); void router.push(resolve('transportSelectionConfirmation')); }} />
      )}
      <p><RouteLink route="transportSelection">{t('flow.back')}</RouteLink></p>
    </Container>
  );
}
