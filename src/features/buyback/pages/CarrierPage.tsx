import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient } from '@/lib/http';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { RouteLink, useRouteResolver } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, ButtonLink, Container, PageHead, PendingState } from '@/ui';
import { Actions, ErrorText, FieldRow, Form, TextField } from '@/ui/form';
import type { BuybackCarrier, LeadView, TransportOptions } from '@/contracts/buyback';
import { fetchLabel, updateLead } from '../api/leads';
import { useTransportOptions } from '../api/transport';
import { LeadSummary } from '../components/LeadSummary';
import { SubmitLeadForm } from '../components/SubmitLeadForm';
import { useCurrentLead } from '../hooks/useCurrentLead';
import { carrierRoute, nextStep, type CarrierStep } from '../lib/carriers';
import { readFlow, storeFlow } from '../lib/leadRef';
import type { CarrierPageProps } from './buyback.getServerSideProps';
import { DateList } from './Transport.styles';

type Offered = TransportOptions['carriers'][number];

function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

function AddressStep({ lead, country, onDone }: { lead: LeadView; country: string; onDone: () => void }) {
  const t = useTranslations('buyback');
  const locale = useLocale();
  const [street, setStreet] = useState(lead.contact.street ?? '');
  const [city, setCity] = useState(lead.contact.city ?? '');
  const [postalCode, setPostalCode] = useState(lead.contact.postalCode ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!street.trim()) found.street = t('address.required');
    if (!city.trim()) found.city = t('address.required');
    if (postalCode.trim().length < 3) found.postalCode = t('address.postalInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await updateLead(browserClient(locale), { id: lead.id, token: lead.token }, { contact: { ...lead.contact, street: street.trim(), city: city.trim(), postalCode: postalCode.trim(), country } });
      onDone();
    } catch {
      setFailed(true);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <TextField id="pickup-street" label={t('address.street')} value={street} onValueChange={setStreet} error={errors.street} autoComplete="street-address" required />
      <FieldRow>
        <TextField id="pickup-city" label={t('address.city')} value={city} onValueChange={setCity} error={errors.city} autoComplete="address-level2" required />
        <TextField id="pickup-postal" label={t('address.postalCode')} value={postalCode} onValueChange={setPostalCode} error={errors.postalCode} autoComplete="postal-code" required />
      </FieldRow>
      {failed && <ErrorText role="alert">{t('form.saveFailed')}</ErrorText>}
      <Actions><Button type="submit">{t('flow.continue')}</Button></Actions>
    </Form>
  );
}

function DateStep({ offered, carrier, onDone }: { offered: Offered; carrier: BuybackCarrier; onDone: () => void }) {
  const t = useTranslations('buyback');
  const locale = LOCALES[resolveLocale(useLocale())].intl;
  const [date, setDate] = useState<string | null>(() => readFlow()?.pickupDate ?? null);
  const [error, setError] = useState(false);
  if (offered.pickupDates.length === 0) return <p>{t('date.none')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError(true);
    storeFlow({ carrier, pickupDate: date });
    onDone();
  };
  return (
    <Form onSubmit={submit} noValidate>
      <DateList aria-describedby={error ? 'date-error' : undefined}>
        <legend>{t('date.legend')}</legend>
        {offered.pickupDates.map((day) => (
          <label key={day}>
            <input type="radio" name="pickup-date" value={day} checked={date === day} onChange={() => { setDate(day); setError(false); }} /> {formatDay(day, locale)}
          </label>
        ))}
      </DateList>
      {error && <ErrorText id="date-error" role="alert">{t('date.required')}</ErrorText>}
      <Actions><Button type="submit">{t('flow.continue')}</Button></Actions>
    </Form>
  );
}

function SentStep({ lead, pickup }: { lead: LeadView; pickup: boolean }) {
  const t = useTranslations('buyback');
  const locale = resolveLocale(useLocale());
  const { user } = useAppContext();
  const [labelFailed, setLabelFailed] = useState(false);
  const download = async () => {
    if (!lead.batchCode) return;
    setLabelFailed(false);
    try {
      const blob = await fetchLabel(browserClient(locale), { id: lead.id, token: lead.token }, lead.batchCode);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${lead.batchCode}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setLabelFailed(true);
    }
  };
  const date = lead.transport?.kind === 'post' ? lead.transport.pickupDate : undefined;
  return (
    <>
      <LeadSummary lead={lead} />
      {lead.batchCode && <p>{t('sentStep.batch')} <strong data-testid="batch-code">{lead.batchCode}</strong></p>}
      {pickup && date ? (
        <p>{t('sentStep.pickupBooked', { date: formatDay(date, LOCALES[locale].intl) })}</p>
      ) : (
        <p>{t('sentStep.dropOff')}</p>
      )}
      {lead.batchCode && <p><Button variant={pickup ? 'secondary' : 'primary'} onClick={() => void download()}>{t('sentStep.label')}</Button></p>}
      {labelFailed && <ErrorText role="alert">{t('sentStep.labelFailed')}</ErrorText>}
      <p>{t('sentStep.next')}</p>
      {user ? <p><RouteLink route="accountBooks">{t('flow.seeAccount')}</RouteLink></p> : <p>{t('flow.mailed')}</p>}
    </>
  );
}

