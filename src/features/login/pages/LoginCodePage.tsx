import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { appUserOf } from '@/app-context/session';
import { Actions, Form } from '@/ui/form';
import { FormSubmit, FormTextField, useZodForm } from '@/ui/form/hook-form';
import { browserClient } from '@/lib/http';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, Container, PageHead } from '@/ui';
import { loginWithCode, requestLoginCode } from '../api/login';
import { Card } from '../components/LoginCard.styles';
import { loginFailure, retryAfterMinutes } from '../lib/loginFailure';
import type { LoginCodePageProps } from './login.getServerSideProps';

/** The six digits as typed; spaces (a code copied as "123 456") are dropped. */
const codeForm = z.object({ code: z.string().transform((code) => code.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{6}$/)) });

/** /login/code: the six digits from the e-mail; a successful login goes on to the return path. */
export default function LoginCodePage({ email, returnTo }: LoginCodePageProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const { setUser } = useAppContext();
  const { mutate } = useSWRConfig();
  const [resent, setResent] = useState(false);
  const form = useZodForm(codeForm, { defaultValues: { code: '' }, message: () => t('login.code.format') });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const fail = (e: unknown) => {
    const kind = loginFailure(e);
    const message = kind === 'rateLimited' ? t('login.errors.rateLimited', { minutes: retryAfterMinutes(e) ?? 15 }) : t(`login.errors.${kind === 'invalidEmail' ? 'invalidCode' : kind}`);
    form.setError('code', { type: 'server', message });
  };

  const submit = form.handleSubmit(async ({ code }) => {
    if (!email) return;
    try {
      const { customer } = await loginWithCode(browserClient(locale), email, code);
      setUser(appUserOf({ id: customer.id, name: customer.name, email: customer.email }));
      // Everything cached belonged to the anonymous visitor (the cart refetches on the user change).
      await mutate(() => true, undefined, { revalidate: false });
      await router.push(returnTo);
    } catch (e) {
      fail(e);
    }
  });

  const resend = async () => {
    if (!email) return;
    form.clearErrors();
    try {
      await requestLoginCode(browserClient(locale), email);
      setResent(true);
      form.resetField('code');
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
              <FormTextField
                form={form} name="code" id="login-code" label={t('login.code.label')}
                inputMode="numeric" autoComplete="one-time-code" maxLength={7} pattern="\d{6}" required
                hint={t('login.code.hint')}
              />
              <Actions>
                <FormSubmit form={form} pendingLabel={t('login.code.checking')}>{t('login.code.submit')}</FormSubmit>
                <Button variant="secondary" onClick={() => void resend()} disabled={form.formState.isSubmitting}>{t('login.code.resend')}</Button>
              </Actions>
              <p role="status">{resent ? t('login.code.resent') : ''}</p>
            </Form>
            <RouteLink route="login" query={{ returnTo }}>{t('login.code.otherEmail')}</RouteLink>
          </>
        )}
      </Card>
    </Container>
  );
}
