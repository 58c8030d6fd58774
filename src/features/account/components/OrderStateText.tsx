import { useTranslations } from 'next-intl';
import type { OrderState } from '@/contracts/orders';

export function OrderStateText({ state }: { state: OrderState }) {
  const t = useTranslations('account');
  return <>{t(`orderStates.${state}`)}</>;
}