/**
 * One step of a carrier's selling-by-post flow: base (how it works), /address and /date (courier
 * pickups), /data (contact details and send) and /sent (batch code, label, pickup). The lead and
 * the choices so far live in this browser (leadRef.ts); the carriers come from the storefront.
 */
export default function CarrierPage({ carrier, step }: CarrierPageProps) {
  const t = useTranslations('buyback');
  const router = useRouter();
  const resolve = useRouteResolver();
  const options = useTransportOptions();
  const lead = useCurrentLead();
  const offered = options.data?.carriers.find((c) => c.carrier === carrier);
  const pickup = offered?.service === 'courier_pickup';
  const name = t(`carriers.${carrier}`);
  const intl = LOCALES[resolveLocale(useLocale())].intl;

  useEffect(() => {
    if (step === 'base') storeFlow({ carrier });
  }, [carrier, step]);

  const go = (next: CarrierStep) => void router.push(resolve(carrierRoute(carrier, next)));
  const heading = step === 'sent' ? t('sentStep.title', { carrier: name }) : t(`steps.${step}`, { carrier: name });

  let body: ReactNode;
  if (!options.data) body = <PendingState error={options.error} onRetry={() => void options.mutate()} />;
  else if (!offered) body = <p>{t('flow.carrierNotOffered', { carrier: name })} <RouteLink route="transportSelection">{t('flow.back')}</RouteLink></p>;
  else if (lead.missing) body = <p>{t('flow.noLead')} <RouteLink route="sellBooks">{t('flow.startSelling')}</RouteLink></p>;
  else if (!lead.data) body = <PendingState error={lead.error} onRetry={() => void lead.mutate()} />;
  else if (step === 'sent') body = lead.data.state === 'submitted' ? <SentStep lead={lead.data} pickup={pickup} /> : <p>{t('flow.notSentYet')} <RouteLink route={carrierRoute(carrier, 'data')}>{t('flow.continue')}</RouteLink></p>;
  else if (lead.data.state !== 'draft') body = <p>{t('flow.alreadySubmitted')} <RouteLink route={carrierRoute(carrier, 'sent')}>{t('flow.seeConfirmation')}</RouteLink></p>;
  else if (step === 'base') {
    body = (
      <>
        <LeadSummary lead={lead.data} />
        <p>{pickup ? t('carrierHow.pickup', { carrier: name }) : t('carrierHow.dropOff', { carrier: name })}</p>
        <p>{t('carrierHow.free')}</p>
        <ButtonLink route={carrierRoute(carrier, nextStep(carrier, pickup, 'base'))}>{t('flow.continue')}</ButtonLink>
      </>
    );
  } else if (step === 'address') body = <AddressStep lead={lead.data} country={options.data.country} onDone={() => { void lead.mutate(); go('date'); }} />;
  else if (step === 'date') body = <DateStep offered={offered} carrier={carrier} onDone={() => go('data')} />;
  else {
    const flow = readFlow();
    const pickupDate = pickup ? (flow?.carrier === carrier ? flow.pickupDate : undefined) : undefined;
    body = pickup && !pickupDate && carrierRoute(carrier, 'date') !== carrierRoute(carrier, 'base') ? (
      <p>{t('date.required')} <RouteLink route={carrierRoute(carrier, 'date')}>{t('date.choose')}</RouteLink></p>
    ) : (
      <SubmitLeadForm lead={lead.data} transport={{ kind: 'post', carrier, ...(pickupDate ? { pickupDate } : {}) }} submitLabel={t('form.send')}
        onSubmitted={(submitted) => { storeFlow(null); void lead.mutate(submitted, { revalidate: false }); go('sent'); }}>
        <p>{pickup && pickupDate ? t('summary.pickup', { carrier: name, date: formatDay(pickupDate, intl) }) : t('summary.dropOff', { carrier: name })}</p>
      </SubmitLeadForm>
    );
  }

  return (
    <Container>
      <PageHead title={heading} />
      <h1>{heading}</h1>
      {body}
      {step !== 'sent' && <p><RouteLink route="transportSelection">{t('flow.otherCarrier')}</RouteLink></p>}
    </Container>
  );
}
