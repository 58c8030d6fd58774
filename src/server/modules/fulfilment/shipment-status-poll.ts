import type { SystemContext } from '../../http/context';
import { refreshShipment, STATUS_POLL_SOURCE, type FulfilmentDeps } from './fulfilment.service';
import * as repo from './fulfilment.repository';

/**
 * The scheduled shipment status poll (docs/adr/0023, "Status polling"): Packeta has no push, so
 * every SHIPMENT_POLL_MINUTES, once per cluster (the job queue's cron slot), the parcels still on
 * their way are asked about through the same refresh the staff use — delivered, returned, cash on
 * delivery collected → the order paid, once.
 */
export const SHIPMENT_STATUS_JOB = 'shipment-status-poll';

export const SHIPMENT_POLL_LIMITS = {
  /** Parcels older than this are left to the desk (a carrier forgets them; nobody waits that long). */
  maxAgeDays: 60,
  /** Shipments read per query. */
  batch: 20,
  /** Carrier calls per run at most; the rest (least recently asked first) wait for the next run. */
  cap: 200,
} as const;

export interface ShipmentPollResult { polled: number; failed: number; delivered: number; returned: number }

const MINUTE = 60_000;

/**
 * One run: shipments in state shipped, created within maxAgeDays, not asked about within the
 * interval, in batches, each refreshed on its own (the carrier call outside any transaction, one
 * transaction per outcome). A shipment is marked asked before its carrier call, so a failing one
 * waits for the next run instead of stopping this one; its failure is logged with its id.
 * The interval is shortened by a little slack (at most 5 minutes, or half of it): a run starting a
 * few seconds later than the previous one still finds the shipments that run asked about.
 */
export async function pollShipmentStatuses(ctx: SystemContext, deps: FulfilmentDeps, options: { everyMinutes: number; cap?: number; batch?: number }): Promise<ShipmentPollResult> {
  const cap = options.cap ?? SHIPMENT_POLL_LIMITS.cap;
  const batch = Math.min(options.batch ?? SHIPMENT_POLL_LIMITS.batch, cap);
  const slack = Math.min(5, options.everyMinutes / 2);
  const polledBefore = new Date(ctx.now.getTime() - (options.everyMinutes - slack) * MINUTE);
  const createdSince = new Date(ctx.now.getTime() - SHIPMENT_POLL_LIMITS.maxAgeDays * 24 * 60 * MINUTE);
  const result: ShipmentPollResult = { polled: 0, failed: 0, delivered: 0, returned: 0 };
  const seen = new Set<number>();
  while (result.polled < cap) {
    const ids = (await repo.shipmentsToPoll(ctx.db, { createdSince, polledBefore, limit: Math.min(batch, cap - result.polled) })).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      seen.add(id);
      result.polled += 1;
      await repo.markPolled(ctx.db, id, ctx.now);
      try {
        const after = await refreshShipment(ctx, deps, id, null, STATUS_POLL_SOURCE);
        if (after.state === 'delivered') result.delivered += 1;
        if (after.state === 'returned') result.returned += 1;
      } catch (err) {
        result.failed += 1;
        ctx.log.warn({ err, shipmentId: id, job: SHIPMENT_STATUS_JOB }, 'shipment status poll: the carrier call or its outcome failed');
      }
    }
  }
  return result;
}
