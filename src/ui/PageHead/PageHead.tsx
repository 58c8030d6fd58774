import Head from 'next/head';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { brandFor, resolveLocale } from '@/i18n/locales';

interface PageHeadProps {
  /** The page's own title; the storefront brand is appended. */
  title: string;
  description?: string;
  /** Error and utility pages keep out of search results. */
  noIndex?: boolean;
}

/** <title>, description and robots for a page, in one consistent "Title | Brand" form. */
export function PageHead({ title, description, noIndex = false }: PageHeadProps) {
  const t = useTranslations('common');
  const brand = brandFor(resolveLocale(useLocale()));
  return (
    <Head>
      <title key="title">{t('meta.title', { title, brand })}</title>
      {description && <meta key="description" name="description" content={description} />}
      {noIndex && <meta key="robots" name="robots" content="noindex, follow" />}
    </Head>
  );
}
