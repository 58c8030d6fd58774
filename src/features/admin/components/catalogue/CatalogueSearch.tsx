import { useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import type { AuthorHit, EditionHit } from '@/contracts/intake';
import { HttpError } from '@/lib/http';
import { FormError, FormSelect, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import { findAuthors, findWorks } from '../../api/catalogueApi';
import { useAdminFieldMessage } from '../adminForm';
import { Badge, Button, Muted, Row, Table } from '../adminStyles';

/** Title words need two letters (the identify contract); an author's name or id one. */
const searchForm = z.object({ kind: z.enum(['work', 'author']), q: z.string().trim().min(1).max(200) })
  .refine((v) => v.kind === 'author' || v.q.length >= 2, { path: ['q'], message: 'short' });
type Results = { kind: 'work'; works: { id: number; title: string; authors: string[]; editions: number; inStock: number }[] } | { kind: 'author'; authors: AuthorHit[] };

/** Editions found by title or ISBN, one line per work. */
function byWork(items: EditionHit[]) {
  const works = new Map<number, { id: number; title: string; authors: string[]; editions: number; inStock: number }>();
  for (const e of items) {
    const w = works.get(e.workId) ?? { id: e.workId, title: e.workTitle, authors: e.authors, editions: 0, inStock: 0 };
    w.editions += 1;
    w.inStock += e.inStock;
    works.set(e.workId, w);
  }
  return [...works.values()];
}

/** Find a work (title words or ISBN) or an author (name or id); each hit opens its editor. */
export function CatalogueSearch({ onEdit }: { onEdit: (what: { kind: 'work' | 'author'; id: number }) => void }) {
  const t = useTranslations('admin.catalogue');
  const message = useAdminFieldMessage();
  const tForm = useTranslations('admin.form');
  const [results, setResults] = useState<Results | null>(null);
  const form = useZodForm(searchForm, { defaultValues: { kind: 'work', q: '' }, message: (issue) => (issue.message === 'short' ? tForm('tooShort') : message(issue)) });
  const search = form.handleSubmit(async ({ kind, q }) => {
    try {
      setResults(kind === 'work' ? { kind, works: byWork((await findWorks(q)).items) } : { kind, authors: (await findAuthors(q)).items });
    } catch (error) {
      setServerErrors(form, error, { otherwise: (e) => t('search.failed', { message: e instanceof HttpError ? e.message : String(e) }) });
    }
  });
  const searching = form.formState.isSubmitting;
  const count = results === null ? 0 : results.kind === 'work' ? results.works.length : results.authors.length;
  return (
    <section aria-labelledby="catalogue-search">
      <h2 id="catalogue-search">{t('search.heading')}</h2>
      <form onSubmit={(e) => void search(e)} noValidate role="search" aria-labelledby="catalogue-search">
        <Row>
          <FormSelect form={form} name="kind" id="catalogue-kind" label={t('search.kind')}>
            <option value="work">{t('search.kinds.work')}</option>
            <option value="author">{t('search.kinds.author')}</option>
          </FormSelect>
          <FormTextField form={form} name="q" id="catalogue-q" label={t('search.q')} type="search" autoComplete="off" />
          <Button type="submit" $variant="primary" disabled={searching} aria-busy={searching}>{searching ? t('search.searching') : t('search.submit')}</Button>
        </Row>
        <FormError form={form} />
      </form>
      <div aria-live="polite">
        {results !== null && count === 0 && <p>{t('search.empty')}</p>}
        {results?.kind === 'work' && results.works.length > 0 && (
          <Table aria-label={t('search.heading')}>
            <tbody>{results.works.map((w) => (
              <tr key={w.id}>
                <td>{t('results.work', { id: w.id })}</td>
                <td><strong>{w.title}</strong> <Muted>{w.authors.join(', ')}</Muted></td>
                <td>{t('results.editions', { count: w.editions })} · {t('results.inStock', { count: w.inStock })}</td>
                <td><Button type="button" aria-label={t('results.editNamed', { name: `${w.title} (#${w.id})` })} onClick={() => onEdit({ kind: 'work', id: w.id })}>{t('results.edit')}</Button></td>
              </tr>
            ))}</tbody>
          </Table>
        )}
        {results?.kind === 'author' && results.authors.length > 0 && (
          <Table aria-label={t('search.heading')}>
            <tbody>{results.authors.map((a) => (
              <tr key={a.id}>
                <td>{t('results.author', { id: a.id })}</td>
                <td><strong>{a.name}</strong> {a.mergedInto !== null && <Badge>{t('results.merged', { id: a.mergedInto })}</Badge>}</td>
                <td>{t('results.works', { count: a.works })}</td>
                <td><Button type="button" aria-label={t('results.editNamed', { name: `${a.name} (#${a.id})` })} onClick={() => onEdit({ kind: 'author', id: a.id })}>{t('results.edit')}</Button></td>
              </tr>
            ))}</tbody>
          </Table>
        )}
      </div>
    </section>
  );
}
