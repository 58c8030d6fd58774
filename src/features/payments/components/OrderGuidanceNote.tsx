import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { PublicOrder } from '@/contracts/orders';
import { orderGuidance } from '../lib/orderGuidance';
import { ActionMessage, Panel } from './Panel.styles';

/** What happens next with this order, and where the confirmation went. */
export function OrderGuidanceNote({ order }: { order: PublicOrder }) {
  const t = useTranslations('checkout');
  const format = useFormatter();
  const guidance = orderGuidance(order);
  const deadline = order.expiresAt ? format.dateTime(new Date(order.expiresAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <Panel aria-label={t('guidance.label')}>
      <ActionMessage>{t(`guidance.${guidance}`)}</ActionMessage>
      {deadline && (guidance === 'awaiting_transfer' || guidance === 'awaiting_payment' || guidance === 'payment_failed') && (
        <p>{t('guidance.payBy', { deadline })}</p>
      )}
      {deadline && guidance === 'awaiting_confirmation' && <p>{t('guidance.confirmBy', { deadline })}</p>}
      <p>{t(guidance === 'awaiting_confirmation' ? 'guidance.confirmEmailSent' : 'guidance.emailSent', { email: order.email })}</p>
    </Panel>
  );
}
