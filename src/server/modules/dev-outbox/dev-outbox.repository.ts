import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutboxAttachmentInfo {
  filename: string;
  contentType: string;
  size: number;
}

export interface OutboxListItem {
  id: number;
  kind: string;
  to: string;
  subject: string;
  orderId: number | null;
  createdAt: Date;
  attachments: OutboxAttachmentInfo[];
}

export interface OutboxMail extends OutboxListItem {
  html: string;
  text: string;
  messageId: string | null;
}

export const OUTBOX_LIST_LIMIT = 200;

// Decoded size from the base64 text, so listing never ships the attachments' bytes out of the database.
const ATTACHMENT_INFO = sql<OutboxAttachmentInfo[]>`coalesce((
  select jsonb_agg(jsonb_build_object(
    'filename', a->>'filename',
    'contentType', a->>'contentType',
    'size', length(a->>'base64') / 4 * 3 - (length(a->>'base64') - length(rtrim(a->>'base64', '=')))
  ) order by ord)
  from jsonb_array_elements(${mailOutbox.attachments}) with ordinality as t(a, ord)
), '[]'::jsonb)`;

const listFields = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  orderId: mailOutbox.orderId,
  createdAt: mailOutbox.createdAt,
  attachments: ATTACHMENT_INFO,
};

/** Newest first; `to` matches the recipient exactly, ignoring case. */
export async function listOutbox(db: Db, filter: { to?: string }): Promise<OutboxListItem[]> {
  return db.select(listFields).from(mailOutbox)
    .where(filter.to ? sql`lower(${mailOutbox.toAddress}) = lower(${filter.to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_LIST_LIMIT);
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxMail | null> {
  const [row] = await db.select({ ...listFields, html: mailOutbox.html, text: mailOutbox.textBody, messageId: mailOutbox.messageId })
    .from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

export async function findOutboxAttachment(db: Db, id: number, index: number): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const [row] = await db.select({ a: sql<{ filename: string; contentType: string; base64: string } | null>`${mailOutbox.attachments} -> ${index}::int` })
    .from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row?.a) return null;
  return { filename: row.a.filename, contentType: row.a.contentType, content: Buffer.from(row.a.base64, 'base64') };
}
