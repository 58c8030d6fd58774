import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import { emailChangeRequest, type CurrentUser } from '@/contracts/account';
import { HttpError, browserClient } from '@/lib/http';
import { Button } from '@/ui';
import { confirmEmailChange, requestEmailChange } from '../api/currentUser';
import { Actions, Fieldset, Form } from '@/ui/form';
import { FormEmailField, FormSubmit, FormTextField, useZodForm } from '@/ui/form/hook-form';
import { ErrorCode } from '@/contracts/errors';

/** The code as typed; spaces are dropped before it is sent (the server checks the digits). */
const codeForm = z.object({ code: z.string().transform((code) => code.replace(/\s+/g, '')) });

/** Changing the login e-mail: a code goes to the new address, the code makes it the login address. */
export function EmailChange({ onSaved }: { onSaved: (user: CurrentUser) => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const emailForm = useZodForm(emailChangeRequest, { defaultValues: { email: '' }, message: () => t('login.errors.invalidEmail') });
  const confirmForm = useZodForm(codeForm, { defaultValues: { code: '' } });

  const failure = (e: unknown) => {
    if (e instanceof HttpError && e.code === ErrorCode.EMAIL_TAKEN) return t('details.changeEmail.taken');
    if (e instanceof HttpError && e.code === ErrorCode.LOGIN_CODE_INVALID) return t('login.errors.invalidCode');
    if (e instanceof HttpError && e.status === 429) return t('login.errors.rateLimited', { minutes: 15 });
    return t('details.saveFailed');
  };

  const send = emailForm.handleSubmit(async ({ email }) => {
    try {
      await requestEmailChange(browserClient(locale), email);
      setSentTo(email);
    } catch (e) {
      emailForm.setError('email', { type: 'server', message: failure(e) });
    }
  });

  const confirm = confirmForm.handleSubmit(async ({ code }) => {
    if (!sentTo) return;
    try {
      const user = await confirmEmailChange(browserClient(locale), sentTo, code);
      onSaved(user);
      setDone(user.email);
      setSentTo(null);
      emailForm.reset();
      confirmForm.reset();
    } catch (e) {
      confirmForm.setError('code', { type: 'server', message: failure(e) });
    }
  });

  return (
    <Fieldset as="section" aria-labelledby="details-email-change">
      <h2 id="details-email-change">{t('details.changeEmail.title')}</h2>
      <p role="status">{done ? t('details.changeEmail.done', { email: done }) : ''}</p>
      {!sentTo ? (
        <Form onSubmit={(e) => void send(e)} noValidate>
          <FormEmailField form={emailForm} name="email" id="email-new" label={t('details.changeEmail.newEmail')} inputMode={undefined} />
          <Actions><FormSubmit form={emailForm}>{t('details.changeEmail.send')}</FormSubmit></Actions>
        </Form>
      ) : (
        <Form onSubmit={(e) => void confirm(e)} noValidate>
          <p>{t('details.changeEmail.sent', { email: sentTo })}</p>
          <FormTextField form={confirmForm} name="code" id="email-code" label={t('login.code.label')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
          <Actions>
            <FormSubmit form={confirmForm}>{t('details.changeEmail.confirm')}</FormSubmit>
            <Button variant="secondary" onClick={() => setSentTo(null)} disabled={confirmForm.formState.isSubmitting}>{t('login.code.otherEmail')}</Button>
          </Actions>
        </Form>
      )}
    </Fieldset>
  );
}
