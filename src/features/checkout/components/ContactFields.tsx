import { useTranslations } from '@/i18n/use-translations';
import type { FieldErrors } from '../lib/checkoutFields';
import type { CheckoutFormState, TextFieldName } from '../lib/checkoutForm';
import { TextField } from '@/ui/form';

interface ContactFieldsProps {
  fieldId: (field: string) => string;
  state: CheckoutFormState;
  errors: FieldErrors;
  onText: (field: TextFieldName, value: string) => void;
  phonePrefix: string;
}

/** E-mail, name and phone; the phone starts with the storefront's dialling prefix. */
export function ContactFields({ fieldId, state, errors, onText, phonePrefix }: ContactFieldsProps) {
  const t = useTranslations('checkout');
  const error = (field: keyof FieldErrors) => (errors[field] ? t(errors[field]!) : undefined);
  return (
    <>
      <TextField
        id={fieldId('email')} label={t('contact.email')} hint={t('contact.emailHint')} type="email" autoComplete="email" inputMode="email"
        required value={state.email} onValueChange={(v) => onText('email', v)} error={error('email')}
      />
      <TextField
        id={fieldId('name')} label={t('contact.name')} autoComplete="name" required
        value={state.name} onValueChange={(v) => onText('name', v)} error={error('name')}
      />
      <TextField
        id={fieldId('phone')} label={t('contact.phone')} hint={t('contact.phoneHint', { prefix: phonePrefix })} type="tel" autoComplete="tel"
        inputMode="tel" required value={state.phone} onValueChange={(v) => onText('phone', v)} error={error('phone')}
      />
    </>
  );
}
