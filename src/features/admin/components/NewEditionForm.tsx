import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import type { CategoryItem, EditionCreateBody } from '@/contracts/intake';
import { FormCheckbox, FormError, FormSelect, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import type { AdminLang } from '../adminPages';
import { adminClient } from '../api/adminApi';
import { fetchCategories } from '../api/catalogueApi';
import { createEdition } from '../api/intakeApi';
import { optionalInt, useAdminFieldMessage } from './adminForm';
import { Button, Muted, Row } from './adminStyles';

/** Languages offered first in the new-edition form (ids of src/contracts/languages.ts). */
const FORM_LANGUAGES = [[1, 'čeština / Czech'], [2, 'slovenčina / Slovak'], [3, 'English'], [4, 'Deutsch'], [5, 'Français'], [7, 'Español'], [8, 'Italiano'], [21, 'Nederlands']] as const;
const BINDINGS = [1, 2, 3, 4, 5] as const;
const SHOWN = 12;

const names = z.string().max(2000).transform((text) => text.split(',').map((s) => s.trim()).filter(Boolean).map((name) => ({ name })));
const optionalName = z.string().trim().max(200).transform((name) => (name ? { name } : undefined));
/** The form as typed; its output is the contract's EditionCreateBody (less the ISBN and the picked categories). */
const editionForm = z.object({
  title: z.string().trim().min(1).max(200),
  authors: names,
  translators: names,
  publisher: optionalName,
  series: optionalName,
  year: z.preprocess(optionalInt, z.number().int().min(1450).max(2100).optional()),
  pages: z.preprocess(optionalInt, z.number().int().min(1).max(20_000).optional()),
  languageId: z.coerce.number().int().positive(),
  bindingId: z.coerce.number().int().positive(),
  ignoreDuplicates: z.boolean(),
});

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The intake desk's new-edition form (react-hook-form with zod, docs/adr/0025): title, authors,
 * translators, publisher, series, year, pages, language, binding and categories (a picker over the
 * catalogue's categories), for an ISBN the catalogue does not know. Creates the edition (and its
 * work) and hands its id back; a duplicate or a refusal shows on the form.
 */
export function NewEditionForm({ isbn13, lang, explain, onCreated }: {
  isbn13: string | null; lang: AdminLang; explain: (error: unknown) => string; onCreated: (editionId: number) => Promise<void>;
}) {
  const t = useTranslations('intake');
  const message = useAdminFieldMessage();
  const [categories, setCategories] = useState<CategoryItem[]>([]);
  const form = useZodForm(editionForm, {
    defaultValues: { title: '', authors: '', translators: '', publisher: '', series: '', year: '', pages: '', languageId: 1, bindingId: 2, ignoreDuplicates: false },
    message,
  });
  const create = form.handleSubmit(async (values) => {
    const body: EditionCreateBody = { ...values, isbn: isbn13 ?? undefined, categories: categories.map((c) => ({ id: c.id })) };
    let editionId: number;
    try {
      editionId = (await createEdition(body)).editionId;
    } catch (error) {
      setServerErrors(form, error, { otherwise: explain });
      return;
    }
    await onCreated(editionId);
  });
  return (
    <form onSubmit={(e) => void create(e)} aria-labelledby="create-heading" noValidate>
      <h3 id="create-heading">{t('createHeading', { isbn: isbn13 ?? '—' })}</h3>
      <Row>
        <FormTextField form={form} name="title" id="edition-title" label={t('title')} autoFocus />
        <FormTextField form={form} name="authors" id="edition-authors" label={t('authorsHint')} />
        <FormTextField form={form} name="translators" id="edition-translators" label={t('translatorsHint')} />
        <FormTextField form={form} name="publisher" id="edition-publisher" label={t('publisher')} />
        <FormTextField form={form} name="series" id="edition-series" label={t('series')} />
        <FormTextField form={form} name="year" id="edition-year" label={t('year')} inputMode="numeric" />
        <FormTextField form={form} name="pages" id="edition-pages" label={t('pages')} inputMode="numeric" />
        <FormSelect form={form} name="languageId" id="edition-language" label={t('language')}>
          {FORM_LANGUAGES.map(([id, label]) => <option key={id} value={id}>{label}</option>)}
        </FormSelect>
        <FormSelect form={form} name="bindingId" id="edition-binding" label={t('binding')}>
          {BINDINGS.map((id) => <option key={id} value={id}>{t(`bindings.${id}`)}</option>)}
        </FormSelect>
      </Row>
      <CategoryPicker lang={lang} chosen={categories} onChange={setCategories} />
      <Row>
        <FormCheckbox form={form} name="ignoreDuplicates" label={t('ignoreDuplicates')} />
        <Button type="submit" $variant="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('createEdition')}</Button>
      </Row>
      <FormError form={form} />
    </form>
  );
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; items: CategoryItem[] };

/** Categories by a few typed letters (accents aside): matching ones as checkboxes, the chosen ones as removable chips. */
function CategoryPicker({ lang, chosen, onChange }: { lang: AdminLang; chosen: CategoryItem[]; onChange: (next: CategoryItem[]) => void }) {
  const t = useTranslations('intake.categoryPicker');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [filter, setFilter] = useState('');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    fetchCategories(adminClient(), lang).then((l) => live && setLoad({ state: 'ready', items: l.items }), () => live && setLoad({ state: 'error' }));
    return () => { live = false; };
  }, [lang, attempt]);
  const matching = useMemo(() => {
    if (load.state !== 'ready') return [];
    const q = fold(filter.trim());
    return q ? load.items.filter((c) => fold(c.name).includes(q) || fold(c.defaultName).includes(q)) : load.items;
  }, [load, filter]);
  const isChosen = (id: number) => chosen.some((c) => c.id === id);
  const toggle = (c: CategoryItem) => onChange(isChosen(c.id) ? chosen.filter((x) => x.id !== c.id) : [...chosen, c]);
  return (
    <fieldset style={{ border: '1px solid #ddd', borderRadius: 4, margin: '12px 0', padding: 12 }}>
      <legend>{t('legend')}</legend>
      <p id="category-chosen-label">{t('chosen')}:{' '}
        {chosen.length === 0 ? <Muted>{t('none')}</Muted> : chosen.map((c) => (
          <Button key={c.id} type="button" $variant="plain" aria-label={t('remove', { name: c.name })} onClick={() => toggle(c)} style={{ marginRight: 6 }}>{c.name} ×</Button>
        ))}
      </p>
      {load.state === 'loading' && <p aria-live="polite">{t('loading')}</p>}
      {load.state === 'error' && <p role="alert">{t('loadError')} <Button type="button" onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button></p>}
      {load.state === 'ready' && (
        <>
          <label htmlFor="category-filter" style={{ display: 'block', fontWeight: 600 }}>{t('filter')}</label>
          <input id="category-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off"
            onKeyDown={(e) => { if (e.key === 'Enter') e.preventDefault(); }} />
          {matching.length === 0 ? <p>{t('empty')}</p> : (
            <ul style={{ listStyle: 'none', padding: 0, columns: 2 }}>
              {matching.slice(0, SHOWN).map((c) => (
                <li key={c.id}><label><input type="checkbox" checked={isChosen(c.id)} onChange={() => toggle(c)} /> {c.name}</label></li>
              ))}
            </ul>
          )}
          {matching.length > SHOWN && <p><Muted>{t('more', { count: matching.length - SHOWN })}</Muted></p>}
        </>
      )}
    </fieldset>
  );
}

