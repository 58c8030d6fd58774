import { useState } from 'react';
import Head from 'next/head';
import { useTranslations } from '@/i18n/use-translations';
import { AdminFrame } from '../components/AdminFrame';
import { Card, Muted } from '../components/adminStyles';
import { CatalogueCategories } from '../components/catalogue/CatalogueCategories';
import { AuthorEditor, WorkEditor } from '../components/catalogue/CatalogueEditors';
import { CatalogueMerge } from '../components/catalogue/CatalogueMerge';
import { CatalogueSearch } from '../components/catalogue/CatalogueSearch';
import type { AdminPageProps } from '../server/withAdmin';
import type { AdminCatalogueData } from './adminCatalogue.getServerSideProps';

export type AdminCatalogueProps = AdminPageProps & AdminCatalogueData;

/**
 * /admin/katalog: catalogue editing (issue 15 item 2, docs/adr/0028). Find a work or an author and
 * edit it (a work's editions too); rename categories; merge two works or two authors after a
 * preview of what moves. Every save keeps the listing and search in step (the API does it).
 */
export default function AdminCataloguePage(props: AdminCatalogueProps) {
  const t = useTranslations('admin.catalogue');
  const [editing, setEditing] = useState<{ kind: 'work' | 'author'; id: number } | null>(null);
  return (
    <AdminFrame props={props} current="/admin/katalog">
      <Head><title>{t('title')}</title></Head>
      <h1>{t('title')}</h1>
      <p><Muted>{t('intro')}</Muted></p>
      <Card><CatalogueSearch onEdit={setEditing} /></Card>
      {editing?.kind === 'work' && <WorkEditor id={editing.id} lang={props.locale} />}
      {editing?.kind === 'author' && <AuthorEditor id={editing.id} />}
      <Card><CatalogueMerge onMerged={(kind, id) => setEditing({ kind, id })} /></Card>
      <Card><CatalogueCategories categories={props.categories ?? null} lang={props.locale} /></Card>
    </AdminFrame>
  );
}
