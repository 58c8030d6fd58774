import { and, eq, isNull, lt } from 'drizzle-orm';
import { LOGIN_CODE_MINUTES, MAGIC_LINK_MINUTES } from '@/contracts/auth';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { OutgoingMail } from './mail.types';

/**
 * Claims the right to send: the unique dedupe_key lets exactly one of any number of concurrent or
 * repeated callers insert the row. Returns the new row's id, or null when the mail already exists.
 */
export async function insertOutboxRow(db: Db, mail: OutgoingMail): Promise<number | null> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      textBody: mail.text,
      attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') })),
      orderId: mail.orderId ?? null,
      createdAt: mail.createdAt,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}

export async function outboxRowExists(db: Db, dedupeKey: string): Promise<boolean> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)).limit(1);
  return rows.length > 0;
}

export async function setOutboxMessageId(db: Db, id: number, messageId: string): Promise<void> {
  await db.update(mailOutbox).set({ messageId }).where(eq(mailOutbox.id, id));
}

/** Gives up the claim after a failed send so a later retry can send; only a row never sent is removed. */
export async function releaseOutboxRow(db: Db, id: number): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.id, id), isNull(mailOutbox.messageId)));
}

/**
 * Kinds of mail that carry a short-lived secret, and its lifetime in minutes: their outbox rows
 * are deleted after it (deleteExpiredSecretMails). A mail with secrets of any other kind is refused.
 */
export const SECRET_MAIL_MINUTES: Readonly<Record<string, number>> = {
  'login-code': LOGIN_CODE_MINUTES,
  'login-link': MAGIC_LINK_MINUTES,
  // A sell-books draft's private link ("save and finish later"): the draft keeps it; its copy in the outbox goes after a month.
  'buyback-lead-link': 30 * 24 * 60,
};

/** Deletes the outbox rows of secret-bearing mails whose secret has expired by `now`; returns how many. */
export async function deleteExpiredSecretMails(db: Db, now: Date): Promise<number> {
  let deleted = 0;
  for (const [kind, minutes] of Object.entries(SECRET_MAIL_MINUTES)) {
    const before = new Date(now.getTime() - minutes * 60_000);
    const rows = await db.delete(mailOutbox).where(and(eq(mailOutbox.kind, kind), lt(mailOutbox.createdAt, before))).returning({ id: mailOutbox.id });
    deleted += rows.length;
  }
  return deleted;
}
