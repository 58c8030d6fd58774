import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { authorPatchBody, editionPatchBody, workPatchBody, type AuthorDetail, type WorkDetail } from '@/contracts/intake';
import { HttpError } from '@/lib/http';
import { FormError, FormTextArea, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import type { AdminLang } from '../../adminPages';
import { fetchAuthorDetail, fetchWork, saveAuthor, saveEdition, saveWork } from '../../api/catalogueApi';
import { optionalInt, useAdminFieldMessage } from '../adminForm';
import { Badge, Button, Card, Muted, Row, Table } from '../adminStyles';

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };
const failed = (t: (k: string, v?: Record<string, string>) => string) => (e: unknown) => t('failed', { message: e instanceof HttpError ? e.message : String(e) });

/** Loads a record when its id changes (loading / error / ready). */
function useRecord<T>(id: number, load: (id: number) => Promise<T>): [Load<T>, (data: T) => void] {
  const [state, setState] = useState<Load<T>>({ state: 'loading' });
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let live = true;
    setState({ state: 'loading' });
    loader.current(id).then((data) => live && setState({ state: 'ready', data }), () => live && setState({ state: 'error' }));
    return () => { live = false; };
  }, [id]);
  return [state, (data) => setState({ state: 'ready', data })];
}

const workForm = workPatchBody.required({ title: true }).extend({ description: z.string().trim().max(10_000) });

/** A work: its title and description, and its editions (each editable). */
export function WorkEditor({ id, lang }: { id: number; lang: AdminLang }) {
  const t = useTranslations('admin.catalogue');
  const [load, setWork] = useRecord(id, (workId) => fetchWork(workId, lang));
  return (
    <Card aria-labelledby="work-editor" data-testid="work-editor">
      <h2 id="work-editor">{t('work.heading', { id })}</h2>
      <div aria-live="polite">
        {load.state === 'loading' && <p>{t('work.loading')}</p>}
        {load.state === 'error' && <p role="alert">{t('work.loadError')}</p>}
      </div>
      {load.state === 'ready' && <WorkForm key={load.data.id} work={load.data} onSaved={setWork} />}
    </Card>
  );
}

function WorkForm({ work, onSaved }: { work: WorkDetail; onSaved: (w: WorkDetail) => void }) {
  const t = useTranslations('admin.catalogue');
  const message = useAdminFieldMessage();
  const [editing, setEditing] = useState<number | null>(null);
  const form = useZodForm(workForm, { defaultValues: { title: work.title, description: work.description ?? '' }, message });
  const save = form.handleSubmit(async ({ title, description }) => {
    try {
      await saveWork(work.id, { title, description: description || null });
      onSaved({ ...work, title, description: description || null });
      toast.success(t('work.saved', { id: work.id }));
    } catch (error) {
      setServerErrors(form, error, { otherwise: failed(t) });
    }
  });
  const names = (list: { name: string }[]) => (list.length === 0 ? t('work.none') : list.map((n) => n.name).join(', '));
  return (
    <>
      <p>{t('work.authors')}: {names(work.authors)} · {t('work.categories')}: {names(work.categories)}</p>
      <form onSubmit={(e) => void save(e)} noValidate>
        <FormTextField form={form} name="title" id="work-title" label={t('work.title')} />
        <FormTextArea form={form} name="description" id="work-description" label={t('work.description')} rows={4} />
        <Row><Button type="submit" $variant="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('work.save')}</Button></Row>
        <FormError form={form} />
      </form>
      <h3>{t('edition.heading')}</h3>
      {work.editions.length === 0 ? <p><Muted>{t('edition.empty')}</Muted></p> : (
        <Table aria-label={t('edition.heading')}>
          <thead><tr>
            <th>{t('edition.columns.id')}</th><th>{t('edition.columns.title')}</th><th>{t('edition.columns.isbn')}</th><th>{t('edition.columns.year')}</th>
            <th className="num">{t('edition.columns.pages')}</th><th className="num">{t('edition.columns.copies')}</th><th />
          </tr></thead>
          <tbody>{work.editions.map((e) => (
            <tr key={e.id}>
              <td>#{e.id}</td><td>{e.title}</td><td>{e.isbn13 ?? '—'}</td><td>{e.year ?? '—'}</td><td className="num">{e.pages ?? '—'}</td><td className="num">{e.copies}</td>
              <td><Button type="button" aria-expanded={editing === e.id} onClick={() => setEditing(editing === e.id ? null : e.id)}>{t('edition.edit', { id: e.id })}</Button></td>
            </tr>
          ))}</tbody>
        </Table>
      )}
      {editing !== null && (() => {
        const edition = work.editions.find((e) => e.id === editing)!;
        return (
          <EditionForm
            key={edition.id} edition={edition} onClose={() => setEditing(null)}
            onSaved={(next) => onSaved({ ...work, editions: work.editions.map((e) => (e.id === next.id ? next : e)) })}
          />
        );
      })()}
    </>
  );
}

