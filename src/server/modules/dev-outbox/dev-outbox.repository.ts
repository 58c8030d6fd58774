import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

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
const ATTACHMENT_INFO = sql`coalesce((
  select jsonb_agg(jsonb_build_object(
    'filename', a->>'filename',
    'contentType', a->>'contentType',
    'size', length(a->>'base64') / 4 * 3 - (length(a->>'base64') - length(rtrim(a->>'base64', '=')))
  ) order by ord)
  from jsonb_array_elements(attachments) with ordinality as t(a, ord)
), '[]'::jsonb)`;

interface Row {
  id: string | number;
  kind: string;
  to_address: string;
  subject: string;
  order_id: string | number | null;
  created_at: Date | string;
  attachments: OutboxAttachmentInfo[];
}

const toItem = (r: Row): OutboxListItem => ({
  id: Number(r.id),
  kind: r.kind,
  to: r.to_address,
  subject: r.subject,
  orderId: r.order_id === null ? null : Number(r.order_id),
  createdAt: new Date(r.created_at),
  attachments: r.attachments,
});

/** Newest first; `to` matches the recipient exactly, ignoring case. */
export async function listOutbox(db: Db, filter: { to?: string }): Promise<OutboxListItem[]> {
  const where = filter.to ? sql`where lower(to_address) = lower(${filter.to})` : sql``;
  const rows = await queryRows<Row>(db, sql`
    select id, kind, to_address, subject, order_id, created_at, ${ATTACHMENT_INFO} as attachments
    from mail_outbox ${where}
    order by created_at desc, id desc
    limit ${OUTBOX_LIST_LIMIT}`);
  return rows.map(toItem);
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxMail | null> {
  const [row] = await queryRows<Row & { html: string; text_body: string; message_id: string | null }>(db, sql`
    select id, kind, to_address, subject, order_id, created_at, html, text_body, message_id, ${ATTACHMENT_INFO} as attachments
    from mail_outbox where id = ${id}`);
  return row ? { ...toItem(row), html: row.html, text: row.text_body, messageId: row.message_id } : null;
}

export async function findOutboxAttachment(db: Db, id: number, index: number): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const [row] = await queryRows<{ a: { filename: string; contentType: string; base64: string } | null }>(
    db,
    sql`select attachments -> ${index}::int as a from mail_outbox where id = ${id}`,
  );
  if (!row?.a) return null;
  return { filename: row.a.filename, contentType: row.a.contentType, content: Buffer.from(row.a.base64, 'base64') };
}
