import { useTranslations } from '@/i18n/use-translations';
import type { FieldErrors } from '../lib/checkoutFields';
import type { CheckoutFormState, TextFieldName } from '../lib/checkoutForm';
import { ErrorText, Field, FieldRow, GroupFieldset, Label, Select } from './Form.styles';
import { TextField } from '@/ui/form';

interface AddressFieldsProps {
  fieldId: (field: string) => string;
  state: CheckoutFormState;
  errors: FieldErrors;
  onText: (field: TextFieldName, value: string) => void;
  regions: ReadonlyArray<{ code: string; name: string }>;
}

/** The delivery address; a region select only for countries that have regions. */
export function AddressFields({ fieldId, state, errors, onText, regions }: AddressFieldsProps) {
  const t = useTranslations('checkout');
  const error = (field: keyof FieldErrors) => (errors[field] ? t(errors[field]!) : undefined);
  const regionId = fieldId('region');
  const regionError = error('region');
  return (
    <GroupFieldset>
      <legend>{t('address.legend')}</legend>
      <TextField
        id={fieldId('street')} label={t('address.street')} autoComplete="address-line1" required
        value={state.street} onValueChange={(v) => onText('street', v)} error={error('street')}
      />
      <FieldRow>
        <TextField
          id={fieldId('city')} label={t('address.city')} autoComplete="address-level2" required
          value={state.city} onValueChange={(v) => onText('city', v)} error={error('city')}
        />
        <TextField
          id={fieldId('zip')} label={t('address.zip')} autoComplete="postal-code" required
          value={state.zip} onValueChange={(v) => onText('zip', v)} error={error('zip')}
        />
      </FieldRow>
      {regions.length > 0 && (
        <Field>
          <Label htmlFor={regionId}>{t('address.region')}</Label>
          <Select
            id={regionId} required value={state.region} onChange={(event) => onText('region', event.target.value)}
            aria-invalid={regionError ? true : undefined} aria-describedby={regionError ? `${regionId}-error` : undefined}
          >
            <option value="">{t('address.chooseRegion')}</option>
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </Select>
          {regionError && <ErrorText id={`${regionId}-error`}>{regionError}</ErrorText>}
        </Field>
      )}
    </GroupFieldset>
  );
}
