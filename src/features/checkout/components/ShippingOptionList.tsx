import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { ShippingOption } from '@/contracts/checkout';
import { resolveLocale } from '@/i18n/locales';
import { formatMoney, Price } from '@/ui';
import { carrierName } from '../lib/carrierName';
import { ChoiceDetail, ChoiceLabel, ChoiceList, ChoicePrice, ChoiceText, ErrorText, GroupFieldset } from './Form.styles';

interface ShippingOptionListProps {
  id: string;
  options: readonly ShippingOption[];
  selected: string | null;
  onSelect: (code: string) => void;
  error?: string;
}

/** Delivery methods as radio buttons: carrier and kind, price (or "free", with the usual price struck). */
export function ShippingOptionList({ id, options, selected, onSelect, error }: ShippingOptionListProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const errorId = `${id}-error`;
  return (
    <GroupFieldset id={id} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('delivery.methods')}</legend>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <ChoiceList>
        {options.map((option) => (
          <li key={option.code}>
            <ChoiceLabel>
              <input type="radio" name={id} value={option.code} checked={selected === option.code} onChange={() => onSelect(option.code)} />
              <ChoiceText>
                <span>{t('delivery.optionName', { carrier: carrierName(t, option.carrier, locale), kind: t(`delivery.kind.${option.kind}`) })}</span>
                {option.freeFromX100 !== null && option.priceX100 > 0 && (
                  <ChoiceDetail>{t('delivery.freeFrom', { amount: formatMoney(option.freeFromX100, option.currency, locale) })}</ChoiceDetail>
                )}
                {option.codAvailable && <ChoiceDetail>{t('delivery.codAvailable')}</ChoiceDetail>}
              </ChoiceText>
              <ChoicePrice>
                {option.priceX100 === 0 ? (
                  t('delivery.free')
                ) : (
                  <Price amountX100={option.priceX100} currency={option.currency} previousAmountX100={option.basePriceX100} />
                )}
              </ChoicePrice>
            </ChoiceLabel>
          </li>
        ))}
      </ChoiceList>
    </GroupFieldset>
  );
}
