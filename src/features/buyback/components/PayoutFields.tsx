import { useTranslations } from '@/i18n/use-translations';
import type { PayoutMethod } from '@/contracts/buyback';
import { Fieldset, TextField } from '@/ui/form';

export interface PayoutDraft {
  method: PayoutMethod;
  bankAccount: string;
  accountHolder: string;
}

interface PayoutFieldsProps {
  value: PayoutDraft;
  onChange: (value: PayoutDraft) => void;
  walletBonusPercent: number | null;
  bankError?: string;
}

/** Where cash for the books goes: the shop wallet with a bonus, or a bank account (IBAN or Czech domestic form). */
export function PayoutFields({ value, onChange, walletBonusPercent, bankError }: PayoutFieldsProps) {
  const t = useTranslations('buyback');
  return (
    <Fieldset>
      <legend>{t('payout.legend')}</legend>
      <label>
        <input type="radio" name="payout" value="wallet" checked={value.method === 'wallet'} onChange={() => onChange({ ...value, method: 'wallet' })} />{' '}
        {walletBonusPercent ? t('payout.walletBonus', { percent: walletBonusPercent }) : t('payout.wallet')}
      </label>
      <label>
        <input type="radio" name="payout" value="bank" checked={value.method === 'bank'} onChange={() => onChange({ ...value, method: 'bank' })} />{' '}
        {t('payout.bank')}
      </label>
      {value.method === 'bank' && (
        <>
          <TextField id="payout-account" label={t('payout.account')} hint={t('payout.accountHint')} value={value.bankAccount} onValueChange={(bankAccount) => onChange({ ...value, bankAccount })} error={bankError} autoComplete="off" required />
          <TextField id="payout-holder" label={t('payout.holder')} value={value.accountHolder} onValueChange={(accountHolder) => onChange({ ...value, accountHolder })} autoComplete="name" />
        </>
      )}
      <p>{t('payout.commissionNote')}</p>
    </Fieldset>
  );
}
