import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { browserClient, HttpError } from '@/lib/http';
import { Button } from '@/ui';
import { CONTACT_LIMITS } from '@/contracts/content';
import { postContactForm } from '../api/content.api';
import { EMPTY_CONTACT, validateContact, type ContactField, type ContactFieldError, type ContactValues } from '../lib/contactValidation';
import { Alert, ErrorText, Field, Form, Hint, Input, Success, TextArea, Trap } from './ContactForm.styles';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; retryMinutes: number | null };

const retryMinutes = (error: unknown): number | null => {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
  return Math.max(1, Math.ceil(seconds / 60));
};

/** The contact form: validated in the browser with the API's contract, then POSTed; 429 says when to retry. */
export function ContactForm() {
  const t = useTranslations('content');
  const locale = useLocale();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactFieldError>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the confirmation once it is on screen (a frame callback can run before React commits it).
  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const errorText = (error: ContactFieldError) =>
    error.key === 'tooShort' ? t('contact.errors.tooShort', { min: error.min })
      : error.key === 'tooLong' ? t('contact.errors.tooLong', { max: error.max })
        : t(`contact.errors.${error.key}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (['name', 'email', 'subject', 'orderNumber', 'message'] as const).find((f) => result.errors[f]);
      formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await postContactForm(browserClient(locale), result.data);
      setStatus({ kind: 'sent', email: result.data.email });
      setValues(EMPTY_CONTACT);
    } catch (error) {
      setStatus({ kind: 'failed', retryMinutes: retryMinutes(error) });
    }
  };

  if (status.kind === 'sent') {
    return (
      <Success role="status">
        <h2 ref={successRef} tabIndex={-1}>{t('contact.sentHeading')}</h2>
        <p>{t('contact.sentText', { email: status.email })}</p>
        <p><Button type="button" variant="secondary" onClick={() => setStatus({ kind: 'idle' })}>{t('contact.another')}</Button></p>
      </Success>
    );
  }

  const field = (name: ContactField, label: string, input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode, hint?: string) => {
    const id = `contact-${name}`;
    const error = errors[name];
    const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <Field>
        <label htmlFor={id}>{label}</label>
        {input({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
        {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
        {error && <ErrorText id={`${id}-error`}>{errorText(error)}</ErrorText>}
      </Field>
    );
  };

  return (
    <Form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t('contact.formHeading')}</h2>
      {Object.keys(errors).length > 0 && <Alert role="alert"><p>{t('contact.errors.summary')}</p></Alert>}
      {status.kind === 'failed' && (
        <Alert role="alert">
          <p>{status.retryMinutes !== null ? t('contact.errors.rateLimited', { minutes: status.retryMinutes }) : t('contact.errors.failed')}</p>
        </Alert>
      )}
      {field('name', t('contact.name'), (p) => <Input {...p} name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} value={values.name} onChange={set('name')} />)}
      {field('email', t('contact.email'), (p) => <Input {...p} name="email" type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} value={values.email} onChange={set('email')} />)}
      {field('subject', t('contact.subject'), (p) => <Input {...p} name="subject" required maxLength={CONTACT_LIMITS.subject} value={values.subject} onChange={set('subject')} />)}
      {field('orderNumber', t('contact.orderNumber'), (p) => <Input {...p} name="orderNumber" maxLength={CONTACT_LIMITS.orderNumber} value={values.orderNumber} onChange={set('orderNumber')} />, t('contact.orderNumberHint'))}
      {field('message', t('contact.message'), (p) => <TextArea {...p} name="message" required maxLength={CONTACT_LIMITS.message} value={values.message} onChange={set('message')} />, t('contact.messageHint', { min: CONTACT_LIMITS.messageMin }))}
      <Trap aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.website')}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </Trap>
      <div>
        <Button type="submit" disabled={status.kind === 'sending'} aria-busy={status.kind === 'sending' || undefined}>
          {status.kind === 'sending' ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </Form>
  );
}
