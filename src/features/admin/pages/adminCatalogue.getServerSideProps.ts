import type { AbstractIntlMessages } from 'next-intl';
import type { CategoryItem } from '@/contracts/intake';
import { precompileMessages } from '@/i18n/precompile';
import { fetchCategories } from '../api/catalogueApi';
import type { AdminLang } from '../adminPages';
import { adminMessages, withAdmin } from '../server/withAdmin';

/** The page's own strings (locales/{cs,en}/catalogue-editing.json) under admin.catalogue. */
async function catalogueMessages(lang: AdminLang): Promise<{ admin: AbstractIntlMessages }> {
  const loaded = (await import(`../../../../locales/${lang}/catalogue-editing.json`)) as { default?: AbstractIntlMessages };
  const own = precompileMessages({ catalogue: (loaded.default ?? loaded) as AbstractIntlMessages }).catalogue;
  const base = await adminMessages(lang);
  return { admin: { ...base.admin, catalogue: own } };
}

export type AdminCatalogueData = { categories: CategoryItem[] | null; messages: { admin: AbstractIntlMessages } };

/** /admin/katalog: catalogue editing (works, editions, authors, categories) and merges. */
export const getServerSideProps = withAdmin<AdminCatalogueData>('/admin/katalog', async ({ client, lang }) => {
  const categories = await fetchCategories(client, lang).then((l) => l.items).catch((error: unknown) => {
    console.error('[admin/katalog] could not list categories', error);
    return null;
  });
  return { props: { categories, messages: await catalogueMessages(lang) } };
});
