import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import { currentUserPatch, PHONE_PREFIXES, type CurrentUser, type CurrentUserPatch } from '@/contracts/account';
import { resolveLocale, defaultPhonePrefix } from '@/i18n/locales';
import { browserClient, HttpError } from '@/lib/http';
import { patchCurrentUser } from '../api/currentUser';
import { Actions, Field, Fieldset, FieldRow, Form, Hint, Label } from '@/ui/form';
import { FormCheckbox, FormError, FormSelect, FormSubmit, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import { ErrorCode } from '@/contracts/errors';

interface ProfileFormProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** What the form holds (text as typed), turned into the PATCH body and checked by its contract. */
const profileForm = z
  .object({
    name: z.string(),
    phonePrefix: z.string(),
    phone: z.string(),
    nickname: z.string(),
    bankAccount: z.string(),
    notifications: z.object({ orderUpdates: z.boolean(), watchdogs: z.boolean(), newsletter: z.boolean() }),
  })
  .transform((v): CurrentUserPatch => ({
    ...(v.name.trim() ? { name: v.name.trim() } : {}),
    phonePrefix: orNull(v.phone) ? (v.phonePrefix as CurrentUserPatch['phonePrefix']) : null,
    phone: orNull(v.phone),
    nickname: orNull(v.nickname),
    bankAccount: orNull(v.bankAccount),
    notifications: v.notifications,
  }))
  // The PATCH body's own checks; their paths are the form's field names.
  .pipe(currentUserPatch);

/** Name, e-mail (shown), phone with its dialling prefix, public nickname, payout account, notifications. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const form = useZodForm(profileForm, {
    defaultValues: {
      name: user.name ?? '',
      phonePrefix: user.phonePrefix ?? defaultPhonePrefix(locale),
      phone: user.phone ?? '',
      nickname: user.nickname ?? '',
      bankAccount: user.bankAccount ?? '',
      notifications: user.notifications,
    },
    // A field with a rule says the rule (its hint); the others ask to check the value.
    message: ({ field }) => (field === 'nickname' ? t('details.nicknameHint') : field === 'bankAccount' ? t('details.bankAccountHint') : t('details.invalid')),
  });
  const { isSubmitSuccessful, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (patch) => {
    try {
      onSaved(await patchCurrentUser(browserClient(locale), patch));
    } catch (error) {
      setServerErrors(form, error, {
        codes: { NICKNAME_TAKEN: { field: 'nickname', message: t('details.nicknameTaken') } },
        invalid: t('details.invalid'),
        otherwise: (e) => (e instanceof HttpError && e.code === ErrorCode.VALIDATION_FAILED ? t('details.invalid') : t('details.saveFailed')),
      });
    }
  });

  return (
    <Form onSubmit={(e) => void save(e)} noValidate aria-labelledby="details-profile">
      <Fieldset>
        <legend id="details-profile">{t('details.profile')}</legend>
        <FormTextField form={form} name="name" id="details-name" label={t('details.name')} autoComplete="name" maxLength={120} />
        <Field>
          <Label as="span">{t('details.email')}</Label>
          <span>{user.email}</span>
          <Hint>{t('details.emailHint')}</Hint>
        </Field>
        <FieldRow>
          <FormSelect form={form} name="phonePrefix" id="details-prefix" label={t('details.phonePrefix')} autoComplete="tel-country-code">
            {PHONE_PREFIXES.map((p) => <option key={p} value={p}>{p}</option>)}
          </FormSelect>
          <FormTextField form={form} name="phone" id="details-phone" label={t('details.phone')} inputMode="tel" autoComplete="tel-national" />
        </FieldRow>
        <FormTextField form={form} name="nickname" id="details-nickname" label={t('details.nickname')} hint={t('details.nicknameHint')} maxLength={30} />
        <FormTextField form={form} name="bankAccount" id="details-bank" label={t('details.bankAccount')} hint={t('details.bankAccountHint')} />
      </Fieldset>
      <Fieldset>
        <legend>{t('details.notifications')}</legend>
        {(['orderUpdates', 'watchdogs', 'newsletter'] as const).map((key) => (
          <FormCheckbox key={key} form={form} name={`notifications.${key}`} label={t(`details.notify.${key}`)} />
        ))}
      </Fieldset>
      <Actions>
        <FormSubmit form={form} pendingLabel={t('details.saving')}>{t('details.save')}</FormSubmit>
        <span role="status">{isSubmitSuccessful && !isSubmitting ? t('details.saved') : ''}</span>
      </Actions>
      <FormError form={form} />
    </Form>
  );
}
