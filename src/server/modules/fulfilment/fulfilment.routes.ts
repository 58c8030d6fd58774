import { z } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { IDEMPOTENCY_HEADER } from '@/contracts/checkout';
import {
  fulfilmentOrderParam, fulfilmentReasonBody, inProgressList, packingDetail, packingState, pickList, pickListQuery, scanBody, shipment, shipmentParam, toVerifyList,
} from '@/contracts/fulfilment';
import { staffRoute } from '../../http/staff-route';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { renderLabelPdf } from './labels/label-pdf';
import { renderZpl } from './labels/zpl';
import { fulfilmentDeps } from './fulfilment-deps';
import * as service from './fulfilment.service';

const BASE = '/adonis/admin/v1';
const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const idempotencyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z.string().optional().openapi({ description: '8–100 letters, digits or _ . : -; the same key and body give the same answer' }),
});
const actionErrors = {
  400: err('VALIDATION_FAILED, IDEMPOTENCY_KEY_MISSING'),
  404: err('NOT_FOUND'),
  409: err('ORDER_STATE_CONFLICT, FULFILMENT_HELD (details.holder), COPY_ALREADY_SCANNED, PACKING_INCOMPLETE (details.missing), SHIPMENT_STATE_CONFLICT'),
  422: err('COPY_NOT_IN_ORDER (details.reason, details.otherOrder), COPIES_NOT_PRESENT, CARRIER_UNAVAILABLE, CARRIER_REJECTED, IDEMPOTENCY_KEY_REUSED'),
};

/**
 * Fulfilment's staff routes (issue 13 item 5; contracts/fulfilment.ts has the table): lists with
 * orders.read, every action and the labels with `shipping`, each through staffRoute.
 */
