// @pglite-smoke: int8 arrives as a number from PGlite, a string from pg (also run on the embedded PGlite; scripts/test-all.sh)
import { sql } from 'drizzle-orm';
import { originFor, type Locale } from '@/i18n/locales';
import type { DbHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { AppError } from '../../http/errors';
import { createTestDb } from '../../../../tests/support/test-db';
import { inspectPdf } from '../invoices/testing/pdf-inspect';
import { INVOICE_MESSAGES } from '../invoices/messages';
import { createMailer, createSinkTransport } from './mailer';
import { sendOrderConfirmation, orderConfirmationKey, type OrderConfirmationDeps } from './order-confirmation.service';
import { insertTestOrder } from './testing/order-fixture';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const NOW = new Date('2026-03-15T08:00:00Z');
const payPageUrl = (locale: Locale, code: string) => `${originFor(locale, 3000)}/pay/${code}`;

function setup() {
  const transport = createSinkTransport();
  const sendMail = jest.spyOn(transport, 'sendMail');
  const mailer = createMailer({ from: 'Bookturn <shop@example.com>', mode: 'demo', db: handle.db, transport });
  const deps: OrderConfirmationDeps = { mailer, now: NOW, payPageUrl };
  return { deps, sendMail };
}

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  order_id: number | string;
  message_id: string | null;
  created_at: Date | string;
  attachments: { filename: string; contentType: string; base64: string }[];
}
const outboxOf = (orderId: number) =>
  queryRows<OutboxRow>(handle.db, sql`select * from mail_outbox where dedupe_key = ${orderConfirmationKey(orderId)}`);

describe('sendOrderConfirmation', () => {
  it('sends one confirmation when asked twice in a row', async () => {
    const order = await insertTestOrder(handle, { locale: 'cs' });
    const { deps, sendMail } = setup();
    expect(await sendOrderConfirmation(handle.db, order.id, deps)).toBe('sent');
    expect(await sendOrderConfirmation(handle.db, order.id, deps)).toBe('duplicate');
    expect(sendMail).toHaveBeenCalledTimes(1);
    const rows = await outboxOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].kind).toBe('order-confirmation');
    // bigint: a string from pg, a number from PGlite.
    expect(Number(rows[0].order_id)).toBe(order.id);
    expect(new Date(rows[0].created_at).toISOString()).toBe(NOW.toISOString());
    expect(rows[0].message_id).toMatch(/^<.+@.+>$/);
  });

  it('sends one confirmation when ten webhooks ask at the same moment', async () => {
    const order = await insertTestOrder(handle, { locale: 'sk' });
    const { deps, sendMail } = setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => sendOrderConfirmation(handle.db, order.id, deps)));
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(9);
    expect(sendMail).toHaveBeenCalledTimes(1);
    expect(await outboxOf(order.id)).toHaveLength(1);
  });

  it("writes in the order's language and attaches its invoice", async () => {
    const cs = await insertTestOrder(handle, { locale: 'cs', name: 'Jiří Šťastný', shippingMethod: 'packeta-pudo', pudoLabel: 'Zásilkovna, Vodičkova 30, Praha', address: null });
    const de = await insertTestOrder(handle, { locale: 'de-DE', name: 'Jürgen Groß', paymentMethod: 'adyen', discountX100: 500, address: { street: 'Hauptstraße 5', city: 'Köln', zip: '50667', country: 'DE' } });
    const { deps } = setup();
    await sendOrderConfirmation(handle.db, cs.id, deps);
    await sendOrderConfirmation(handle.db, de.id, deps);
    const [csMail] = await outboxOf(cs.id);
    const [deMail] = await outboxOf(de.id);

    expect(csMail.subject).toBe(`Potvrzení objednávky ${cs.number}`);
    expect(deMail.subject).toBe(`Bestellbestätigung ${de.number}`);
    expect(csMail.subject).not.toBe(deMail.subject);

    expect(csMail.text_body).toContain('Dobrý den, Jiří Šťastný,');
    expect(csMail.text_body).toContain('Výdejní místo – Packeta');
    expect(csMail.text_body).toContain('Zásilkovna, Vodičkova 30, Praha');
    expect(csMail.text_body).toContain('Bankovní převod');
    expect(csMail.text_body).toContain(`http://cs.localhost:3000/pay/${cs.paymentCode}`);
    expect(csMail.text_body).toMatch(/Celkem k úhradě: 377,00\sKč/);
    expect(csMail.html).toContain('<html lang="cs-CZ">');

    expect(deMail.text_body).toContain('Guten Tag Jürgen Groß,');
    expect(deMail.text_body).toContain('Online-Zahlung (Karte)');
    expect(deMail.text_body).toContain('Lieferung nach Hause – Packeta');
    expect(deMail.text_body).toMatch(/Rabatt: -5,00\s€/);
    expect(deMail.text_body).toContain('Hauptstraße 5, 50667 Köln, Deutschland');
    expect(deMail.html).toContain(`href="http://de.localhost:3000/pay/${de.paymentCode}"`);

    for (const [mail, order, locale] of [[csMail, cs, 'cs'], [deMail, de, 'de-DE']] as const) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: `invoice-${order.number}.pdf`, contentType: 'application/pdf' });
      const pdf = Buffer.from(mail.attachments[0].base64, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(inspectPdf(pdf).textRuns).toContain(`${INVOICE_MESSAGES[locale].title} ${order.number}`);
    }
  });

  it('escapes what shoppers typed in the HTML, and keeps it as typed in the text', async () => {
    const name = '<script>alert("x")</script> & Co';
    const title = '<img src=x onerror=alert(1)>';
    const order = await insertTestOrder(handle, { locale: 'en', name, lines: [{ title, priceX100: 1500 }] });
    const { deps } = setup();
    await sendOrderConfirmation(handle.db, order.id, deps);
    const [mail] = await outboxOf(order.id);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text_body).toContain(`Hello ${name},`);
  });

  it('refuses an order that does not exist and records nothing', async () => {
    const { deps, sendMail } = setup();
    await expect(sendOrderConfirmation(handle.db, 999_999, deps)).rejects.toMatchObject({ code: 'NOT_FOUND' } satisfies Partial<AppError>);
    expect(sendMail).not.toHaveBeenCalled();
    expect(await outboxOf(999_999)).toHaveLength(0);
  });
});
