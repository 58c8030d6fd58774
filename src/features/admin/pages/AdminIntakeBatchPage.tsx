import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import Head from 'next/head';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { INTAKE_REFUSAL_REASONS } from '@/contracts/buyback';
import {
  acceptBody, GRADABLE_CONDITION_IDS, INTAKE_DEFECTS, RECLAIM_DAYS_DEFAULT, RECLAIM_OPTIONS, refuseBody,
  type EditionHit, type IdentifyResponse, type IntakeBatch, type IntakeBook, type Suggestion,
} from '@/contracts/intake';
import { HttpError } from '@/lib/http';
import { FormSelect, FormTextField, useZodForm } from '@/ui/form/hook-form';
import {
  acceptBook, addBookToBatch, fetchIntakeBatch, fetchSuggestion, identifyBook, intakePhotoUrl, processBatch, refuseBook, uploadBookPhoto,
} from '../api/intakeApi';
import { adminClient } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { useAdminFieldMessage } from '../components/adminForm';
import { AdminLink } from '../components/AdminLink';
import { NewEditionForm } from '../components/NewEditionForm';
import { Badge, Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminIntakeBatchProps extends AdminPageProps { batch: IntakeBatch }

const ISBN_LIKE = /^[\d\s-]{9,17}[\dXx]$/;
const toX100 = (value: string) => Math.round(Number(value.trim().replace(',', '.')) * 100);
const MONEY = /^\d{1,6}([.,]\d{1,2})?$/;

/**
 * The grading panel as typed (react-hook-form, ADR 0025): the verdict's fields, checked for the
 * verdict asked (`intent`); the API checks again with acceptBody / refuseBody (and the limits).
 */
const gradeForm = z.object({
  intent: z.enum(['accept', 'refuse']),
  conditionId: z.coerce.number().pipe(acceptBody.shape.conditionId),
  note: z.string().trim().max(500),
  defects: z.array(z.enum(INTAKE_DEFECTS)).catch([]),
  purchase: z.string(),
  saleCzk: z.string(),
  saleEur: z.string(),
  reason: refuseBody.shape.reason,
  reclaimOption: z.enum(RECLAIM_OPTIONS),
  reclaimDays: z.coerce.number().int().min(1).max(365),
}).superRefine((v, ctx) => {
  if (v.intent !== 'accept') return;
  for (const field of ['purchase', 'saleCzk', 'saleEur'] as const) {
    if (!MONEY.test(v[field].trim())) ctx.addIssue({ code: 'custom', path: [field], message: 'money' });
  }
});

/**
 * /admin/prijem/[code]: one parcel at the intake desk, keyboard first. The scanner types an ISBN
 * (or staff type title words) and Enter: a book of the lead with that ISBN is selected, a known
 * edition can be added to the parcel, an unknown ISBN opens the new-edition form. The selected
 * book is graded (condition, defects, note, photos) and priced (the suggestion, within the
 * employee's limits) or refused with evidence; when every book has its verdict the batch is
 * marked processed and the seller paid.
 */
export default function AdminIntakeBatchPage(props: AdminIntakeBatchProps) {
  const t = useTranslations('intake');
  const format = useFormatter();
  const [batch, setBatch] = useState<IntakeBatch>(props.batch);
  const [selected, setSelected] = useState<number | null>(null);
  const [found, setFound] = useState<IdentifyResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const scanInput = useRef<HTMLInputElement>(null);
  useEffect(() => setBatch(props.batch), [props.batch]);
  const canEditCatalogue = props.employee?.permissions.includes('catalogue') ?? false;
  const open = batch.state === 'processing' || batch.state === 'received';
  const money = (x100: number | null, currency: string = batch.currency) => (x100 === null ? '—' : format.number(x100 / 100, { style: 'currency', currency }));
  const book = batch.books.find((b) => b.id === selected) ?? null;

  const explain = (error: unknown): string => {
    if (!(error instanceof HttpError)) return String(error);
    const d = (error.details ?? {}) as { minX100?: number; maxX100?: number; reason?: string };
    switch (error.code) {
      case 'PRICE_OUT_OF_LIMITS': return t('errors.priceLimits', { min: money(d.minX100 ?? 0), max: money(d.maxX100 ?? 0) });
      case 'INTAKE_BOOK_DECIDED': return t('errors.decided');
      case 'DUPLICATE_EDITION': return t('errors.duplicate');
      case 'BATCH_STATE_CONFLICT': return d.reason === 'BOOKS_PENDING' ? t('errors.pending') : t('errors.batchState', { state: batch.state });
      default: return error.message;
    }
  };
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setProblem(null);
    } catch (error) {
      const message = explain(error);
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const refresh = async () => setBatch(await fetchIntakeBatch(adminClient(), batch.code));

  const scan = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = scanInput.current?.value.trim() ?? '';
    if (!value) return;
    void attempt(async () => {
      const answer = await identifyBook(ISBN_LIKE.test(value) ? { isbn: value } : { q: value });
      const pending = answer.isbn13 ? batch.books.find((b) => b.outcome === 'pending' && b.isbn13 === answer.isbn13) : undefined;
      if (pending) {
        setSelected(pending.id);
        setFound(null);
        toast.success(t('selected', { title: pending.title ?? pending.isbn13 ?? '' }));
      } else {
        setFound(answer);
      }
      if (scanInput.current) scanInput.current.value = '';
    });
  };

  const addEdition = (hit: Pick<EditionHit, 'editionId'>) => attempt(async () => {
    const next = await addBookToBatch(batch.code, hit.editionId);
    setBatch(next);
    setFound(null);
    const added = next.books[next.books.length - 1];
    if (added) setSelected(added.id);
    toast.success(t('added'));
  });

  const process = () => attempt(async () => {
    setBatch(await processBatch(batch.code));
    toast.success(t('processed'));
  });

  return (
    <AdminFrame props={props} current="/admin/prijem">
      <Head><title>{t('batchHeading', { code: batch.code })}</title></Head>
      <p><AdminLink route="adminIntake">← {t('back')}</AdminLink></p>
      <h1>{t('batchHeading', { code: batch.code })}</h1>
      <p>
        <Badge role="status" aria-label={t('state')}>{t(`states.${batch.state}`)}</Badge>{' '}
        <Muted>{batch.email ?? t('noSeller')} · {t('pendingCount', { count: batch.pending })}</Muted>
      </p>

      {batch.lead && (
        <Card aria-labelledby="lead-heading">
          <h2 id="lead-heading">{t('leadHeading')}</h2>
          {batch.lead.photoUrl ? <p><a href={batch.lead.photoUrl} target="_blank" rel="noreferrer">{t('spinePhoto')}</a></p> : <p><Muted>{t('noSpinePhoto')}</Muted></p>}
          {batch.lead.note && <p>{batch.lead.note}</p>}
          <Table>
            <thead><tr><th>{t('isbn')}</th><th>{t('sellerCondition')}</th><th>{t('choice')}</th><th className="num">{t('quantity')}</th><th className="num">{t('quoted')}</th></tr></thead>
            <tbody>
              {batch.lead.items.map((i, n) => (
                <tr key={n}><td>{i.isbn13 ?? i.input}</td><td>{t(`bands.${i.condition}`)}</td><td>{t(`choices.${i.choice}`)}</td><td className="num">{i.quantity}</td><td className="num">{money(i.unitPriceX100)}</td></tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}

      {open && (
        <Card aria-labelledby="scan-heading">
          <h2 id="scan-heading">{t('identifyHeading')}</h2>
          <form onSubmit={scan} aria-describedby="scan-help">
            <Row>
              <Field>{t('isbnOrTitle')}<input ref={scanInput} name="isbn" autoFocus autoComplete="off" readOnly={busy} /></Field>
              <Button type="submit" $variant="primary" disabled={busy}>{t('identify')}</Button>
            </Row>
            <p id="scan-help"><Muted>{t('identifyHelp')}</Muted></p>
          </form>
          {found && !found.valid && <p role="alert">{t('invalidIsbn')}</p>}
          {found && found.items.length > 0 && (
            <Table aria-label={t('matches')}>
              <thead><tr><th>{t('title')}</th><th>{t('authors')}</th><th>{t('isbn')}</th><th className="num">{t('inStock')}</th><th /></tr></thead>
              <tbody>
                {found.items.map((hit, n) => (
                  <tr key={hit.editionId}>
                    <td>{hit.title}{hit.year ? ` (${hit.year})` : ''}</td><td>{hit.authors.join(', ')}</td><td>{hit.isbn13 ?? '—'}</td><td className="num">{hit.inStock}</td>
                    <td><Button type="button" autoFocus={n === 0} disabled={busy} onClick={() => void addEdition(hit)}>{t('addToParcel')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {found && found.valid && found.items.length === 0 && (
            canEditCatalogue ? (
              <NewEditionForm
                key={found.isbn13 ?? ''} isbn13={found.isbn13} lang={props.locale} explain={explain}
                onCreated={async (editionId) => { toast.success(t('created')); await addEdition({ editionId }); }}
              />
            ) : <p role="alert">{t('noCataloguePermission')}</p>
          )}
          {problem && <p role="alert" style={{ color: '#a4161a', fontWeight: 600 }}>{problem}</p>}
        </Card>
      )}

      <h2>{t('booksHeading')}</h2>
      {batch.books.length === 0 ? <p><Muted>{t('noBooks')}</Muted></p> : (
        <Table aria-label={t('booksHeading')}>
          <thead><tr><th>{t('title')}</th><th>{t('isbn')}</th><th>{t('sellerCondition')}</th><th className="num">{t('quoted')}</th><th>{t('verdict')}</th><th /></tr></thead>
          <tbody>
            {batch.books.map((b) => (
              <tr key={b.id} data-selected={b.id === selected || undefined}>
                <td>{b.title ?? '—'}</td><td>{b.isbn13 ?? '—'}</td><td>{t(`bands.${b.condition}`)} · {t(`choices.${b.choice}`)}</td><td className="num">{money(b.quotedX100)}</td>
                <td>
                  {b.outcome === 'accepted' && <>{t('acceptedAt', { price: money(b.acceptedX100) })} · {t(`conditions.${b.conditionId ?? 3}`)}</>}
                  {b.outcome === 'refused' && t('refusedFor', { reason: t(`reasons.${b.refusalReason ?? 'condition'}`) })}
                  {b.outcome === 'pending' && <Muted>{t('pending')}</Muted>}
                </td>
                <td>{b.outcome === 'pending' && open && <Button type="button" onClick={() => setSelected(b.id)}>{t('grade')}</Button>}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      {book && book.outcome === 'pending' && open && (
        <GradePanel key={book.id} book={book} busy={busy} attempt={attempt} onDone={async () => { setSelected(null); await refresh(); scanInput.current?.focus(); }} money={money} />
      )}

      <Row style={{ marginTop: 16 }}>
        {batch.state === 'processing' && <Button type="button" $variant="primary" disabled={busy || batch.pending > 0} onClick={() => void process()}>{t('markProcessed')}</Button>}
        {(batch.state === 'processed' || batch.state === 'paid_out') && <p role="status">{t('paidNote')}</p>}
      </Row>
      {/* Labels and crates (the warehouse desk, issue 15 item 4) hook in here: each accepted book has its copyId. */}
      <div data-intake-warehouse-hook={batch.books.filter((b) => b.copyId !== null).map((b) => b.copyId).join(',')} hidden />
    </AdminFrame>
  );
}

function GradePanel({ book, busy, attempt, onDone, money }: {
  book: IntakeBook; busy: boolean; attempt: (work: () => Promise<void>) => Promise<void>; onDone: () => Promise<void>; money: (x100: number | null) => string;
}) {
  const t = useTranslations('intake');
  const tForm = useTranslations('admin.form');
  const fieldMessage = useAdminFieldMessage();
  const [hint, setHint] = useState<Suggestion | null>(null);
  const [photos, setPhotos] = useState<number[]>(book.photoIds);
  const editionId = book.editionId;
  const form = useZodForm(gradeForm, {
    defaultValues: {
      intent: 'accept', conditionId: '2', note: '', defects: [], purchase: '', saleCzk: '', saleEur: '',
      reason: 'condition', reclaimOption: 'return', reclaimDays: String(RECLAIM_DAYS_DEFAULT),
    },
    message: (issue) => (issue.message === 'money' ? tForm('money') : fieldMessage(issue)),
  });
  const conditionId = Number(useWatch({ control: form.control, name: 'conditionId' }));
  const { setValue } = form;

  useEffect(() => {
    if (editionId === null) return;
    let live = true;
    fetchSuggestion(book.id, editionId, conditionId).then((s) => {
      if (!live) return;
      setHint(s);
      setValue('purchase', (s.purchaseX100 / 100).toFixed(2));
      setValue('saleCzk', (s.saleCzkX100 / 100).toFixed(2));
      setValue('saleEur', (s.saleEurX100 / 100).toFixed(2));
    }).catch(() => setHint(null));
    return () => { live = false; };
  }, [book.id, editionId, conditionId, setValue]);

  const upload = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    void attempt(async () => {
      const photo = await uploadBookPhoto(book.id, file);
      setPhotos((p) => [...p, photo.id]);
      toast.success(t('photoSaved'));
    });
  };

  // One form, two verdicts: the prices are checked only for an acceptance (gradeForm's refinement).
  const decide = form.handleSubmit(async (v) => {
    if (editionId === null) return;
    await attempt(async () => {
      if (v.intent === 'accept') {
        await acceptBook(book.id, {
          editionId, conditionId: v.conditionId, defects: v.defects, note: v.note || undefined,
          purchaseX100: toX100(v.purchase), saleCzkX100: toX100(v.saleCzk), saleEurX100: toX100(v.saleEur),
        });
        toast.success(t('accepted'));
      } else {
        await refuseBook(book.id, { reason: v.reason, note: v.note || undefined, reclaimOption: v.reclaimOption, reclaimDays: v.reclaimDays });
        toast.success(t('refused'));
      }
      await onDone();
    });
  });
  const submitAs = (intent: 'accept' | 'refuse') => {
    form.setValue('intent', intent);
    void decide();
  };
  const submitting = form.formState.isSubmitting;

  return (
    <Card aria-labelledby="grade-heading">
      <h2 id="grade-heading">{t('gradeHeading', { title: book.title ?? book.isbn13 ?? String(book.id) })}</h2>
      {editionId === null && <p role="alert">{t('identifyFirst')}</p>}
      <form onSubmit={(e) => { e.preventDefault(); submitAs('accept'); }} noValidate>
        <Row>
          <FormSelect form={form} name="conditionId" id="grade-condition" label={t('condition')}>
            {GRADABLE_CONDITION_IDS.map((id) => <option key={id} value={id}>{t(`conditions.${id}`)}</option>)}
          </FormSelect>
          <FormTextField form={form} name="note" id="grade-note" label={t('note')} maxLength={500} />
          <Field>{t('photo')}<input type="file" accept="image/*" capture="environment" onChange={(e) => upload(e.target.files)} disabled={busy} /></Field>
        </Row>
        <fieldset style={{ border: 0, padding: 0, margin: '12px 0' }}>
          <legend style={{ fontWeight: 600 }}>{t('defects')}</legend>
          <Row>{INTAKE_DEFECTS.map((d) => <label key={d}><input type="checkbox" value={d} {...form.register('defects')} /> {t(`defectNames.${d}`)}</label>)}</Row>
        </fieldset>
        {photos.length > 0 && (
          <Row role="group" aria-label={t('photos')}>
            {photos.map((id) => <img key={id} src={intakePhotoUrl(id)} alt={t('photoAlt', { n: id })} width={96} height={72} style={{ objectFit: 'cover' }} />)}
          </Row>
        )}
        <p aria-live="polite">
          {hint ? t('suggestion', { price: money(hint.purchaseX100), min: money(hint.limit.minX100), max: money(hint.limit.maxX100) }) : <Muted>{t('noSuggestion')}</Muted>}
          {hint?.refusal ? ` · ${t('quoteRefusal', { reason: hint.refusal })}` : ''}
        </p>
        <Row>
          <FormTextField form={form} name="purchase" id="grade-purchase" label={t('purchasePrice')} inputMode="decimal" />
          <FormTextField form={form} name="saleCzk" id="grade-sale-czk" label={t('salePriceCzk')} inputMode="decimal" />
          <FormTextField form={form} name="saleEur" id="grade-sale-eur" label={t('salePriceEur')} inputMode="decimal" />
          <Button type="submit" $variant="primary" disabled={busy || submitting || editionId === null} aria-busy={submitting}>{t('accept')}</Button>
        </Row>
        <h3>{t('refuseHeading')}</h3>
        <Row>
          <FormSelect form={form} name="reason" id="grade-reason" label={t('reason')}>
            {INTAKE_REFUSAL_REASONS.map((r) => <option key={r} value={r}>{t(`reasons.${r}`)}</option>)}
          </FormSelect>
          <FormSelect form={form} name="reclaimOption" id="grade-reclaim" label={t('reclaim')}>
            {RECLAIM_OPTIONS.map((r) => <option key={r} value={r}>{t(`reclaimOptions.${r}`)}</option>)}
          </FormSelect>
          <FormTextField form={form} name="reclaimDays" id="grade-reclaim-days" label={t('reclaimDays')} inputMode="numeric" />
          <Button type="button" $variant="danger" disabled={busy || submitting} onClick={() => submitAs('refuse')}>{t('refuse')}</Button>
        </Row>
      </form>
    </Card>
  );
}