export function registerFulfilmentRoutes(app: Api, appDeps: AppDeps): void {
  const deps = fulfilmentDeps(appDeps);
  const noStore = (c: { header: (k: string, v: string) => void }) => c.header('cache-control', 'private, no-store');

  staffRoute(app, {
    method: 'get', path: `${BASE}/fulfilment/to-verify`, permission: 'orders.read',
    summary: 'Orders to verify before picking: paid or confirmed cash-on-delivery orders whose copies are all on their shelves, oldest first',
    responses: { 200: { description: 'Orders', ...json(toVerifyList) } },
  }, async (c) => { noStore(c); return respond(c, toVerifyList, await service.listToVerify(c.var.ctx)); });

  staffRoute(app, {
    method: 'get', path: `${BASE}/fulfilment/in-progress`, permission: 'orders.read',
    summary: 'Work in progress: orders being picked or packed, who holds each and since when',
    responses: { 200: { description: 'Orders', ...json(inProgressList) } },
  }, async (c) => { noStore(c); return respond(c, inProgressList, await service.listInProgress(c.var.ctx)); });

  staffRoute(app, {
    method: 'get', path: `${BASE}/fulfilment/pick-list`, permission: 'orders.read',
    summary: 'Pick list: the copies of the given orders (default: the ones the caller holds) grouped by warehouse location',
    request: { query: pickListQuery },
    responses: { 200: { description: 'Pick list', ...json(pickList) } },
  }, async (c) => { noStore(c); return respond(c, pickList, await service.pickList(c.var.ctx, c.req.valid('query').orders)); });

  staffRoute(app, {
    method: 'get', path: `${BASE}/fulfilment/orders/{id}`, permission: 'orders.read',
    summary: 'The order at the packing desk: its copies (location, scanned), who holds it, its parcels',
    request: { params: fulfilmentOrderParam },
    responses: { 200: { description: 'The order', ...json(packingDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => { noStore(c); return respond(c, packingDetail, await service.getPackingDetail(c.var.ctx, deps, c.req.valid('param').id)); });

  const orderAction = (name: 'pick' | 'pack', summary: string, run: (ctx: Parameters<typeof service.pickOrder>[0], input: { orderId: number; idempotencyKey: string }) => Promise<unknown>) => {
    staffRoute(app, {
      method: 'post', path: `${BASE}/fulfilment/orders/{id}/${name}`, permission: 'shipping', summary,
      request: { params: fulfilmentOrderParam, headers: idempotencyHeader },
      responses: { 200: { description: 'The order at the packing desk', ...json(packingState) }, ...actionErrors },
    }, async (c) => {
      noStore(c);
      return respond(c, packingState, await run(c.var.ctx, { orderId: c.req.valid('param').id, idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? '' }) as never);
    });
  };
  orderAction('pick', 'Take the order to pick it (another employee holding it: 409 FULFILMENT_HELD)', service.pickOrder);
  orderAction('pack', 'Every copy scanned: the order is packed', service.packOrder);

  staffRoute(app, {
    method: 'post', path: `${BASE}/fulfilment/orders/{id}/scan`, permission: 'shipping',
    summary: 'Scan a copy label into the parcel (wrong copy: 422 COPY_NOT_IN_ORDER; twice: 409 COPY_ALREADY_SCANNED; nothing changes)',
    request: { params: fulfilmentOrderParam, headers: idempotencyHeader, body: { required: true, ...json(scanBody) } },
    responses: { 200: { description: 'The order at the packing desk', ...json(packingState) }, ...actionErrors },
  }, async (c) => {
    noStore(c);
    return respond(c, packingState, await service.scanCopy(c.var.ctx, { orderId: c.req.valid('param').id, idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? '', body: c.req.valid('json') }));
  });

  staffRoute(app, {
    method: 'post', path: `${BASE}/fulfilment/orders/{id}/release`, permission: 'shipping',
    summary: 'Give the order back (the holder only); its scans are forgotten',
    request: { params: fulfilmentOrderParam, headers: idempotencyHeader, body: { required: true, ...json(fulfilmentReasonBody) } },
    responses: { 200: { description: 'The order', ...json(packingState) }, ...actionErrors },
  }, async (c) => {
    noStore(c);
    return respond(c, packingState, await service.releaseOrder(c.var.ctx, { orderId: c.req.valid('param').id, idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? '', body: c.req.valid('json') }));
  });

  staffRoute(app, {
    method: 'post', path: `${BASE}/fulfilment/orders/{id}/ship`, permission: 'shipping',
    summary: 'Ship a packed order: the parcel at its carrier (tracking number, label), shipment and order shipped, the customer e-mailed',
    request: { params: fulfilmentOrderParam, headers: idempotencyHeader },
    responses: { 200: { description: 'The shipment', ...json(shipment) }, ...actionErrors, 502: err('PROVIDER_UNAVAILABLE: the carrier did not answer') },
  }, async (c) => {
    noStore(c);
    return respond(c, shipment, await service.shipOrder(c.var.ctx, deps, { orderId: c.req.valid('param').id, idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? '' }));
  });

  staffRoute(app, {
    method: 'get', path: `${BASE}/shipments/{id}`, permission: 'orders.read',
    summary: 'A shipment with its log', request: { params: shipmentParam },
    responses: { 200: { description: 'The shipment', ...json(shipment) }, 404: err('NOT_FOUND') },
  }, async (c) => { noStore(c); return respond(c, shipment, await service.getShipment(c.var.ctx, deps, c.req.valid('param').id)); });

  staffRoute(app, {
    method: 'get', path: `${BASE}/shipments/{id}/label.zpl`, permission: 'shipping',
    summary: 'The shipping label as ZPL II (4×6 in, 203 dpi) for the desk printer', request: { params: shipmentParam },
    responses: { 200: { description: 'ZPL', content: { 'text/plain': { schema: z.string() } } }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const label = await service.shipmentLabel(c.var.ctx, c.req.valid('param').id);
    return c.body(renderZpl(label), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="${label.trackingNumber}.zpl"` }) as never;
  });

  staffRoute(app, {
    method: 'get', path: `${BASE}/shipments/{id}/label.pdf`, permission: 'shipping',
    summary: 'The shipping label as PDF (100×150 mm)', request: { params: shipmentParam },
    responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const label = await service.shipmentLabel(c.var.ctx, c.req.valid('param').id);
    const pdf = await renderLabelPdf(label);
    return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="${label.trackingNumber}.pdf"` }) as never;
  });

  for (const to of ['delivered', 'returned'] as const) {
    staffRoute(app, {
      method: 'post', path: `${BASE}/shipments/{id}/${to}`, permission: 'shipping',
      summary: `Record the parcel ${to} (an employee's word; carriers report through refresh)`,
      request: { params: shipmentParam, headers: idempotencyHeader, body: { required: true, ...json(fulfilmentReasonBody) } },
      responses: { 200: { description: 'The shipment', ...json(shipment) }, ...actionErrors },
    }, async (c) => {
      noStore(c);
      return respond(c, shipment, await service.markShipment(c.var.ctx, deps, { shipmentId: c.req.valid('param').id, idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? '', to, body: c.req.valid('json') }));
    });
  }

  staffRoute(app, {
    method: 'post', path: `${BASE}/shipments/{id}/refresh`, permission: 'shipping',
    summary: 'Ask the carrier for the parcel\'s status and apply it (delivered, returned, cash on delivery collected → paid)',
    request: { params: shipmentParam },
    responses: { 200: { description: 'The shipment', ...json(shipment) }, 404: err('NOT_FOUND'), 422: err('CARRIER_UNAVAILABLE'), 502: err('PROVIDER_UNAVAILABLE') },
  }, async (c) => {
    noStore(c);
    return respond(c, shipment, await service.refreshShipment(c.var.ctx, deps, c.req.valid('param').id, c.var.ctx.staff?.id ?? null));
  });
}
