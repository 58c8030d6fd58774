import { useTranslations } from '@/i18n/use-translations';
import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import type { CurrencyCode } from '@/i18n/locales';
import type { PaymentChoice } from '@/features/payments';
import { Price } from '@/ui';
import { ChoiceDetail, ChoiceLabel, ChoiceList, ChoiceFee, ChoiceText, ErrorText, GroupFieldset } from './Form.styles';

interface PaymentMethodListProps {
  id: string;
  choices: readonly PaymentChoice[];
  selected: CheckoutPaymentMethod | null;
  onSelect: (method: CheckoutPaymentMethod) => void;
  currency: CurrencyCode;
  error?: string;
}

/** The storefront's payment methods as radio buttons, each with its fee when it has one. */
export function PaymentMethodList({ id, choices, selected, onSelect, currency, error }: PaymentMethodListProps) {
  const t = useTranslations('checkout');
  const errorId = `${id}-error`;
  return (
    <GroupFieldset id={id} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('payment.legend')}</legend>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <ChoiceList>
        {choices.map(({ method, feeX100 }) => (
          <li key={method}>
            <ChoiceLabel>
              <input type="radio" name={id} value={method} checked={selected === method} onChange={() => onSelect(method)} />
              <ChoiceText>
                <span>{t(`payment.method.${method}`)}</span>
                <ChoiceDetail>{t(`payment.detail.${method}`)}</ChoiceDetail>
              </ChoiceText>
              {feeX100 !== null && (
                <ChoiceFee>
                  {t('payment.fee')} <Price amountX100={feeX100} currency={currency} />
                </ChoiceFee>
              )}
            </ChoiceLabel>
          </li>
        ))}
      </ChoiceList>
    </GroupFieldset>
  );
}
