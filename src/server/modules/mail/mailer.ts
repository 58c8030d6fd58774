import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { logger } from '../../http/logger';
import type { Mailer, MailTransport, OutgoingMail } from './mail.types';
import { deleteExpiredSecretMails, insertOutboxRow, outboxRowExists, releaseOutboxRow, SECRET_MAIL_MINUTES, setOutboxMessageId } from './outbox.repository';

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it mail goes to the local sink (the outbox table only). */
  smtpUrl?: string;
  from: string;
  mode: 'demo' | 'production';
  /** The database, or how to get it (the app opens it lazily). */
  db: Db | (() => Promise<Db>);
  /** Replaces the transport; tests put a spy here. */
  transport?: MailTransport;
}

/** An unreachable or silent SMTP server must fail a send in seconds, not hang a request for minutes. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpTransport(smtpUrl: string, timeouts: Partial<SmtpTimeouts> = {}): MailTransport {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...timeouts });
}

/**
 * The local mail sink: nodemailer builds the complete MIME message (headers, alternatives,
 * attachments) exactly as it would for SMTP, and hands it back instead of delivering it.
 */
export function createSinkTransport(): MailTransport {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

export const REDACTED_SECRET = '[redacted]';

/** The mail as the outbox may keep it in production: every secret replaced, wherever it appears. */
export function withoutSecrets(mail: OutgoingMail): OutgoingMail {
  const secrets = (mail.secrets ?? []).filter((s) => s.length > 0);
  if (secrets.length === 0) return mail;
  const scrub = (text: string) => secrets.reduce((out, secret) => out.split(secret).join(REDACTED_SECRET), text);
  return { ...mail, subject: scrub(mail.subject), html: scrub(mail.html), text: scrub(mail.text) };
}

/** The mail settings of the server's environment (serverEnv / commerceEnv). */
export interface MailEnv {
  SMTP_URL?: string;
  MAIL_FROM: string;
  APP_MODE: 'demo' | 'production';
}

/** The mailer the configuration asks for: the app's shared one (http/deps.ts) and the command-line jobs build it here. */
export function mailerFromEnv(env: MailEnv, db: MailerOptions['db']): Mailer {
  return createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, mode: env.APP_MODE, db });
}

/**
 * Every mail is recorded in mail_outbox before it is sent, and only the caller whose INSERT won
 * the dedupe key sends it: a retried or concurrent "confirm order 123" sends one mail.
 * A send that fails gives the key back, so a later retry can deliver (at-least-once over SMTP:
 * a server that accepted the mail but timed out before answering may get it twice).
 */
export function createMailer(options: MailerOptions): Mailer {
  const delivery = options.smtpUrl ? 'smtp' : 'sink';
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : createSinkTransport());
  const getDb = typeof options.db === 'function' ? options.db : async () => options.db as Db;
  const log = logger();
  if (delivery === 'sink' && options.mode === 'production') {
    log.warn('SMTP_URL is not set in production mode: e-mails are recorded in mail_outbox but not delivered');
  }

  return {
    delivery,
    async isRecorded(dedupeKey) {
      return outboxRowExists(await getDb(), dedupeKey);
    },
    async send(mail: OutgoingMail) {
      const db = await getDb();
      if (mail.secrets?.length) {
        if (SECRET_MAIL_MINUTES[mail.kind] === undefined) throw new Error(`mail kind ${mail.kind} carries secrets but has no lifetime in SECRET_MAIL_MINUTES`);
        await deleteExpiredSecretMails(db, mail.createdAt);
      }
      const id = await insertOutboxRow(db, options.mode === 'production' ? withoutSecrets(mail) : mail);
      if (id === null) return 'duplicate';
      let messageId: string | undefined;
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        });
        messageId = info.messageId;
      } catch (error) {
        await releaseOutboxRow(db, id).catch((releaseError: unknown) => {
          log.error({ err: releaseError, dedupeKey: mail.dedupeKey }, 'could not release the outbox row of a failed mail');
        });
        throw error;
      }
      await setOutboxMessageId(db, id, messageId ?? `<outbox-${id}@bookturn.invalid>`);
      log.info({ kind: mail.kind, dedupeKey: mail.dedupeKey, outboxId: id, delivery }, 'mail sent');
      return 'sent';
    },
  };
}
