import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, reportRequestError } from '@/lib/http';
import { Button } from '@/ui';
import { revokeOtherSessions } from '../api/currentUser';
import { Actions, Fieldset } from '@/ui/form';

/** "Log out on all other devices": every other session of the customer is revoked on the server. */
export function OtherSessions() {
  const t = useTranslations('account');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [revoked, setRevoked] = useState<number | null>(null);

  const onClick = async () => {
    setBusy(true);
    try {
      setRevoked(await revokeOtherSessions(browserClient(locale)));
    } catch (error) {
      reportRequestError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Fieldset as="section" aria-labelledby="details-sessions">
      <h2 id="details-sessions">{t('details.sessions.title')}</h2>
      <p>{t('details.sessions.text')}</p>
      <Actions>
        <Button variant="secondary" onClick={() => void onClick()} disabled={busy} aria-busy={busy}>{t('details.sessions.button')}</Button>
        <span role="status">{revoked === null ? '' : t('details.sessions.done', { count: revoked })}</span>
      </Actions>
    </Fieldset>
  );
}
