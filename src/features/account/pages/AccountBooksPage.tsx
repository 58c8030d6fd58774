import { useTranslations } from 'next-intl';
import { RouteLink } from '@/routing';
import { EmptyState } from '@/ui';
import { AccountLayout } from '../components/AccountLayout';

/**
 * /account/books: books the customer sold to us. There is no data model of sold books yet
 * (leads and batches come with the selling issue), so this says so honestly and points to selling.
 */
export default function AccountBooksPage() {
  const t = useTranslations('account');
  return (
    <AccountLayout current="accountBooks" title={t('books.title')}>
      <EmptyState>
        {t('books.empty')} <RouteLink route="sellBooks">{t('books.sell')}</RouteLink>
      </EmptyState>
    </AccountLayout>
  );
}
