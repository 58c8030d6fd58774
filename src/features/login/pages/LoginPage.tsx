import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { loginRequestBody, OAUTH_CANCELLED } from '@/contracts/auth';
import { appUserOf } from '@/app-context/session';
import { Actions, ErrorText, Form, TextField } from '@/ui/form';
import { browserClient } from '@/lib/http';
import { RouteLink, useRouteResolver } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, Container, PageHead } from '@/ui';
import { confirmMagicLink, oauthStartHref, requestLoginCode, requestMagicLink, useProviders } from '../api/login';
import { Card, Divider, ProviderLink, ProviderList } from '../components/LoginCard.styles';
import { loginFailure, retryAfterMinutes } from '../lib/loginFailure';
import type { LoginPageProps } from './login.getServerSideProps';

/** /login: e-mail for a passcode (or a link), Google / Seznam, and the magic link's confirm button. */
export default function LoginPage({ returnTo, magic, oauthError }: LoginPageProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const resolve = useRouteResolver();
  const { setUser } = useAppContext();
  const providers = useProviders();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<null | 'code' | 'link' | 'confirm'>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);

  const fail = (e: unknown) => {
    const kind = loginFailure(e);
    setError(kind === 'rateLimited' ? t('login.errors.rateLimited', { minutes: retryAfterMinutes(e) ?? 15 }) : t(`login.errors.${kind}`));
  };

  const validEmail = () => {
    const parsed = loginRequestBody.shape.email.safeParse(email);
    if (!parsed.success) {
      setError(t('login.errors.invalidEmail'));
      return null;
    }
    return parsed.data;
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = validEmail();
    if (!address) return;
    setBusy('code');
    try {
      await requestLoginCode(browserClient(locale), address);
      await router.push(resolve('loginCode', {}, { email: address, returnTo }));
    } catch (e) {
      fail(e);
      setBusy(null);
    }
  };

  const sendLink = async () => {
    setError(null);
    const address = validEmail();
    if (!address) return;
    setBusy('link');
    try {
      await requestMagicLink(browserClient(locale), address, returnTo);
      setLinkSentTo(address);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!magic) return;
    setError(null);
    setBusy('confirm');
    try {
      const { customer } = await confirmMagicLink(browserClient(locale), magic.token);
      setUser(appUserOf({ id: customer.id, name: customer.name, email: customer.email }));
      await router.push(returnTo);
    } catch (e) {
      fail(e);
      setBusy(null);
    }
  };

  if (magic) {
    return (
      <Container>
        <PageHead title={t('login.magic.title')} noIndex />
        <Card>
          <h1>{t('login.magic.title')}</h1>
          {magic.valid ? (
            <>
              <p>{t('login.magic.text')}</p>
              <Button onClick={() => void confirm()} disabled={busy !== null} aria-busy={busy === 'confirm'}>
                {busy === 'confirm' ? t('login.magic.confirming') : t('login.magic.confirm')}
              </Button>
            </>
          ) : (
            <p role="alert">{t('login.magic.invalid')}</p>
          )}
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <RouteLink route="login" query={{ returnTo }}>{t('login.magic.another')}</RouteLink>
        </Card>
      </Container>
    );
  }

  const configured = providers.data?.providers ?? [];
  return (
    <Container>
      <PageHead title={t('login.title')} noIndex />
      <Card>
        <h1>{t('login.title')}</h1>
        <p>{t('login.intro')}</p>
        {oauthError && <ErrorText role="alert">{t(oauthError === OAUTH_CANCELLED ? 'login.oauthCancelled' : 'login.oauthFailed')}</ErrorText>}
        {linkSentTo ? (
          <p role="status">{t('login.linkSent', { email: linkSentTo })}</p>
        ) : (
          <Form onSubmit={(e) => void sendCode(e)} noValidate>
            <TextField
              id="login-email" type="email" label={t('login.email')} value={email} onValueChange={setEmail}
              autoComplete="email" inputMode="email" required error={error ?? undefined}
            />
            <Actions>
              <Button type="submit" disabled={busy !== null} aria-busy={busy === 'code'}>
                {busy === 'code' ? t('login.sending') : t('login.sendCode')}
              </Button>
              <Button variant="secondary" onClick={() => void sendLink()} disabled={busy !== null} aria-busy={busy === 'link'}>
                {t('login.sendLink')}
              </Button>
            </Actions>
            <p>{t('login.sameAnswer')}</p>
          </Form>
        )}
        {configured.length > 0 && (
          <>
            <Divider>{t('login.or')}</Divider>
            <ProviderList aria-label={t('login.providers')}>
              {configured.map((p) => (
                <li key={p}>
                  <ProviderLink href={oauthStartHref(p, locale, returnTo)} $variant="secondary">{t(`login.with.${p}`)}</ProviderLink>
                </li>
              ))}
            </ProviderList>
          </>
        )}
      </Card>
    </Container>
  );
}
