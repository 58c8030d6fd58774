import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { DestinationCountriesResponse, ShippingOption } from '@/contracts/checkout';
import { resolveLocale, type CurrencyCode } from '@/i18n/locales';
import { RouteLink } from '@/routing';
import { formatMoney, VisuallyHidden } from '@/ui';
import type { FieldErrors } from '../lib/checkoutFields';
import { needsAddress, needsPickupPoint, type CheckoutAction, type CheckoutFormState, type TextFieldName } from '../lib/checkoutForm';
import { AddressFields } from './AddressFields';
import { ErrorText, Field, Hint, Label, Select, StatusLine } from './Form.styles';
import { PudoPicker } from './PudoPicker';
import { ShippingOptionList } from './ShippingOptionList';

interface DeliveryFieldsProps {
  fieldId: (field: string) => string;
  state: CheckoutFormState;
  errors: FieldErrors;
  dispatch: (action: CheckoutAction) => void;
  countries: DestinationCountriesResponse['countries'] | undefined;
  country: string | null;
  options: readonly ShippingOption[] | undefined;
  optionsFailed: boolean;
  option: ShippingOption | null;
  /** The quoted total once delivery is chosen: the shopper sees it before the last step. */
  totalX100: number | null;
  currency: CurrencyCode;
}

/** Country, delivery method, pick-up point or branch, and the address where one is needed. */
export function DeliveryFields({
  fieldId, state, errors, dispatch, countries, country, options, optionsFailed, option, totalX100, currency,
}: DeliveryFieldsProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const message = (field: keyof FieldErrors) => (errors[field] ? t(errors[field]!) : undefined);
  const onText = (field: TextFieldName, value: string) => dispatch({ type: 'text', field, value });
  const countryId = fieldId('country');
  const countryError = message('country');
  const regions = countries?.find((c) => c.code === country)?.regions ?? [];

  return (
    <>
      <Field>
        <Label htmlFor={countryId}>{t('delivery.country')}</Label>
        <Select
          id={countryId} autoComplete="country" value={country ?? ''} disabled={!countries}
          onChange={(event) => dispatch({ type: 'country', country: event.target.value })}
          aria-invalid={countryError ? true : undefined} aria-describedby={countryError ? `${countryId}-error` : undefined}
        >
          {!countries && <option value="">{t('delivery.loading')}</option>}
          {countries && !country && <option value="">{t('delivery.chooseCountry')}</option>}
          {countries?.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
        {countryError && <ErrorText id={`${countryId}-error`}>{countryError}</ErrorText>}
      </Field>

      {optionsFailed ? (
        <ErrorText role="alert">{t('delivery.loadFailed')}</ErrorText>
      ) : !options ? (
        <Hint role="status">{t('delivery.loading')}</Hint>
      ) : options.length === 0 ? (
        <Hint role="status">{t('delivery.none')}</Hint>
      ) : (
        <ShippingOptionList
          id={fieldId('shippingMethod')} options={options} selected={option?.code ?? null}
          onSelect={(method) => dispatch({ type: 'shipping', method })} error={message('shippingMethod')}
        />
      )}

      {option && country && needsPickupPoint(option.kind) && (
        <PudoPicker
          key={`${option.code}-${country}`} id={fieldId('pudo')} method={option.code} country={country} searchable={option.kind === 'pudo'}
          selected={state.pudo} onSelect={(pudo) => dispatch({ type: 'pudo', pudo })} error={message('pudo')}
        />
      )}
      {option?.kind === 'branch' && <InfoLink route="personalPickup" text={t('delivery.personalPickupInfo')} />}
      {option?.kind === 'direct' && <InfoLink route="directDelivery" text={t('delivery.directDeliveryInfo')} />}
      {option && needsAddress(option.kind) && (
        <AddressFields fieldId={fieldId} state={state} errors={errors} onText={onText} regions={regions} />
      )}

      <StatusLine role="status" aria-live="polite">
        {option && totalX100 !== null ? t('delivery.totalWithShipping', { amount: formatMoney(totalX100, currency, locale) }) : ''}
      </StatusLine>
    </>
  );
}

/** Opens in a new tab: following it in this one would lose what the shopper typed. */
function InfoLink({ route, text }: { route: 'personalPickup' | 'directDelivery'; text: string }) {
  const t = useTranslations('checkout');
  return (
    <p>
      <RouteLink route={route} target="_blank" rel="noopener">
        {text}
        <VisuallyHidden> {t('newTab')}</VisuallyHidden>
      </RouteLink>
    </p>
  );
}
