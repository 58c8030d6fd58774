import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { CartItemData } from '@/contracts/cart';
import { LOCALES, type CurrencyCode } from '@/i18n/locales';
import { RouteLink, useCurrentLocale } from '@/routing';
// The module, not the index: the index also exports the CartProvider, which imports the cart feature (→ this one).
import { useAppContext } from '@/app-context/context/AppContext';
import { paymentChoices } from '@/features/payments';
import { Button } from '@/ui';
import { useDestinationCountries } from '../api/getDestinationCountries';
import { useShippingOptions } from '../api/getShippingOptions';
import { useQuote } from '../api/postQuote';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { errorsOfStep, firstErrorField, STEPS, type FieldErrors, type FieldKey } from '../lib/checkoutFields';
import { checkoutReducer, initialCheckoutState, needsAddress, priceChoices, type CheckoutAction } from '../lib/checkoutForm';
import { validateCheckout } from '../lib/validateCheckout';
import { CheckoutStep } from './CheckoutStep';
import { CheckoutSummary, type ChosenSummary } from './CheckoutSummary';
import { carrierName } from '../lib/carrierName';
import { ContactFields } from './ContactFields';
import { DeliveryFields } from './DeliveryFields';
import { Actions, CheckboxLabel, ErrorText, FormMessage, Hint } from './Form.styles';
import { PaymentMethodList } from './PaymentMethodList';
import { VoucherField } from './VoucherField';
import { WalletCredit } from './WalletCredit';
import { Form, Section } from './CheckoutSection.styles';

export interface CheckoutSectionProps {
  items: CartItemData[];
  /** The cart's items total (hundredths), as the cart endpoint reports it. */
  totalX100: number;
  currency: CurrencyCode;
  /** The terms and the privacy policy (CMS page slugs in this storefront), linked from the consent; null: not published. */
  legalPages?: LegalPages;
}

export interface LegalPages {
  terms: string | null;
  privacy: string | null;
}

/** Which fields an action edits: their error goes away as soon as the shopper changes them. */
function fieldsOf(action: CheckoutAction): FieldKey[] {
  switch (action.type) {
    case 'text': return [action.field];
    case 'country': return ['country', 'shippingMethod', 'pudo', 'region'];
    case 'shipping': return ['shippingMethod', 'pudo', 'paymentMethod'];
    case 'pudo': return ['pudo'];
    case 'payment': return ['paymentMethod'];
    case 'voucher': return ['voucher'];
    case 'wallet': return ['wallet'];
    case 'terms': return ['acceptTerms'];
  }
}

/** Focuses a field; for a group (radio list) its chosen or first control. */
function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const target = element.matches('input, select, textarea')
    ? element
    : element.querySelector<HTMLElement>('input:checked, input, select, textarea, button');
  (target ?? element).focus();
}

/**
 * The checkout under the cart: contact, delivery, payment, then voucher, credit, the priced
 * summary and the order button — one page, one step opening after another, nothing reloads.
 * Prices come from the API's quote, asked again whenever a choice changes.
 */
