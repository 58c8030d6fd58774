import { useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, HttpError } from '@/lib/http';
import { Button } from '@/ui';
import { CONTACT_LIMITS } from '@/contracts/content';
import { FormEmailField, FormSubmit, FormTextArea, FormTextField, useZodForm } from '@/ui/form/hook-form';
import { postContactForm } from '../api/content.api';
import { contactFieldError, contactForm, EMPTY_CONTACT, isContactField, type ContactFieldError } from '../lib/contactValidation';
import { Alert, Form, Success, Trap } from './ContactForm.styles';

type Status = { kind: 'idle' } | { kind: 'sent'; email: string } | { kind: 'failed'; retryMinutes: number | null };

const retryMinutes = (error: unknown): number | null => {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
  return Math.max(1, Math.ceil(seconds / 60));
};

/** The contact form: validated in the browser with the API's contract, then POSTed; 429 says when to retry. */
export function ContactForm() {
  const t = useTranslations('content');
  const locale = useLocale();
  const errorText = (error: ContactFieldError) =>
    error.key === 'tooShort' ? t('contact.errors.tooShort', { min: error.min })
      : error.key === 'tooLong' ? t('contact.errors.tooLong', { max: error.max })
        : t(`contact.errors.${error.key}`);
  const form = useZodForm(contactForm, {
    defaultValues: EMPTY_CONTACT,
    message: ({ field, value }) => errorText(isContactField(field) ? contactFieldError(field, String(value ?? '')) : { key: 'required' }),
  });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const successRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the confirmation once it is on screen (a frame callback can run before React commits it).
  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  // An invalid submit focuses the first field in error (react-hook-form, in the fields' order).
  const submit = form.handleSubmit(async (data) => {
    setStatus({ kind: 'idle' });
    try {
      await postContactForm(browserClient(locale), data);
      setStatus({ kind: 'sent', email: data.email });
      form.reset();
    } catch (error) {
      setStatus({ kind: 'failed', retryMinutes: retryMinutes(error) });
    }
  });

  if (status.kind === 'sent') {
    return (
      <Success role="status">
        <h2 ref={successRef} tabIndex={-1}>{t('contact.sentHeading')}</h2>
        <p>{t('contact.sentText', { email: status.email })}</p>
        <p><Button type="button" variant="secondary" onClick={() => setStatus({ kind: 'idle' })}>{t('contact.another')}</Button></p>
      </Success>
    );
  }

  const fieldErrors = Object.keys(form.formState.errors).filter((key) => key !== 'root');
  // One alert sums the field errors up; each field's own error is its description, not another alert.
  const field = { form, announceError: false } as const;
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t('contact.formHeading')}</h2>
      {fieldErrors.length > 0 && <Alert role="alert"><p>{t('contact.errors.summary')}</p></Alert>}
      {status.kind === 'failed' && (
        <Alert role="alert">
          <p>{status.retryMinutes !== null ? t('contact.errors.rateLimited', { minutes: status.retryMinutes }) : t('contact.errors.failed')}</p>
        </Alert>
      )}
      <FormTextField {...field} name="name" id="contact-name" label={t('contact.name')} autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
      <FormEmailField {...field} name="email" id="contact-email" label={t('contact.email')} inputMode={undefined} required maxLength={CONTACT_LIMITS.email} />
      <FormTextField {...field} name="subject" id="contact-subject" label={t('contact.subject')} required maxLength={CONTACT_LIMITS.subject} />
      <FormTextField {...field} name="orderNumber" id="contact-orderNumber" label={t('contact.orderNumber')} hint={t('contact.orderNumberHint')} maxLength={CONTACT_LIMITS.orderNumber} />
      <FormTextArea
        {...field} name="message" id="contact-message" label={t('contact.message')} hint={t('contact.messageHint', { min: CONTACT_LIMITS.messageMin })}
        required maxLength={CONTACT_LIMITS.message} rows={8}
      />
      <Trap aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.website')}</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </Trap>
      <div>
        <FormSubmit form={form} pendingLabel={t('contact.sending')}>{t('contact.submit')}</FormSubmit>
      </div>
    </Form>
  );
}
