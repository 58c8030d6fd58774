/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { JOURNAL_EVENT_KEYS, JOURNAL_EVENTS, journalEvent, legacyJournalEvent, readJournalEvent, type JournalEvent } from '@/contracts/order-journal';
import type { DeskOrderDetail } from '@/contracts/admin-orders';
import { useJournalText } from './journalText';

type Tree = { [key: string]: string | Tree };
const admin = (lang: string) => JSON.parse(fs.readFileSync(path.join(__dirname, `../../../../locales/${lang}/admin.json`), 'utf8')) as Tree;

function Line({ entry }: { entry: Pick<DeskOrderDetail['journal'][number], 'text' | 'event'> }) {
  const text = useJournalText();
  return <p>{text(entry)}</p>;
}
const show = (lang: string, entry: Pick<DeskOrderDetail['journal'][number], 'text' | 'event'>) => {
  render(
    <NextIntlClientProvider locale={lang} messages={{ admin: admin(lang) as AbstractIntlMessages }} timeZone="Europe/Prague">
      <Line entry={entry} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('paragraph').textContent;
};
const out = (e: JournalEvent) => readJournalEvent(JSON.parse(JSON.stringify(e)))!;

describe('the journal in the employee’s language', () => {
  it.each(['cs', 'en'])('%s has a message for every event, using only its parameters', (lang) => {
    const events = (admin(lang).journal as Tree).events as Tree;
    expect(Object.keys(events).sort()).toEqual([...JOURNAL_EVENT_KEYS].sort());
    for (const key of JOURNAL_EVENT_KEYS) {
      const declared = JOURNAL_EVENTS[key] as readonly string[];
      const allowed = new Set([...declared, ...declared.filter((p) => p.endsWith('X100')).map((p) => p.slice(0, -4))]);
      const used = [...String(events[key]).matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!);
      expect({ key, unknown: used.filter((p) => !allowed.has(p)) }).toEqual({ key, unknown: [] });
    }
  });

  it('renders system rows in Czech and English from their event, not the stored sentence', () => {
    const entry = { text: 'waiting for bank-transfer', event: out(journalEvent('awaiting-payment', { method: 'bank-transfer' })) };
    expect(show('cs', entry)).toBe('Čeká na platbu: Bankovní převod');
  });

  it('formats money, names refund methods and states, and adds the employee’s words', () => {
    expect(show('en', { text: 'refund 12345 CZK (wallet): x', event: out(journalEvent('refund', { amountX100: 12345, currency: 'CZK', refundMethod: 'wallet' })) }))
      .toBe(`Refund of ${new Intl.NumberFormat('en', { style: 'currency', currency: 'CZK' }).format(123.45)} (to the wallet)`);
  });

  it('keeps the employee’s reason beside the event', () => {
    expect(show('cs', { text: 'na přání zákazníka', event: out(journalEvent('cancelled', {}, 'na přání zákazníka')) })).toBe('Objednávka zrušena — „na přání zákazníka“');
  });

  it('shows an older row without an event as it was stored', () => {
    expect(show('en', { text: 'something only a person wrote', event: null })).toBe('something only a person wrote');
  });

  it('reads the common sentences of older rows back as events, and ignores unknown stored events', () => {
    expect(legacyJournalEvent('waiting for comgate-card')).toEqual({ key: 'awaiting-payment', params: { method: 'comgate-card' }, note: null });
    expect(legacyJournalEvent('payment confirmed')?.key).toBe('payment-confirmed');
    expect(legacyJournalEvent('bank transfer matched by hand')).toBeNull();
    expect(readJournalEvent({ key: 'no-such-event', params: {} })).toBeNull();
    expect(readJournalEvent({ key: 'shipped', params: { carrier: 'Packeta' } })).toEqual({ key: 'shipped', params: { carrier: 'Packeta', tracking: '' }, note: null });
  });
});
