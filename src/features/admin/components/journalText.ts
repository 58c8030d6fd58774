import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { DeskOrderDetail } from '@/contracts/admin-orders';
import type { JournalEventOut } from '@/contracts/order-journal';

type Entry = DeskOrderDetail['journal'][number];

/**
 * The order journal's rows in the employee's language (src/contracts/order-journal.ts): an event
 * is rendered from `admin.journal.events.<key>` with its parameters made readable — money
 * (`<name>X100` + `currency` → {<name>}), payment and refund methods and order states by their
 * names — and an employee's own words beside it. A row without an event shows its stored sentence.
 */
export function useJournalText(): (entry: Pick<Entry, 'text' | 'event'>) => string {
  const t = useTranslations('admin.journal');
  const tOrders = useTranslations('admin.orders');
  const tOrder = useTranslations('admin.order');
  const format = useFormatter();

  const readable = (event: JournalEventOut): Record<string, string | number> => {
    const out: Record<string, string | number> = { ...event.params };
    const currency = typeof event.params.currency === 'string' && event.params.currency ? event.params.currency : null;
    for (const [name, value] of Object.entries(event.params)) {
      if (name.endsWith('X100') && typeof value === 'number') {
        out[name.slice(0, -4)] = currency ? format.number(value / 100, { style: 'currency', currency }) : format.number(value / 100);
      }
    }
    const method = event.params.method;
    if (typeof method === 'string') {
      const key = `payments.${method}`;
      const manual = `manualMethods.${method}`;
      out.method = tOrders.has(key as 'payments.adyen') ? tOrders(key as 'payments.adyen') : tOrder.has(manual as 'manualMethods.cash') ? tOrder(manual as 'manualMethods.cash') : method;
    }
    const refundMethod = event.params.refundMethod;
    if (typeof refundMethod === 'string' && t.has(`refundMethods.${refundMethod}` as 'refundMethods.wallet')) out.refundMethod = t(`refundMethods.${refundMethod}` as 'refundMethods.wallet');
    const state = event.params.state;
    if (typeof state === 'string' && tOrders.has(`states.${state}` as 'states.new')) out.state = tOrders(`states.${state}` as 'states.new');
    return out;
  };

  return (entry) => {
    if (!entry.event) return entry.text;
    const text = t(`events.${entry.event.key}`, readable(entry.event));
    return entry.event.note ? t('note', { text, note: entry.event.note }) : text;
  };
}