type Edition = WorkDetail['editions'][number];
const editionForm = z.object({
  title: z.string().trim().min(1).max(200),
  year: z.preprocess(optionalInt, z.number().int().min(1450).max(2100).optional()),
  pages: z.preprocess(optionalInt, z.number().int().min(1).max(20_000).optional()),
});

function EditionForm({ edition, onSaved, onClose }: { edition: Edition; onSaved: (e: Edition) => void; onClose: () => void }) {
  const t = useTranslations('admin.catalogue');
  const message = useAdminFieldMessage();
  const form = useZodForm(editionForm, { defaultValues: { title: edition.title, year: edition.year ?? '', pages: edition.pages ?? '' }, message });
  const save = form.handleSubmit(async ({ title, year, pages }) => {
    try {
      await saveEdition(edition.id, editionPatchBody.parse({ title, year: year ?? null, pages: pages ?? null }));
      onSaved({ ...edition, title, year: year ?? null, pages: pages ?? null });
      toast.success(t('edition.saved', { id: edition.id }));
      onClose();
    } catch (error) {
      setServerErrors(form, error, { otherwise: failed(t) });
    }
  });
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-labelledby={`edition-${edition.id}`}>
      <h4 id={`edition-${edition.id}`}>{t('edition.edit', { id: edition.id })}</h4>
      <Row>
        <FormTextField form={form} name="title" id={`edition-${edition.id}-title`} label={t('edition.title')} />
        <FormTextField form={form} name="year" id={`edition-${edition.id}-year`} label={t('edition.year')} inputMode="numeric" />
        <FormTextField form={form} name="pages" id={`edition-${edition.id}-pages`} label={t('edition.pages')} inputMode="numeric" />
      </Row>
      <Row>
        <Button type="submit" $variant="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('edition.save')}</Button>
        <Button type="button" onClick={onClose}>{t('edition.close')}</Button>
      </Row>
      <FormError form={form} />
    </form>
  );
}

/** An author: the name (their works' search rows follow), and whether they were merged away. */
export function AuthorEditor({ id }: { id: number }) {
  const t = useTranslations('admin.catalogue');
  const [load, setAuthor] = useRecord(id, fetchAuthorDetail);
  return (
    <Card aria-labelledby="author-editor" data-testid="author-editor">
      <h2 id="author-editor">{t('author.heading', { id })}</h2>
      <div aria-live="polite">
        {load.state === 'loading' && <p>{t('author.loading')}</p>}
        {load.state === 'error' && <p role="alert">{t('author.loadError')}</p>}
      </div>
      {load.state === 'ready' && <AuthorForm key={load.data.id} author={load.data} onSaved={setAuthor} />}
    </Card>
  );
}

function AuthorForm({ author, onSaved }: { author: AuthorDetail; onSaved: (a: AuthorDetail) => void }) {
  const t = useTranslations('admin.catalogue');
  const message = useAdminFieldMessage();
  const form = useZodForm(authorPatchBody, { defaultValues: { name: author.name }, message });
  const save = form.handleSubmit(async ({ name }) => {
    try {
      await saveAuthor(author.id, name);
      onSaved({ ...author, name });
      toast.success(t('author.saved', { id: author.id }));
    } catch (error) {
      setServerErrors(form, error, { otherwise: failed(t) });
    }
  });
  return (
    <>
      <p>{t('author.summary', { works: author.works, translated: author.translated })} {author.mergedInto !== null && <Badge>{t('author.merged', { id: author.mergedInto })}</Badge>}</p>
      <form onSubmit={(e) => void save(e)} noValidate>
        <Row>
          <FormTextField form={form} name="name" id="author-name" label={t('author.name')} />
          <Button type="submit" $variant="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('author.save')}</Button>
        </Row>
        <FormError form={form} />
      </form>
    </>
  );
}
