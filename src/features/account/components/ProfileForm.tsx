import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { currentUserPatch, PHONE_PREFIXES, type CurrentUser, type CurrentUserPatch } from '@/contracts/account';
import { resolveLocale, defaultPhonePrefix } from '@/i18n/locales';
import { browserClient, HttpError } from '@/lib/http';
import { Button } from '@/ui';
import { patchCurrentUser } from '../api/currentUser';
import { Actions, CheckboxLabel, ErrorText, Field, Fieldset, FieldRow, Form, Hint, Label, Select } from '@/ui/form';
import { TextField } from '@/ui/form';
import { ErrorCode } from '@/contracts/errors';

interface ProfileFormProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Name, e-mail (shown), phone with its dialling prefix, public nickname, payout account, notifications. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const [name, setName] = useState(user.name ?? '');
  const [prefix, setPrefix] = useState(user.phonePrefix ?? defaultPhonePrefix(locale));
  const [phone, setPhone] = useState(user.phone ?? '');
  const [nickname, setNickname] = useState(user.nickname ?? '');
  const [bank, setBank] = useState(user.bankAccount ?? '');
  const [notifications, setNotifications] = useState(user.notifications);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const patch: CurrentUserPatch = {
      ...(name.trim() ? { name: name.trim() } : {}),
      phonePrefix: orNull(phone) ? prefix : null,
      phone: orNull(phone),
      nickname: orNull(nickname),
      bankAccount: orNull(bank),
      notifications,
    };
    const checked = currentUserPatch.safeParse(patch);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'form'), t('details.invalid')])));
      return;
    }
    setState('saving');
    try {
      onSaved(await patchCurrentUser(browserClient(locale), checked.data));
      setState('saved');
    } catch (error) {
      setState('idle');
      if (error instanceof HttpError && error.code === ErrorCode.NICKNAME_TAKEN) setErrors({ nickname: t('details.nicknameTaken') });
      else if (error instanceof HttpError && error.code === ErrorCode.VALIDATION_FAILED) {
        const fields = (error.details as { path: string }[] | undefined)?.map((d) => d.path.split('.')[0]) ?? [];
        setErrors(Object.fromEntries((fields.length ? fields : ['form']).map((f) => [f, t('details.invalid')])));
      } else {
        setErrors({ form: t('details.saveFailed') });
      }
    }
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="details-profile">
      <Fieldset>
        <legend id="details-profile">{t('details.profile')}</legend>
        <TextField id="details-name" label={t('details.name')} value={name} onValueChange={setName} autoComplete="name" maxLength={120} error={errors.name} />
        <Field>
          <Label as="span">{t('details.email')}</Label>
          <span>{user.email}</span>
          <Hint>{t('details.emailHint')}</Hint>
        </Field>
        <FieldRow>
          <Field>
            <Label htmlFor="details-prefix">{t('details.phonePrefix')}</Label>
            <Select id="details-prefix" value={prefix} onChange={(e) => setPrefix(e.target.value)} autoComplete="tel-country-code">
              {PHONE_PREFIXES.map((p) => <option key={p} value={p}>{p}</option>)}
            </Select>
          </Field>
          <TextField id="details-phone" label={t('details.phone')} value={phone} onValueChange={setPhone} inputMode="tel" autoComplete="tel-national" error={errors.phone} />
        </FieldRow>
        <TextField id="details-nickname" label={t('details.nickname')} hint={t('details.nicknameHint')} value={nickname} onValueChange={setNickname} error={errors.nickname} maxLength={30} />
        <TextField id="details-bank" label={t('details.bankAccount')} hint={t('details.bankAccountHint')} value={bank} onValueChange={setBank} error={errors.bankAccount} />
      </Fieldset>
      <Fieldset>
        <legend>{t('details.notifications')}</legend>
        {(['orderUpdates', 'watchdogs', 'newsletter'] as const).map((key) => (
          <CheckboxLabel key={key}>
            <input type="checkbox" checked={notifications[key]} onChange={(e) => setNotifications((n) => ({ ...n, [key]: e.target.checked }))} />
            {t(`details.notify.${key}`)}
          </CheckboxLabel>
        ))}
      </Fieldset>
      <Actions>
        <Button type="submit" disabled={state === 'saving'} aria-busy={state === 'saving'}>{state === 'saving' ? t('details.saving') : t('details.save')}</Button>
        <span role="status">{state === 'saved' ? t('details.saved') : ''}</span>
      </Actions>
      {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
    </Form>
  );
}
