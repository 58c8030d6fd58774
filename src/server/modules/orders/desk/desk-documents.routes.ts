import { z } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { deskOrderIdParam } from '@/contracts/admin-orders';
import { staffRoute } from '../../../http/staff-route';
import type { Api } from '../../../http/types';
import { deskInvoicePdf } from './desk-documents.service';

/** The order's documents at the desk (issue 13 item 4): its invoice as PDF (orders.read). */
export function registerDeskDocumentRoutes(app: Api, base: string): void {
  staffRoute(app, {
    method: 'get', path: `${base}/orders/{id}/invoice.pdf`, permission: 'orders.read',
    summary: 'The order’s invoice as PDF (the one the confirmation e-mail attached and the customer’s account serves)',
    request: { params: deskOrderIdParam },
    responses: {
      200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
      404: { description: 'NOT_FOUND (no such order, or it has no invoice: new or cancelled)', content: { 'application/json': { schema: apiError } } },
    },
  }, async (c) => {
    const { filename, pdf } = await deskInvoicePdf(c.var.ctx, c.req.valid('param').id);
    return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="${filename}"` }) as never;
  });
}
