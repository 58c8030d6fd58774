import { useState } from 'react';
import { useRouter } from 'next/router';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { loginRequestBody, OAUTH_CANCELLED } from '@/contracts/auth';
import { appUserOf } from '@/app-context/session';
import { Actions, ErrorText, Form } from '@/ui/form';
import { FormEmailField, useZodForm } from '@/ui/form/hook-form';
import { browserClient } from '@/lib/http';
import { RouteLink, useRouteResolver } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, Container, PageHead } from '@/ui';
import { confirmMagicLink, oauthStartHref, requestLoginCode, requestMagicLink, useProviders } from '../api/login';
import { Card, Divider, ProviderLink, ProviderList } from '../components/LoginCard.styles';
import { loginFailure, retryAfterMinutes } from '../lib/loginFailure';
import type { LoginPageProps } from './login.getServerSideProps';

const emailForm = loginRequestBody.pick({ email: true });

/** /login: e-mail for a passcode (or a link), Google / Seznam, and the magic link's confirm button. */
export default function LoginPage({ returnTo, magic, oauthError }: LoginPageProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const resolve = useRouteResolver();
  const { setUser } = useAppContext();
  const providers = useProviders();
  // Which button's request runs: the passcode (the form's submit), the link, or the magic link's confirm.
  const [busy, setBusy] = useState<null | 'code' | 'link' | 'confirm'>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const form = useZodForm(emailForm, { defaultValues: { email: '' }, message: () => t('login.errors.invalidEmail') });

  const failure = (e: unknown) => {
    const kind = loginFailure(e);
    return kind === 'rateLimited' ? t('login.errors.rateLimited', { minutes: retryAfterMinutes(e) ?? 15 }) : t(`login.errors.${kind}`);
  };
  const fail = (e: unknown) => form.setError('email', { type: 'server', message: failure(e) });

  const sendCode = form.handleSubmit(async ({ email: address }) => {
    setBusy('code');
    try {
      await requestLoginCode(browserClient(locale), address);
      await router.push(resolve('loginCode', {}, { email: address, returnTo }));
    } catch (e) {
      fail(e);
      setBusy(null);
    }
  });

  // The second button: the same address checks, a link instead of a passcode.
  const sendLink = form.handleSubmit(async ({ email: address }) => {
    setBusy('link');
    try {
      await requestMagicLink(browserClient(locale), address, returnTo);
      setLinkSentTo(address);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  });

  const confirm = async () => {
    if (!magic) return;
    setError(null);
    setBusy('confirm');
    try {
      const { customer } = await confirmMagicLink(browserClient(locale), magic.token);
      setUser(appUserOf({ id: customer.id, name: customer.name, email: customer.email }));
      await router.push(returnTo);
    } catch (e) {
      setError(failure(e));
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
            <FormEmailField form={form} name="email" id="login-email" label={t('login.email')} required />
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
