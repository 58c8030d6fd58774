import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { createTestDb } from '../../../../tests/support/test-db';
import { createMailer, createSinkTransport, createSmtpTransport } from './mailer';
import type { MailTransport, OutgoingMail } from './mail.types';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const mail = (dedupeKey: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test',
  dedupeKey,
  to: 'reader@example.com',
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
  attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: Buffer.from('Žluťoučký kůň') }],
  createdAt: new Date('2026-03-14T10:00:00Z'),
  ...overrides,
});

const rowsFor = (key: string) =>
  queryRows<{ id: number; message_id: string | null; attachments: { filename: string; base64: string }[] }>(
    handle.db,
    sql`select id, message_id, attachments from mail_outbox where dedupe_key = ${key}`,
  );

function spiedSink() {
  const transport = createSinkTransport();
  const sendMail = jest.spyOn(transport, 'sendMail');
  return { transport, sendMail };
}

describe('createMailer', () => {
  it('records the mail, sends it through the sink as a real MIME message, and sends a repeat never', async () => {
    const { transport, sendMail } = spiedSink();
    const mailer = createMailer({ from: 'Bookturn <shop@example.com>', mode: 'demo', db: handle.db, transport });
    expect(mailer.delivery).toBe('sink');

    expect(await mailer.send(mail('test:sequential'))).toBe('sent');
    expect(await mailer.send(mail('test:sequential', { subject: 'Changed' }))).toBe('duplicate');

    expect(sendMail).toHaveBeenCalledTimes(1);
    const info = (await sendMail.mock.results[0].value) as { message: Buffer; messageId: string };
    const mime = info.message.toString('utf8');
    expect(mime).toMatch(/^From: Bookturn <shop@example\.com>$/m);
    expect(mime).toMatch(/^To: reader@example\.com$/m);
    expect(mime).toContain('filename=note.txt');
    expect(mime).toContain('multipart/mixed');

    const rows = await rowsFor('test:sequential');
    expect(rows).toHaveLength(1);
    expect(rows[0].message_id).toBe(info.messageId);
    expect(Buffer.from(rows[0].attachments[0].base64, 'base64').toString('utf8')).toBe('Žluťoučký kůň');
    expect(await mailer.isRecorded('test:sequential')).toBe(true);
  });

  it('sends once when ten callers race with the same dedupe key', async () => {
    const { transport, sendMail } = spiedSink();
    const mailer = createMailer({ from: 'shop@example.com', mode: 'demo', db: async () => handle.db, transport });
    const results = await Promise.all(Array.from({ length: 10 }, () => mailer.send(mail('test:race'))));
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(9);
    expect(sendMail).toHaveBeenCalledTimes(1);
    expect(await rowsFor('test:race')).toHaveLength(1);
  });

  it('gives the key back when the transport fails, so a retry delivers', async () => {
    const failing: MailTransport = { sendMail: jest.fn().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue({ messageId: '<ok@test>' }) };
    const mailer = createMailer({ from: 'shop@example.com', mode: 'demo', db: handle.db, transport: failing });
    await expect(mailer.send(mail('test:retry'))).rejects.toThrow('connection refused');
    expect(await rowsFor('test:retry')).toHaveLength(0);
    expect(await mailer.send(mail('test:retry'))).toBe('sent');
    expect((await rowsFor('test:retry'))[0].message_id).toBe('<ok@test>');
  });

  it('times out on an SMTP server that never greets instead of hanging', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { greetingTimeout: 300, connectionTimeout: 1000, socketTimeout: 1000 });
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'shop@example.com', mode: 'production', db: handle.db, transport });
      expect(mailer.delivery).toBe('smtp');
      const started = Date.now();
      await expect(mailer.send(mail('test:smtp-timeout'))).rejects.toThrow(/greeting/i);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await rowsFor('test:smtp-timeout')).toHaveLength(0);
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
