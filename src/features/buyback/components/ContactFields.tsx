import { useTranslations } from '@/i18n/use-translations';
import { Fieldset, FieldRow, TextField } from '@/ui/form';

export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

/** The seller's name, e-mail and phone (a logged-in customer's come filled in). */
export function ContactFields({ value, onChange, errors = {} }: { value: ContactDraft; onChange: (value: ContactDraft) => void; errors?: ContactErrors }) {
  const t = useTranslations('buyback');
  return (
    <Fieldset>
      <legend>{t('contact.legend')}</legend>
      <TextField id="contact-name" label={t('contact.name')} value={value.name} onValueChange={(name) => onChange({ ...value, name })} error={errors.name} autoComplete="name" required />
      <FieldRow>
        <TextField id="contact-email" type="email" label={t('contact.email')} value={value.email} onValueChange={(email) => onChange({ ...value, email })} error={errors.email} autoComplete="email" required />
        <TextField id="contact-phone" type="tel" label={t('contact.phone')} hint={t('contact.phoneHint')} value={value.phone} onValueChange={(phone) => onChange({ ...value, phone })} error={errors.phone} autoComplete="tel-national" />
      </FieldRow>
    </Fieldset>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks the server makes too, said before the round trip. */
export function contactErrors(value: ContactDraft, t: (key: string) => string): ContactErrors {
  const errors: ContactErrors = {};
  if (!value.name.trim()) errors.name = t('contact.nameRequired');
  if (!EMAIL.test(value.email.trim())) errors.email = t('contact.emailInvalid');
  if (value.phone.trim() && !/^[0-9 ]{6,15}$/.test(value.phone.trim())) errors.phone = t('contact.phoneInvalid');
  return errors;
}

/** The contact as the lead contract takes it: only what was filled. */
export function contactBody(value: ContactDraft) {
  return {
    ...(value.name.trim() ? { name: value.name.trim() } : {}),
    ...(EMAIL.test(value.email.trim()) ? { email: value.email.trim() } : {}),
    ...(/^[0-9 ]{6,15}$/.test(value.phone.trim()) ? { phone: value.phone.trim() } : {}),
  };
}
