import { z } from 'zod';

/** GET /api/adonis/dev/outbox.json — a development tool (demo mode only), so not part of the shared contracts. */
export const devOutboxList = z.object({
  items: z.array(z.object({
    id: z.number().int().positive(),
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    orderId: z.number().int().nullable(),
    createdAt: z.string(),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int().nonnegative() })),
  })),
});
export type DevOutboxList = z.infer<typeof devOutboxList>;
