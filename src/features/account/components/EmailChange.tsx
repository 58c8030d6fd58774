import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { emailChangeRequest, type CurrentUser } from '@/contracts/account';
import { browserClient, HttpError } from '@/lib/http';
import { Button } from '@/ui';
import { confirmEmailChange, requestEmailChange } from '../api/currentUser';
import { Actions, Fieldset, Form } from '@/ui/form';
import { TextField } from '@/ui/form';
import { ErrorCode } from '@/contracts/errors';

/** Changing the login e-mail: a code goes to the new address, the code makes it the login address. */
export function EmailChange({ onSaved }: { onSaved: (user: CurrentUser) => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const failure = (e: unknown) => {
    if (e instanceof HttpError && e.code === ErrorCode.EMAIL_TAKEN) return t('details.changeEmail.taken');
    if (e instanceof HttpError && e.code === ErrorCode.LOGIN_CODE_INVALID) return t('login.errors.invalidCode');
    if (e instanceof HttpError && e.status === 429) return t('login.errors.rateLimited', { minutes: 15 });
    return t('details.saveFailed');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailChangeRequest.safeParse({ email });
    if (!parsed.success) {
      setError(t('login.errors.invalidEmail'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestEmailChange(browserClient(locale), parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setBusy(true);
    setError(null);
    try {
      const user = await confirmEmailChange(browserClient(locale), sentTo, code.replace(/\s+/g, ''));
      onSaved(user);
      setDone(user.email);
      setSentTo(null);
      setEmail('');
      setCode('');
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Fieldset as="section" aria-labelledby="details-email-change">
      <h2 id="details-email-change">{t('details.changeEmail.title')}</h2>
      <p role="status">{done ? t('details.changeEmail.done', { email: done }) : ''}</p>
      {!sentTo ? (
        <Form onSubmit={(e) => void send(e)} noValidate>
          <TextField id="email-new" type="email" label={t('details.changeEmail.newEmail')} value={email} onValueChange={setEmail} autoComplete="email" error={error ?? undefined} />
          <Actions><Button type="submit" disabled={busy} aria-busy={busy}>{t('details.changeEmail.send')}</Button></Actions>
        </Form>
      ) : (
        <Form onSubmit={(e) => void confirm(e)} noValidate>
          <p>{t('details.changeEmail.sent', { email: sentTo })}</p>
          <TextField id="email-code" label={t('login.code.label')} value={code} onValueChange={setCode} inputMode="numeric" autoComplete="one-time-code" maxLength={7} error={error ?? undefined} />
          <Actions>
            <Button type="submit" disabled={busy} aria-busy={busy}>{t('details.changeEmail.confirm')}</Button>
            <Button variant="secondary" onClick={() => setSentTo(null)} disabled={busy}>{t('login.code.otherEmail')}</Button>
          </Actions>
        </Form>
      )}
    </Fieldset>
  );
}
