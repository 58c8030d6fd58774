import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, HttpError } from '@/lib/http';
import { Button } from '@/ui';
import { useEndSession } from '@/features/account-frame';
import { deleteAccount } from '../api/currentUser';
import { Actions, CheckboxLabel, ErrorText, Fieldset } from '@/ui/form';
import { ErrorCode } from '@/contracts/errors';

/** Deletes the account with its personal data, after an explicit confirmation. */
export function DeleteAccount() {
  const t = useTranslations('account');
  const locale = useLocale();
  const endSession = useEndSession();
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDelete = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(browserClient(locale));
      await endSession();
    } catch (e) {
      setError(e instanceof HttpError && e.code === ErrorCode.ACCOUNT_HAS_OPEN_ORDERS ? t('details.delete.openOrders') : t('details.saveFailed'));
      setBusy(false);
    }
  };

  return (
    <Fieldset as="section" aria-labelledby="details-delete">
      <h2 id="details-delete">{t('details.delete.title')}</h2>
      <p>{t('details.delete.text')}</p>
      <CheckboxLabel>
        <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} />
        {t('details.delete.confirm')}
      </CheckboxLabel>
      <Actions>
        <Button onClick={() => void onDelete()} disabled={!sure || busy} aria-busy={busy}>{t('details.delete.button')}</Button>
      </Actions>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Fieldset>
  );
}