export function CheckoutSection({ items, totalX100, currency, legalPages }: CheckoutSectionProps) {
  const t = useTranslations('checkout');
  const locale = useCurrentLocale();
  const { defaultPhonePrefix, user } = useAppContext();
  const baseId = useId();
  const fieldId = useCallback((field: string) => `${baseId}-${field}`, [baseId]);

  const [state, rawDispatch] = useReducer(checkoutReducer, defaultPhonePrefix, (prefix) => ({
    ...initialCheckoutState(prefix),
    email: user?.email ?? '',
    name: user?.name ?? '',
  }));
  const [reached, setReached] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);

  const dispatch = useCallback((action: CheckoutAction) => {
    rawDispatch(action);
    const touched = fieldsOf(action);
    setErrors((current) => (touched.some((f) => current[f]) ? Object.fromEntries(Object.entries(current).filter(([f]) => !touched.includes(f as FieldKey))) : current));
  }, []);

  // Delivery and payment: what the shopper picked, else the sensible default, from the loaded lists.
  const countries = useDestinationCountries();
  // The storefront's own delivery country, if it has one (en does not: the shopper chooses).
  const storefrontCountry = LOCALES[locale].deliveryCountry;
  const countryList = countries.data?.countries;
  const country = state.country || (storefrontCountry && countryList?.some((c) => c.code === storefrontCountry) ? storefrontCountry : null);
  const options = useShippingOptions(country, totalX100);
  const optionList = options.data?.options;
  const option = optionList?.find((o) => o.code === state.shippingMethod) ?? (optionList?.length === 1 ? optionList[0] : null);
  const choices = useMemo(() => paymentChoices(locale, option), [locale, option]);
  const paymentMethod = choices.find((c) => c.method === state.paymentMethod)?.method ?? choices[0]?.method ?? null;

  const [walletBalanceX100, setWalletBalance] = useState<number | null>(null);
  const resolved = { country, option, paymentMethod, walletBalanceX100 };
  const priced = priceChoices(state, resolved);
  const cartVersion = `${items.map((i) => i.productId).join(',')}:${totalX100}`;
  const quote = useQuote(priced, cartVersion);
  const quoteData = priced ? quote.data : undefined;
  const quoteBalance = quoteData?.walletBalanceX100 ?? null;
  useEffect(() => {
    if (quoteBalance !== null) setWalletBalance(quoteBalance);
  }, [quoteBalance]);

  const onFieldError = useCallback((field: FieldKey, messageKey: string) => {
    setErrors((current) => ({ ...current, [field]: messageKey }));
    setFocusRequest({ id: fieldId(field) });
  }, [fieldId]);
  const { mutate: mutateQuote } = quote;
  const requote = useCallback(() => mutateQuote(), [mutateQuote]);
  const { placeOrder, submitting, message, setMessage } = usePlaceOrder({ items, requote, onFieldError });

  useEffect(() => {
    if (focusRequest) focusField(focusRequest.id);
  }, [focusRequest]);

  const validation = () => validateCheckout(state, { ...resolved, regionCount: countryList?.find((c) => c.code === country)?.regions.length ?? 0, expectedTotalX100: quoteData?.totalX100 ?? null });

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = firstErrorField(found);
    if (first) setFocusRequest({ id: fieldId(first) });
  };

  const continueFrom = (index: number) => {
    const result = validation();
    const stepErrors = result.ok ? {} : errorsOfStep(result.errors, STEPS[index]);
    if (Object.keys(stepErrors).length > 0) return showErrors(stepErrors);
    setErrors({});
    setReached((current) => Math.max(current, index + 1));
    // The next step's heading, once it is rendered.
    setTimeout(() => headings.current[index + 1]?.focus(), 0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const result = validation();
    if (!result.ok) return showErrors(result.errors);
    if (!quoteData || quote.isLoading) {
      setMessage({ tone: 'info', text: t('errors.quotePending') });
      return;
    }
    void placeOrder(result.body);
  };

  if (items.length === 0) return null;
  const fieldMessage = (field: FieldKey) => (errors[field] ? t(errors[field]!) : undefined);
  const stepProps = (index: number) => ({
    number: index + 1,
    count: STEPS.length,
    title: t(`steps.${STEPS[index]}`),
    ref: (el: HTMLHeadingElement | null) => {
      headings.current[index] = el;
    },
    onContinue: index === reached && index < STEPS.length - 1 ? () => continueFrom(index) : undefined,
  });
  const showWallet = !!user && walletBalanceX100 !== null && walletBalanceX100 > 0;

  // The last step reads every choice back (issue 17): contact, delivery (carrier, country, address or point), payment.
  const countryName = countryList?.find((c) => c.code === country)?.name ?? country ?? '';
  const addressLine = [state.street, [state.zip, state.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const chosen: ChosenSummary = {
    contact: [state.name, state.email, state.phone.trim()],
    delivery: [
      option ? t('delivery.optionName', { carrier: carrierName(t, option.carrier, locale), kind: t(`delivery.kind.${option.kind}`) }) : '',
      countryName,
      state.pudo
        ? t('summary.pickupPoint', { name: state.pudo.name, address: `${state.pudo.street}, ${state.pudo.zip} ${state.pudo.city}` })
        : option && needsAddress(option.kind) && addressLine ? t('summary.address', { address: addressLine }) : '',
    ],
    payment: paymentMethod ? t(`payment.method.${paymentMethod}`) : null,
  };
  const legalLink = (slug: string | null, chunks: ReactNode) =>
    slug ? (
      // A new tab keeps the filled-in checkout; the hint is a description, so the consent's name stays its sentence.
      <RouteLink route="cmsPage" params={{ slug }} target="_blank" rel="noopener" title={t('newTab')}>
        {chunks}
      </RouteLink>
    ) : (
      chunks
    );

  return (
    <Section aria-labelledby={fieldId('title')}>
      <h2 id={fieldId('title')}>{t('title')}</h2>
      <Form noValidate onSubmit={submit}>
        <CheckoutStep {...stepProps(0)}>
          <ContactFields fieldId={fieldId} state={state} errors={errors} onText={(field, value) => dispatch({ type: 'text', field, value })} phonePrefix={defaultPhonePrefix} />
        </CheckoutStep>

        {reached >= 1 && (
          <CheckoutStep {...stepProps(1)}>
            <DeliveryFields
              fieldId={fieldId} state={state} errors={errors} dispatch={dispatch} countries={countryList} country={country}
              options={optionList} optionsFailed={(!!options.error && !optionList) || (!!countries.error && !countryList)} option={option}
              totalX100={quoteData?.totalX100 ?? null} currency={currency}
            />
          </CheckoutStep>
        )}

        {reached >= 2 && (
          <CheckoutStep {...stepProps(2)}>
            <PaymentMethodList
              id={fieldId('paymentMethod')} choices={choices} selected={paymentMethod} currency={currency}
              onSelect={(method) => dispatch({ type: 'payment', method })} error={fieldMessage('paymentMethod')}
            />
          </CheckoutStep>
        )}

        {reached >= 3 && (
          <CheckoutStep {...stepProps(3)}>
            <VoucherField
              id={fieldId('voucher')} applied={state.voucherCode} itemsX100={totalX100} shippingX100={quoteData?.shippingX100 ?? null}
              email={state.email} currency={currency}
              quoted={quoteData?.voucher ?? null} error={fieldMessage('voucher')}
              onApply={(code) => dispatch({ type: 'voucher', code })} onRemove={() => dispatch({ type: 'voucher', code: null })}
            />
            {showWallet && (
              <WalletCredit
                id={fieldId('wallet')} balanceX100={walletBalanceX100} usedX100={quoteData?.walletX100 ?? 0} checked={state.useWallet}
                onChange={(use) => dispatch({ type: 'wallet', use })} currency={currency} error={fieldMessage('wallet')}
              />
            )}
            <CheckoutSummary items={items} chosen={chosen} quote={quoteData} quoting={quote.isValidating} quoteFailed={!!quote.error} />
            <div>
              <CheckboxLabel htmlFor={fieldId('acceptTerms')}>
                <input
                  id={fieldId('acceptTerms')} type="checkbox" required checked={state.acceptTerms}
                  onChange={(event) => dispatch({ type: 'terms', accepted: event.target.checked })}
                  aria-invalid={errors.acceptTerms ? true : undefined} aria-describedby={errors.acceptTerms ? `${fieldId('acceptTerms')}-error` : undefined}
                />
                <span>
                  {t.rich('termsLinked', {
                    terms: (chunks) => legalLink(legalPages?.terms ?? null, chunks),
                    privacy: (chunks) => legalLink(legalPages?.privacy ?? null, chunks),
                  })}
                </span>
              </CheckboxLabel>
              {errors.acceptTerms && <ErrorText id={`${fieldId('acceptTerms')}-error`}>{t(errors.acceptTerms)}</ErrorText>}
            </div>
            <div role="alert">
              {message && (
                <FormMessage $tone={message.tone}>
                  <p>{message.text}</p>
                </FormMessage>
              )}
            </div>
            <Actions>
              <Button type="submit" disabled={submitting} aria-busy={submitting}>
                {t('submit')}
              </Button>
              <Hint role="status">{submitting ? t('submitting') : ''}</Hint>
            </Actions>
          </CheckoutStep>
        )}
      </Form>
    </Section>
  );
}
