import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { ButtonLink, Container, PageHead, PendingState } from '@/ui';
import { useTransportOptions } from '../api/transport';
import { LeadSummary } from '../components/LeadSummary';
import { useCurrentLead } from '../hooks/useCurrentLead';
import { CARRIER_ROUTES } from '../lib/carriers';
import { CarrierList } from './Transport.styles';

/** /transport-selection: how the books travel — the storefront's carriers (drop-off or pickup) or in person. */
export default function TransportSelectionPage() {
  const t = useTranslations('buyback');
  const lead = useCurrentLead();
  const options = useTransportOptions();
  return (
    <Container>
      <PageHead title={t('transport.title')} />
      <h1>{t('transport.title')}</h1>
      {lead.missing ? (
        <p>{t('flow.noLead')} <RouteLink route="sellBooks">{t('flow.startSelling')}</RouteLink></p>
      ) : lead.data ? (
        lead.data.state === 'draft' ? <LeadSummary lead={lead.data} /> : <p>{t('flow.alreadySubmitted')}</p>
      ) : (
        <PendingState error={lead.error} onRetry={() => void lead.mutate()} />
      )}
      <p>{t('transport.lead')}</p>
      {!options.data ? (
        <PendingState error={options.error} onRetry={() => void options.mutate()} />
      ) : (
        <CarrierList>
          {options.data.carriers.map(({ carrier, service }) => (
            <li key={carrier}>
              <h2>{t(`carriers.${carrier}`)}</h2>
              <p>{service === 'courier_pickup' ? t('transport.pickup') : t('transport.dropOff')}</p>
              <ButtonLink route={CARRIER_ROUTES[carrier].base}>{t('transport.choose', { carrier: t(`carriers.${carrier}`) })}</ButtonLink>
            </li>
          ))}
          <li>
            <h2>{t('transport.inPerson')}</h2>
            <p>{t('transport.inPersonText')}</p>
            <ButtonLink route="transportSelectionData" $variant="secondary">{t('transport.chooseInPerson')}</ButtonLink>
          </li>
        </CarrierList>
      )}
    </Container>
  );
}
