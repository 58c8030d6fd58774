import { useMemo, useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { categoryPatchBody, type CategoryItem } from '@/contracts/intake';
import { HttpError } from '@/lib/http';
import { FormError, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import type { AdminLang } from '../../adminPages';
import { saveCategory } from '../../api/catalogueApi';
import { useAdminFieldMessage } from '../adminForm';
import { Button, Card, Field, Row, Table } from '../adminStyles';

const SHOWN = 50;
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const categoryForm = categoryPatchBody.required({ name: true }).omit({ translations: true }).extend({ localName: categoryPatchBody.shape.name.unwrap() });

/** Every category, filtered as one types; each renames (its default name, its name in the staff language). */
export function CatalogueCategories({ categories, lang }: { categories: CategoryItem[] | null; lang: AdminLang }) {
  const t = useTranslations('admin.catalogue.categories');
  const [items, setItems] = useState<CategoryItem[]>(categories ?? []);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const matching = useMemo(() => {
    const q = fold(filter.trim());
    return q ? items.filter((c) => fold(c.name).includes(q) || fold(c.defaultName).includes(q) || String(c.id) === q) : items;
  }, [items, filter]);
  const current = items.find((c) => c.id === editing) ?? null;
  return (
    <section aria-labelledby="catalogue-categories">
      <h2 id="catalogue-categories">{t('heading')}</h2>
      {categories === null ? <p role="alert">{t('loadError')}</p> : (
        <>
          <Field>{t('filter')}<input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" /></Field>
          {matching.length === 0 ? <p>{t('empty')}</p> : (
            <Table aria-label={t('heading')}>
              <thead><tr><th>#</th><th>{t('columns.name')}</th><th>{t('columns.defaultName')}</th><th className="num">{t('columns.works')}</th><th /></tr></thead>
              <tbody>{matching.slice(0, SHOWN).map((c) => (
                <tr key={c.id}>
                  <td>{c.id}</td><td>{c.name}</td><td>{c.defaultName}</td><td className="num">{c.works}</td>
                  <td><Button type="button" aria-expanded={editing === c.id} onClick={() => setEditing(editing === c.id ? null : c.id)}>{t('edit', { name: c.name })}</Button></td>
                </tr>
              ))}</tbody>
            </Table>
          )}
          {matching.length > SHOWN && <p>{t('more', { count: matching.length - SHOWN })}</p>}
          {current && (
            <CategoryForm
              key={current.id} category={current} lang={lang} onClose={() => setEditing(null)}
              onSaved={(next) => setItems((list) => list.map((c) => (c.id === next.id ? next : c)))}
            />
          )}
        </>
      )}
    </section>
  );
}

function CategoryForm({ category, lang, onSaved, onClose }: { category: CategoryItem; lang: AdminLang; onSaved: (c: CategoryItem) => void; onClose: () => void }) {
  const t = useTranslations('admin.catalogue');
  const message = useAdminFieldMessage();
  const form = useZodForm(categoryForm, { defaultValues: { name: category.defaultName, localName: category.name }, message });
  const save = form.handleSubmit(async ({ name, localName }) => {
    try {
      await saveCategory(category.id, { name, translations: [{ locale: lang, name: localName }] });
      // A category without a translation in this language shows its default name.
      onSaved({ ...category, defaultName: name, name: category.name === category.defaultName ? name : localName });
      toast.success(t('categories.saved', { id: category.id }));
      onClose();
    } catch (error) {
      setServerErrors(form, error, { otherwise: (e) => t('failed', { message: e instanceof HttpError ? e.message : String(e) }) });
    }
  });
  return (
    <Card aria-labelledby="category-editor">
      <form onSubmit={(e) => void save(e)} noValidate>
        <h3 id="category-editor">{t('categories.edit', { name: category.name })}</h3>
        <Row>
          <FormTextField form={form} name="name" id="category-name" label={t('categories.name')} />
          <FormTextField form={form} name="localName" id="category-local-name" label={t('categories.localName')} />
        </Row>
        <Row>
          <Button type="submit" $variant="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('categories.save')}</Button>
          <Button type="button" onClick={onClose}>{t('categories.close')}</Button>
        </Row>
        <FormError form={form} />
      </form>
    </Card>
  );
}
