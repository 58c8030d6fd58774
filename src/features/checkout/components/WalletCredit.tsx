import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale, type CurrencyCode } from '@/i18n/locales';
import { formatMoney } from '@/ui';
import { CheckboxLabel, ErrorText, GroupFieldset, Hint } from './Form.styles';

interface WalletCreditProps {
  id: string;
  balanceX100: number;
  /** What the latest quote takes from the credit (capped at the total by the API). */
  usedX100: number;
  checked: boolean;
  onChange: (use: boolean) => void;
  currency: CurrencyCode;
  error?: string;
}

/** Paying partly with the customer's credit (logged-in customers with a balance only). */
export function WalletCredit({ id, balanceX100, usedX100, checked, onChange, currency, error }: WalletCreditProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const inputId = `${id}-use`;
  const errorId = `${id}-error`;
  return (
    <GroupFieldset id={id}>
      <legend>{t('wallet.legend')}</legend>
      <CheckboxLabel htmlFor={inputId}>
        <input
          id={inputId} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
        />
        <span>{t('wallet.use', { balance: formatMoney(balanceX100, currency, locale) })}</span>
      </CheckboxLabel>
      {checked && usedX100 > 0 && <Hint>{t('wallet.used', { amount: formatMoney(usedX100, currency, locale) })}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </GroupFieldset>
  );
}
