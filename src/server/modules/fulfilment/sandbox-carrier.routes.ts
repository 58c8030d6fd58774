import { createRoute, z } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { SANDBOX_CARRIER_EVENTS, shipment } from '@/contracts/fulfilment';
import { notFound } from '../../http/errors';
import { escapeHtml } from '../mail';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { reportSandboxParcel } from './carriers/sandbox';
import { fulfilmentDeps } from './fulfilment-deps';
import * as service from './fulfilment.service';
import { fulfilmentRepository as repo } from './fulfilment.service';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const tracking = z.object({ tracking: z.string().regex(/^SBX\d{10}$/) });

/**
 * The demo carrier's own doors (mounted in demo mode only, like the payment sandbox): its public
 * tracking page, and the courier's report — delivered, returned, cash collected — which updates
 * the sandbox parcel and then runs the same status refresh a real carrier's would.
 */
export function registerSandboxCarrierRoutes(app: Api, appDeps: AppDeps): void {
  const deps = fulfilmentDeps(appDeps);

  app.openapi(createRoute({
    method: 'get', path: '/adonis/sandbox/carrier/parcels/{tracking}', tags: ['demo'], summary: 'Demo carrier: tracking page',
    request: { params: tracking },
    responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } }, 404: { description: 'NOT_FOUND', ...json(apiError) } },
  }), async (c) => {
    const row = await repo.findShipmentByTracking(c.var.ctx.db, c.req.valid('param').tracking);
    if (!row) throw notFound('Parcel');
    const log = await repo.shipmentLog(c.var.ctx.db, row.id);
    const items = log.map((l) => `<li>${escapeHtml(l.at)} — ${escapeHtml(l.event)}</li>`).join('');
    return c.html(`<!doctype html><html lang="en"><head><title>Parcel ${escapeHtml(row.trackingNumber)}</title></head><body><h1>Sandbox carrier: parcel ${escapeHtml(row.trackingNumber)}</h1><p>State: <strong>${escapeHtml(row.state)}</strong></p><ol>${items}</ol></body></html>`);
  });

  app.openapi(createRoute({
    method: 'post', path: '/adonis/sandbox/carrier/parcels/{tracking}/{event}', tags: ['demo'],
    summary: 'Demo carrier: the courier reports the parcel delivered, returned or its cash on delivery collected',
    request: { params: tracking.extend({ event: z.enum(SANDBOX_CARRIER_EVENTS) }) },
    responses: { 200: { description: 'The shipment after the report', ...json(shipment) }, 404: { description: 'NOT_FOUND', ...json(apiError) } },
  }), async (c) => {
    const { tracking: number, event } = c.req.valid('param');
    const row = await repo.findShipmentByTracking(c.var.ctx.db, number);
    if (!row) throw notFound('Parcel');
    await reportSandboxParcel(c.var.ctx.db, number, event, c.var.ctx.now);
    return respond(c, shipment, await service.refreshShipment(c.var.ctx, deps, row.id, null));
  });
}
