import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { addressInput, type CurrentUser } from '@/contracts/account';
import { resolveLocale, LOCALES, LOCALE_LABELS, type Locale } from '@/i18n/locales';
import { browserClient } from '@/lib/http';
import { Button } from '@/ui';
import { addAddress, removeAddress } from '../api/currentUser';
import { Actions, Fieldset, FieldRow, Form } from '@/ui/form';
import { FormError, FormSelect, FormSubmit, FormTextField, SERVER_ERROR, setServerErrors, useZodForm } from '@/ui/form/hook-form';

const EMPTY = { name: '', street: '', city: '', zip: '', country: '' };

/** The countries the storefronts deliver to, named in the shopper's language (was a free two-letter code field). */
const DELIVERY_COUNTRIES: string[] = [...new Set(LOCALE_LABELS.flatMap((l) => LOCALES[l].deliveryCountry ?? []))];
function countryOptions(locale: Locale): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([LOCALES[locale].intl], { type: 'region' });
  return DELIVERY_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, LOCALES[locale].intl));
}

/** Saved delivery addresses: the list with remove, and a form to add one. */
export function AddressBook({ user, onSaved }: { user: CurrentUser; onSaved: (user: CurrentUser) => void }) {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const form = useZodForm(addressInput, {
    defaultValues: { ...EMPTY, country: LOCALES[locale].deliveryCountry ?? LOCALES[locale].phoneCountry },
    // An empty field says what the whole address needs; a filled one that fails its check, to check it.
    message: ({ value }) => (String(value ?? '').trim() === '' ? t('details.addressInvalid') : t('details.invalid')),
  });
  const [removing, setRemoving] = useState(false);
  const busy = removing || form.formState.isSubmitting;

  const add = form.handleSubmit(async (address) => {
    try {
      onSaved(await addAddress(browserClient(locale), address));
      form.reset({ ...EMPTY, country: form.getValues('country') });
    } catch (error) {
      setServerErrors(form, error, { invalid: t('details.invalid'), otherwise: t('details.saveFailed') });
    }
  });
  const onRemove = async (id: number) => {
    setRemoving(true);
    try {
      onSaved(await removeAddress(browserClient(locale), id));
    } catch {
      form.setError(SERVER_ERROR, { type: 'server', message: t('details.saveFailed') });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Fieldset as="section" aria-labelledby="details-addresses">
      <h2 id="details-addresses">{t('details.addresses')}</h2>
      {user.addresses.length === 0 ? (
        <p>{t('details.noAddresses')}</p>
      ) : (
        <ul>
          {user.addresses.map((a) => (
            <li key={a.id}>
              {a.name}, {a.street}, {a.zip} {a.city}, {a.country}{' '}
              <Button variant="secondary" onClick={() => void onRemove(a.id)} disabled={busy} aria-label={t('details.removeAddressOf', { street: a.street })}>
                {t('details.removeAddress')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={(e) => void add(e)} noValidate aria-label={t('details.addAddress')}>
        <FormTextField form={form} name="name" id="address-name" label={t('details.addressName')} autoComplete="name" />
        <FormTextField form={form} name="street" id="address-street" label={t('details.street')} autoComplete="street-address" />
        <FieldRow>
          <FormTextField form={form} name="zip" id="address-zip" label={t('details.zip')} autoComplete="postal-code" />
          <FormTextField form={form} name="city" id="address-city" label={t('details.city')} autoComplete="address-level2" />
          <FormSelect form={form} name="country" id="address-country" label={t('details.country')} autoComplete="country">
            {countryOptions(locale).map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </FormSelect>
        </FieldRow>
        <Actions><FormSubmit form={form} pending={removing}>{t('details.addAddress')}</FormSubmit></Actions>
        <FormError form={form} />
      </Form>
    </Fieldset>
  );
}
