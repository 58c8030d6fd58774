import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { addressInput, type CurrentUser } from '@/contracts/account';
import { resolveLocale, LOCALES } from '@/i18n/locales';
import { browserClient } from '@/lib/http';
import { Button } from '@/ui';
import { addAddress, removeAddress } from '../api/currentUser';
import { Actions, ErrorText, Fieldset, FieldRow, Form } from '@/ui/form';
import { TextField } from '@/ui/form';

const EMPTY = { name: '', street: '', city: '', zip: '', country: '' };

/** Saved delivery addresses: the list with remove, and a form to add one. */
export function AddressBook({ user, onSaved }: { user: CurrentUser; onSaved: (user: CurrentUser) => void }) {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const [draft, setDraft] = useState({ ...EMPTY, country: LOCALES[locale].phoneCountry });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = addressInput.safeParse(draft);
    if (!parsed.success) {
      setError(t('details.addressInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await addAddress(browserClient(locale), parsed.data));
      setDraft({ ...EMPTY, country: draft.country });
    } catch {
      setError(t('details.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const onRemove = async (id: number) => {
    setBusy(true);
    try {
      onSaved(await removeAddress(browserClient(locale), id));
    } catch {
      setError(t('details.saveFailed'));
    } finally {
      setBusy(false);
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
      <Form onSubmit={(e) => void onAdd(e)} noValidate aria-label={t('details.addAddress')}>
        <TextField id="address-name" label={t('details.addressName')} value={draft.name} onValueChange={set('name')} autoComplete="name" />
        <TextField id="address-street" label={t('details.street')} value={draft.street} onValueChange={set('street')} autoComplete="street-address" />
        <FieldRow>
          <TextField id="address-zip" label={t('details.zip')} value={draft.zip} onValueChange={set('zip')} autoComplete="postal-code" />
          <TextField id="address-city" label={t('details.city')} value={draft.city} onValueChange={set('city')} autoComplete="address-level2" />
          <TextField id="address-country" label={t('details.country')} value={draft.country} onValueChange={set('country')} autoComplete="country" maxLength={2} />
        </FieldRow>
        <Actions><Button type="submit" disabled={busy}>{t('details.addAddress')}</Button></Actions>
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </Form>
    </Fieldset>
  );
}
