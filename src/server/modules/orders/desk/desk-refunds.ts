import type { DeskRefund } from '@/contracts/admin-orders';
import type { RefundRow } from './desk.repository';

export const refundOut = (r: RefundRow): DeskRefund => ({
  id: r.id, amountX100: r.amountX100, currency: r.currency, method: r.method, state: r.state, reason: r.reason, orderLineId: r.orderLineId, createdAt: r.createdAt.toISOString(),
});
