import { useTranslations } from '@/i18n/use-translations';
import { PendingState } from '@/ui';
import type { CurrentUser } from '@/contracts/account';
import { useCurrentUser } from '../api/currentUser';
import { AccountLayout } from '@/features/account-frame';
import { AddressBook } from '../components/AddressBook';
import { DeleteAccount } from '../components/DeleteAccount';
import { EmailChange } from '../components/EmailChange';
import { OtherSessions } from '../components/OtherSessions';
import { ProfileForm } from '../components/ProfileForm';

/** /account/details/[[...params]]: personal details, addresses, notifications, deleting the account. */
export default function AccountDetailsPage() {
  const t = useTranslations('account');
  const { data, error, mutate } = useCurrentUser();
  const saved = (user: CurrentUser) => void mutate(user, { revalidate: false });

  return (
    <AccountLayout current="accountDetails" title={t('details.title')}>
      {!data ? (
        <PendingState error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <ProfileForm key={data.id} user={data} onSaved={saved} />
          <EmailChange onSaved={saved} />
          <AddressBook user={data} onSaved={saved} />
          <OtherSessions />
          <DeleteAccount />
        </>
      )}
    </AccountLayout>
  );
}
