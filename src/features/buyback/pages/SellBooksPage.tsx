import { useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { isValidBankAccount } from '@/lib/bankAccount';
import { browserClient, HttpError } from '@/lib/http';
import { resolveLocale, LOCALES } from '@/i18n/locales';
import { isRouteEnabled, RouteLink, useRouteResolver } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, Container, PageHead } from '@/ui';
import { Actions, ErrorText } from '@/ui/form';
import type { LeadView } from '@/contracts/buyback';
import { fetchLead, fetchLeadByToken, fetchOwnLead, mailLeadLink, uploadLeadPhoto } from '../api/leads';
import { IsbnEntry, TitleSearch } from '../components/AddBooks';
import { ContactFields, contactBody, contactErrors, type ContactDraft, type ContactErrors } from '../components/ContactFields';
import { OfferList } from '../components/OfferList';
import { PayoutFields, type PayoutDraft } from '../components/PayoutFields';
import { PrivateLink } from '../components/PrivateLink';
import { ScannerLink } from '../components/ScannerLink';
import { SpinePhoto } from '../components/SpinePhoto';
import { Totals } from '../components/Totals';
import { useLeadDraft } from '../hooks/useLeadDraft';
import { useSellList } from '../hooks/useSellList';
import { readLeadRef, storeLeadRef } from '../lib/leadRef';
import { leadItems, linesOfLead, sellTotals } from '../lib/sellList';
import { AddGrid, Section, Steps } from './SellBooks.styles';

function payoutBody(payout: PayoutDraft) {
  if (payout.method === 'wallet') return { method: 'wallet' as const };
  if (!isValidBankAccount(payout.bankAccount)) return undefined;
  return { method: 'bank' as const, bankAccount: payout.bankAccount.trim(), ...(payout.accountHolder.trim() ? { accountHolder: payout.accountHolder.trim() } : {}) };
}

/** The draft to resume: the private link's token, the account's lead id, or this browser's last draft. */
async function loadResumable(locale: string, query: Record<string, unknown>): Promise<LeadView | null> {
  const client = browserClient(locale);
  try {
    if (typeof query.token === 'string') return await fetchLeadByToken(client, query.token);
    if (typeof query.lead === 'string' && /^\d+$/.test(query.lead)) return await fetchOwnLead(client, Number(query.lead));
    const stored = readLeadRef();
    return stored ? await fetchLead(client, stored) : null;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 401 || error.status === 403)) {
      storeLeadRef(null);
      return null;
    }
    throw error;
  }
}

/**
 * /sell-books: the seller's list and the running offer. Books come by ISBN (typed or pasted),
 * by title from our catalogue, from the scanner, or as one photo of the spines; each gets its
 * offer with the reasons; the seller picks condition, cash or commission per book, where cash
 * goes, and their contact details; the draft can be kept and resumed; "continue" goes on to how
 * the books travel (transport selection).
 */
