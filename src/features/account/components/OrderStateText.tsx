import { useTranslations } from '@/i18n/use-translations';
import type { OrderState } from '@/contracts/orders';

export function OrderStateText({ state }: { state: OrderState }) {
  const t = useTranslations('account');
  return <>{t(`orderStates.${state}`)}</>;
}
