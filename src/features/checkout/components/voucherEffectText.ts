import type { VoucherEffect } from '@/contracts/checkout';
import type { CurrencyCode, Locale } from '@/i18n/locales';
import { formatMoney } from '@/ui';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "10 % off", "100 Kč off", "free delivery" in the storefront's words. */
export function voucherEffectText(effect: VoucherEffect, t: Translate, currency: CurrencyCode, locale: Locale): string {
  switch (effect.effect) {
    case 'percent':
      return t('voucher.effect.percent', { percent: effect.percent });
    case 'fixed':
      return t('voucher.effect.fixed', { amount: formatMoney(effect.amountX100, currency, locale) });
    case 'free_shipping':
      return t('voucher.effect.free_shipping');
  }
}
