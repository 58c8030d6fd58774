import Head from 'next/head';
import { useTranslations } from '@/i18n/use-translations';
import { AdminFrame } from '../components/AdminFrame';
import type { AdminPageProps } from '../server/withAdmin';

export default function AdminHomePage(props: AdminPageProps) {
  const t = useTranslations('admin');
  return (
    <AdminFrame props={props} current="/admin">
      <Head><title>{t('title')}</title></Head>
      <h1>{t('home.heading')}</h1>
      <p>{t('home.intro')}</p>
    </AdminFrame>
  );
}
