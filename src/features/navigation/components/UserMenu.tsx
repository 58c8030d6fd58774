import { useTranslations } from '@/i18n/use-translations';
import { useSessionUser } from '@/features/account';
import { ActionLink } from './HeaderActions.styles';

interface UserMenuProps {
  /** The logged-in customer's display name; null for an anonymous visitor. */
  userName: string | null;
}

/** Anonymous visitors get a login link; customers a link to their account, named after them. */
export function UserMenu({ userName }: UserMenuProps) {
  const t = useTranslations('common');
  // Pages that do not load the customer still show "my account" to a logged-in visitor.
  useSessionUser();
  if (userName === null) return <ActionLink route="login">{t('header.login')}</ActionLink>;
  // A customer who gave no name is greeted as "my account", not by the e-mail address.
  if (userName.trim() === '') return <ActionLink route="account">{t('header.account')}</ActionLink>;
  return (
    <ActionLink route="account" aria-label={t('header.accountOf', { name: userName })}>
      {userName}
    </ActionLink>
  );
}
