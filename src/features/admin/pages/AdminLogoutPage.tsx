import Head from 'next/head';
import { AdminLink } from '../components/AdminLink';
import { useTranslations } from '@/i18n/use-translations';

/** /admin/logout: the staff session is ended (by the API call before, or by getServerSideProps). */
export default function AdminLogoutPage() {
  const t = useTranslations('admin.logout');
  return (
    <main style={{ maxWidth: 420, margin: '60px auto', fontFamily: 'system-ui, sans-serif', color: '#1a1a1a', padding: '0 16px' }}>
      <Head><title>{t('heading')}</title></Head>
      <h1>{t('heading')}</h1>
      <p>{t('done')}</p>
      <AdminLink route="adminLogin">{t('again')}</AdminLink>
    </main>
  );
}