export default function SellBooksPage() {
  const t = useTranslations('buyback');
  const locale = resolveLocale(useLocale());
  const router = useRouter();
  const resolve = useRouteResolver();
  const { user } = useAppContext();
  const { lines, dispatch, terms, setTerms, retry } = useSellList();
  const draft = useLeadDraft();
  const [payout, setPayout] = useState<PayoutDraft>({ method: 'wallet', bankAccount: '', accountHolder: '' });
  const [contact, setContact] = useState<ContactDraft>({ name: user?.name ?? '', email: user?.email ?? '', phone: '' });
  const [errors, setErrors] = useState<ContactErrors & { books?: string; bank?: string; form?: string }>({});
  const [resumed, setResumed] = useState<'loading' | 'none' | 'resumed' | 'failed'>('loading');
  const [savedNotice, setSavedNotice] = useState(false);
  const started = useRef(false);
  const byPost = isRouteEnabled('transportSelection', locale);
  const currency = LOCALES[locale].currency;

  useEffect(() => {
    if (!router.isReady || started.current) return;
    started.current = true;
    loadResumable(locale, router.query).then(
      (lead) => {
        if (!lead || lead.state !== 'draft') {
          if (lead) storeLeadRef(null);
          setResumed('none');
          return;
        }
        draft.adopt(lead);
        dispatch({ type: 'replace', lines: linesOfLead(lead) });
        setTerms({ walletBonusPercent: lead.walletBonusPercent, commissionSharePercent: lead.commissionSharePercent });
        if (lead.payout) setPayout({ method: lead.payout.method, bankAccount: lead.payout.bankAccount ?? '', accountHolder: lead.payout.accountHolder ?? '' });
        setContact((c) => ({ name: lead.contact.name ?? c.name, email: lead.contact.email ?? c.email, phone: lead.contact.phone ?? c.phone }));
        setResumed('resumed');
      },
      () => setResumed('failed'),
    );
  }, [router.isReady, router.query, locale, draft, dispatch, setTerms]);

  const totals = useMemo(() => sellTotals(lines, terms?.walletBonusPercent ?? 0, payout.method === 'wallet'), [lines, terms, payout.method]);

  const body = () => ({ items: leadItems(lines), payout: payoutBody(payout), contact: contactBody(contact) });

  const saveDraft = async () => {
    // A list of refused books only is nothing to come back to: said now, not at the last step.
    if (leadItems(lines).length === 0) {
      setErrors({ books: t('form.noBooks') });
      return;
    }
    setErrors({});
    try {
      const lead = await draft.save(body());
      // The link also by e-mail, so a guest who closes the page still has it; the page shows it either way.
      const mailed = lead.contact.email
        ? await mailLeadLink(browserClient(locale), { id: lead.id, token: lead.token }).then(() => true, () => false)
        : false;
      setSavedNotice(true);
      if (isRouteEnabled('sellBooksSent', locale)) await router.push(resolve('sellBooksSent', {}, mailed ? { mailed: '1' } : undefined));
    } catch {
      setErrors({ form: t('form.saveFailed') });
    }
  };

  const proceed = async () => {
    const found: typeof errors = contactErrors(contact, t);
    if (leadItems(lines).length === 0) found.books = t('form.noBooks');
    if (payout.method === 'bank' && !payout.bankAccount.trim()) found.bank = t('payout.accountRequired');
    else if (payout.method === 'bank' && !isValidBankAccount(payout.bankAccount)) found.bank = t('payout.accountInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await draft.save(body());
      await router.push(resolve('transportSelection'));
    } catch (error) {
      const bankRefused = error instanceof HttpError && (error.code === 'BANK_ACCOUNT_INVALID'
        || (error.code === 'INVALID_FIELDS' && JSON.stringify(error.details ?? '').includes('bankAccount')));
      if (bankRefused) setErrors({ bank: t('payout.accountInvalid') });
      else setErrors({ form: t('form.saveFailed') });
    }
  };

  const uploadPhoto = async (file: File) => {
    const lead = draft.lead?.state === 'draft' ? draft.lead : await draft.save(body());
    draft.adopt(await uploadLeadPhoto(browserClient(locale), { id: lead.id, token: lead.token }, file));
  };

  return (
    <Container>
      {/* A private link (?token=, ?lead=) opens someone's draft: never indexed. */}
      <PageHead title={t('sell.title')} description={t('sell.lead')} noIndex={'token' in router.query || 'lead' in router.query} />
      <h1>{t('sell.title')}</h1>
      <p>{t('sell.lead')}</p>
      <Steps>
        <li>{t('sell.step1')}</li>
        <li>{t('sell.step2')}</li>
        <li>{byPost ? t('sell.step3') : t('sell.step3NoPost')}</li>
      </Steps>
      {resumed === 'resumed' && <p role="status">{t('sell.resumed')}</p>}

      <Section aria-labelledby="add-heading">
        <h2 id="add-heading">{t('add.heading')}</h2>
        <p>
          <ScannerLink>{t('add.scanner')}</ScannerLink>
        </p>
        <AddGrid>
          <IsbnEntry onAdd={(isbns) => dispatch({ type: 'add', isbns })} />
          <TitleSearch onAdd={(isbns) => dispatch({ type: 'add', isbns })} />
          <SpinePhoto photo={draft.lead?.photo} upload={uploadPhoto} />
        </AddGrid>
      </Section>

      <Section aria-labelledby="offer-heading">
        <h2 id="offer-heading">{t('offer.heading')}</h2>
        {resumed === 'loading' && lines.length === 0 ? <p role="status">{t('sell.loadingDraft')}</p> : <OfferList lines={lines} dispatch={dispatch} onRetry={retry} />}
        {errors.books && <ErrorText role="alert">{errors.books}</ErrorText>}
        {lines.length > 0 && <Totals totals={totals} currency={currency} />}
      </Section>

      <Section aria-labelledby="details-heading">
        <h2 id="details-heading">{t('sell.detailsHeading')}</h2>
        <PayoutFields value={payout} onChange={setPayout} walletBonusPercent={terms?.walletBonusPercent ?? null} bankError={errors.bank} />
        <ContactFields value={contact} onChange={setContact} errors={errors} />
      </Section>

      {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
      <Actions>
        {byPost ? (
          <Button onClick={() => void proceed()} disabled={draft.saving}>{t('sell.continue')}</Button>
        ) : (
          <p>{t('sell.noPostHere')}</p>
        )}
        <Button variant="secondary" onClick={() => void saveDraft()} disabled={draft.saving || lines.length === 0}>{t('sell.saveDraft')}</Button>
      </Actions>
      {savedNotice && draft.lead && !isRouteEnabled('sellBooksSent', locale) && <PrivateLink token={draft.lead.token} />}
      {!user && <p>{t('sell.loginHint')} <RouteLink route="login" query={{ returnTo: router.asPath.split('?')[0] }}>{t('sell.logIn')}</RouteLink></p>}
    </Container>
  );
}
