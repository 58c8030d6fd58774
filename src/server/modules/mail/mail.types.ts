export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail as the shop means it: `dedupeKey` makes "send this once" hold under retries. */
export interface OutgoingMail {
  kind: string;
  /** e.g. order-confirmation:123 — a second mail with the same key is never sent. */
  dedupeKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  orderId?: number | null;
  /** Recorded as the outbox row's created_at (the caller's clock, so tests can move time). */
  createdAt: Date;
  /**
   * Secrets this mail carries (a login code, a magic-link token). In production the outbox row
   * keeps the mail with each of them replaced by [redacted]; in every mode the row is deleted once
   * they have expired (SECRET_MAIL_MINUTES gives the lifetime per kind).
   */
  secrets?: readonly string[];
}

export type SendResult = 'sent' | 'duplicate';

export interface Mailer {
  /** Records the mail in mail_outbox and sends it, unless a mail with its dedupe key exists. */
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Cheap check before rendering an expensive mail; `send` stays the guarantee. */
  isRecorded(dedupeKey: string): Promise<boolean>;
  /** 'smtp' delivers for real; 'sink' keeps mail in the outbox table only (demo, tests). */
  readonly delivery: 'smtp' | 'sink';
}

/** The one method of a nodemailer transporter we use: the seam where tests put a spy. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    attachments: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<{ messageId?: string }>;
}
