import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import { adminPath } from '../components/AdminLink';
import toast from 'react-hot-toast';
import { batchCodesPdfBody, unannouncedBody } from '@/contracts/intake';
import { HttpError } from '@/lib/http';
import { FormEmailField, FormError, FormSelect, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import { bagCodesPdf, receiveBatch, receiveUnannounced } from '../api/intakeApi';
import { AdminFrame } from '../components/AdminFrame';
import { useAdminFieldMessage } from '../components/adminForm';
import { Button, Card, Field, Muted, Row } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';
import { storefrontLabel } from '../lib/storefrontLabel';

const STOREFRONTS = ['cs', 'sk', 'en', 'de-DE', 'de-AT', 'fr', 'es', 'it', 'nl', 'fr-BE'] as const;
/** The sheet's size as typed, checked by the contract (1–200). */
const codesSchema = z.object({ count: z.coerce.number().pipe(batchCodesPdfBody.shape.count) });

/**
 * /admin/prijem: the receiving desk, keyboard first — the scanner types a batch code (or a
 * printed bag's code) and Enter: the parcel is received and its page opens. An unannounced parcel
 * gets a batch by the seller's e-mail; bag codes are printed in series as a PDF.
 */
export default function AdminIntakePage(props: AdminPageProps) {
  const t = useTranslations('intake');
  const router = useRouter();
  const codeInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = useAdminFieldMessage();

  const explain = (error: unknown) => {
    if (error instanceof HttpError) {
      if (error.status === 404) return t('errors.unknownBatch');
      if (error.code === 'BATCH_STATE_CONFLICT' && (error.details as { reason?: string } | undefined)?.reason === 'NO_SELLER') return t('errors.noSeller');
      if (error.code === 'BATCH_STATE_CONFLICT') return t('errors.batchState', { state: String((error.details as { from?: string } | undefined)?.from ?? '') });
      return error.message;
    }
    return String(error);
  };
  const open = (code: string) => router.push(adminPath('adminIntakeBatch', { code: code }));

  const receive = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = codeInput.current?.value.trim().toUpperCase() ?? '';
    if (!code) return;
    setBusy(true);
    try {
      const batch = await receiveBatch(code);
      toast.success(t('received', { code: batch.code }));
      await open(batch.code);
    } catch (error) {
      setProblem(explain(error));
      if (codeInput.current) {
        codeInput.current.value = '';
        codeInput.current.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  // The two forms typed by hand (the scan field above stays a plain scanner field): react-hook-form with the contracts' schemas.
  const unannouncedForm = useZodForm(unannouncedBody, { defaultValues: { email: '', locale: 'cs' }, message });
  const unannounced = unannouncedForm.handleSubmit(async ({ email, locale }) => {
    try {
      const batch = await receiveUnannounced(email, locale);
      toast.success(t('received', { code: batch.code }));
      await open(batch.code);
    } catch (error) {
      setServerErrors(unannouncedForm, error, { otherwise: explain });
    }
  });

  const codesForm = useZodForm(codesSchema, { defaultValues: { count: '24' }, message });
  const printCodes = codesForm.handleSubmit(async ({ count }) => {
    try {
      const pdf = await bagCodesPdf(count);
      window.open(URL.createObjectURL(pdf), '_blank', 'noopener');
      toast.success(t('codesReady', { count }));
    } catch (error) {
      setServerErrors(codesForm, error, { otherwise: explain });
    }
  });

  return (
    <AdminFrame props={props} current="/admin/prijem">
      <Head><title>{t('heading')}</title></Head>
      <h1>{t('heading')}</h1>
      <Card aria-labelledby="receive-heading">
        <h2 id="receive-heading">{t('receiveHeading')}</h2>
        <form onSubmit={receive} aria-describedby="receive-help">
          <Row>
            <Field>{t('batchCode')}
              <input ref={codeInput} name="code" autoFocus autoComplete="off" readOnly={busy} aria-invalid={problem !== null} />
            </Field>
            <Button type="submit" $variant="primary" disabled={busy}>{t('receive')}</Button>
          </Row>
          <p id="receive-help"><Muted>{t('receiveHelp')}</Muted></p>
        </form>
        {problem && <p role="alert" style={{ color: '#a4161a', fontWeight: 600 }}>{problem}</p>}
      </Card>
      <Card aria-labelledby="unannounced-heading">
        <h2 id="unannounced-heading">{t('unannouncedHeading')}</h2>
        <form onSubmit={(e) => void unannounced(e)} noValidate>
          <Row>
            <FormEmailField form={unannouncedForm} name="email" id="unannounced-email" label={t('sellerEmail')} autoComplete="off" />
            <FormSelect form={unannouncedForm} name="locale" id="unannounced-locale" label={t('storefront')}>
              {STOREFRONTS.map((l) => <option key={l} value={l}>{storefrontLabel(l, props.locale)}</option>)}
            </FormSelect>
            <Button type="submit" disabled={busy || unannouncedForm.formState.isSubmitting} aria-busy={unannouncedForm.formState.isSubmitting}>{t('unannounced')}</Button>
          </Row>
          <FormError form={unannouncedForm} />
        </form>
      </Card>
      <Card aria-labelledby="codes-heading">
        <h2 id="codes-heading">{t('codesHeading')}</h2>
        <form onSubmit={(e) => void printCodes(e)} noValidate>
          <Row>
            <FormTextField form={codesForm} name="count" id="codes-count" label={t('codesCount')} inputMode="numeric" />
            <Button type="submit" disabled={busy || codesForm.formState.isSubmitting} aria-busy={codesForm.formState.isSubmitting}>{t('printCodes')}</Button>
          </Row>
          <FormError form={codesForm} />
        </form>
      </Card>
    </AdminFrame>
  );
}
