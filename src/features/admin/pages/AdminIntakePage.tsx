import { useRef, useState, type FormEvent } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast';
import { HttpError } from '@/lib/http';
import { bagCodesPdf, receiveBatch, receiveUnannounced } from '../api/intakeApi';
import { AdminFrame } from '../components/AdminFrame';
import { Button, Card, Field, Muted, Row } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

const STOREFRONTS = ['cs', 'sk', 'en', 'de-DE', 'de-AT', 'fr', 'es', 'it', 'nl', 'fr-BE'] as const;

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

  const explain = (error: unknown) => {
    if (error instanceof HttpError) {
      if (error.status === 404) return t('errors.unknownBatch');
      if (error.code === 'BATCH_STATE_CONFLICT' && (error.details as { reason?: string } | undefined)?.reason === 'NO_SELLER') return t('errors.noSeller');
      if (error.code === 'BATCH_STATE_CONFLICT') return t('errors.batchState', { state: String((error.details as { from?: string } | undefined)?.from ?? '') });
      return error.message;
    }
    return String(error);
  };
  const open = (code: string) => router.push(`/admin/prijem/${code}`);

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

  const unannounced = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const batch = await receiveUnannounced(String(form.get('email') ?? ''), String(form.get('locale') ?? 'cs'));
      toast.success(t('received', { code: batch.code }));
      await open(batch.code);
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(false);
    }
  };

  const printCodes = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const count = Number(new FormData(event.currentTarget).get('count') ?? 24);
    setBusy(true);
    try {
      const pdf = await bagCodesPdf(count);
      window.open(URL.createObjectURL(pdf), '_blank', 'noopener');
      toast.success(t('codesReady', { count }));
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(false);
    }
  };

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
        <form onSubmit={unannounced}>
          <Row>
            <Field>{t('sellerEmail')}<input name="email" type="email" required autoComplete="off" /></Field>
            <Field>{t('storefront')}
              <select name="locale" defaultValue="cs">{STOREFRONTS.map((l) => <option key={l} value={l}>{l}</option>)}</select>
            </Field>
            <Button type="submit" disabled={busy}>{t('unannounced')}</Button>
          </Row>
        </form>
      </Card>
      <Card aria-labelledby="codes-heading">
        <h2 id="codes-heading">{t('codesHeading')}</h2>
        <form onSubmit={printCodes}>
          <Row>
            <Field>{t('codesCount')}<input name="count" type="number" min={1} max={200} defaultValue={24} /></Field>
            <Button type="submit" disabled={busy}>{t('printCodes')}</Button>
          </Row>
        </form>
      </Card>
    </AdminFrame>
  );
}
