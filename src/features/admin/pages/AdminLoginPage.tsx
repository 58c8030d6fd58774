import { useEffect, useState, type FormEvent } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import { WORKSTATION_STORAGE_KEY } from '@/contracts/staff';
import { HttpError } from '@/lib/http';
import { loginWithCard, loginWithPassword } from '../api/adminApi';
import { safeAdminNext } from '../adminPages';
import { Button, Card, Field } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminLoginProps extends AdminPageProps { next: string }

/** /admin/login: password; on a registered workstation (its token in this browser) also card + PIN. */
export default function AdminLoginPage({ next }: AdminLoginProps) {
  const t = useTranslations('admin.login');
  const router = useRouter();
  const [workstation, setWorkstation] = useState<string | null>(null);
  const [tab, setTab] = useState<'password' | 'rfid'>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = window.localStorage.getItem(WORKSTATION_STORAGE_KEY);
    if (token) {
      setWorkstation(token);
      setTab('rfid');
    }
  }, []);

  const explain = (e: unknown) => {
    if (!(e instanceof HttpError)) return t('error');
    const seconds = String((e.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60);
    if (e.code === 'RATE_LIMITED') return t('rateLimited', { seconds });
    if (e.code === 'CARD_LOCKED') return t('cardLocked', { seconds });
    if (e.code === 'WORKSTATION_INVALID') return t('workstationInvalid');
    if (e.code === 'STAFF_LOGIN_FAILED' || e.code === 'VALIDATION_FAILED') return t('failed');
    return t('error');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      if (tab === 'password') await loginWithPassword(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      else await loginWithCard(String(form.get('cardId') ?? ''), String(form.get('pin') ?? ''), workstation ?? '');
      await router.push(safeAdminNext(next));
    } catch (e) {
      setError(explain(e));
      setBusy(false);
    }
  };

  return (
    <main style={{ maxWidth: 420, margin: '60px auto', fontFamily: 'system-ui, sans-serif', color: '#1a1a1a', padding: '0 16px' }}>
      <Head><title>{t('heading')}</title></Head>
      <h1>{t('heading')}</h1>
      {workstation && (
        <div role="tablist" aria-label={t('heading')} style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          {(['password', 'rfid'] as const).map((key) => (
            <Button key={key} type="button" role="tab" aria-selected={tab === key} $variant={tab === key ? 'primary' : 'plain'} onClick={() => setTab(key)}>
              {key === 'password' ? t('tabPassword') : t('tabRfid')}
            </Button>
          ))}
        </div>
      )}
      <Card>
        {/* method=post: a click before the scripts run must not put the password in the URL (history, logs). */}
        <form method="post" onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 12 }} key={tab}>
          {tab === 'password' ? (
            <>
              <Field>{t('email')}<input name="email" type="email" autoComplete="username" required autoFocus /></Field>
              <Field>{t('password')}<input name="password" type="password" autoComplete="current-password" required /></Field>
            </>
          ) : (
            <>
              {/* A card reader is a keyboard: it types the card id and Enter, which moves to the PIN. */}
              <Field>{t('cardId')}<input name="cardId" autoComplete="off" required autoFocus /></Field>
              <Field>{t('pin')}<input name="pin" type="password" inputMode="numeric" pattern="\d{4,8}" autoComplete="off" required /></Field>
            </>
          )}
          {error && <p role="alert" style={{ color: '#a4161a', margin: 0 }}>{error}</p>}
          <Button type="submit" $variant="primary" disabled={busy}>{busy ? t('submitting') : t('submit')}</Button>
        </form>
      </Card>
    </main>
  );
}
