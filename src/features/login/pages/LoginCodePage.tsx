import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { appUserOf } from '@/app-context/session';
import { Actions, ErrorText, Form, TextField } from '@/ui/form';
import { browserClient } from '@/lib/http';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, Container, PageHead } from '@/ui';
import { loginWithCode, requestLoginCode } from '../api/login';
import { Card } from '../components/LoginCard.styles';
import { loginFailure, retryAfterMinutes } from '../lib/loginFailure';
import type { LoginCodePageProps } from './login.getServerSideProps';

/** /login/code: the six digits from the e-mail; a successful login goes on to the return path. */
export default function LoginCodePage({ email, returnTo }: LoginCodePageProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const { setUser } = useAppContext();
  const { mutate } = useSWRConfig();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const fail = (e: unknown) => {
    const kind = loginFailure(e);
    setError(kind === 'rateLimited' ? t('login.errors.rateLimited', { minutes: retryAfterMinutes(e) ?? 15 }) : t(`login.errors.${kind === 'invalidEmail' ? 'invalidCode' : kind}`));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email) return;
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(t('login.code.format'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { customer } = await loginWithCode(browserClient(locale), email, digits);
      setUser(appUserOf({ id: customer.id, name: customer.name, email: customer.email }));
      // Everything cached belonged to the anonymous visitor (the cart refetches on the user change).
      await mutate(() => true, undefined, { revalidate: false });
      await router.push(returnTo);
    } catch (e) {
      fail(e);
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!email) return;
    setError(null);
    try {
      await requestLoginCode(browserClient(locale), email);
      setResent(true);
      setCode('');
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Container>
      <PageHead title={t('login.code.title')} noIndex />
      <Card>
        <h1 ref={heading} tabIndex={-1}>{t('login.code.title')}</h1>
        {!email ? (
          <p role="alert">
            {t('login.code.noEmail')} <RouteLink route="login" query={{ returnTo }}>{t('login.code.back')}</RouteLink>
          </p>
        ) : (
          <>
            <p>{t('login.code.intro', { email })}</p>
            <Form onSubmit={(e) => void submit(e)} noValidate>
              <TextField
                id="login-code" label={t('login.code.label')} value={code} onValueChange={setCode}
                inputMode="numeric" autoComplete="one-time-code" maxLength={7} pattern="\d{6}" required
                hint={t('login.code.hint')} error={error ?? undefined}
              />
              <Actions>
                <Button type="submit" disabled={busy} aria-busy={busy}>{busy ? t('login.code.checking') : t('login.code.submit')}</Button>
                <Button variant="secondary" onClick={() => void resend()} disabled={busy}>{t('login.code.resend')}</Button>
              </Actions>
              <p role="status">{resent ? t('login.code.resent') : ''}</p>
            </Form>
            <RouteLink route="login" query={{ returnTo }}>{t('login.code.otherEmail')}</RouteLink>
          </>
        )}
        {!email && error && <ErrorText role="alert">{error}</ErrorText>}
      </Card>
    </Container>
  );
}
