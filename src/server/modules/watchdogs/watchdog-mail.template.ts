import { LOCALES, type Locale } from '@/i18n/locales';
import { fill, formatMoney } from '../invoices';
import { escapeHtml, safeHref } from '../mail';
import { CONDITION_TITLES, WATCHDOG_MAIL_MESSAGES } from './watchdog-mail.messages';

export interface WatchdogMailCopy {
  title: string;
  authors: string[];
  conditionId: number;
  priceX100: number;
  bookUrl: string;
  watchdogLabel: string;
  removeUrl: string;
}

export interface WatchdogMailView {
  locale: Locale;
  brand: string;
  currency: 'CZK' | 'EUR';
  copies: WatchdogMailCopy[];
  /** Copies found but not listed (a digest lists at most MAX_LISTED). */
  moreCount: number;
  manageUrl: string;
}

/** A digest lists this many copies; the rest are counted and waiting in the account. */
export const MAX_LISTED = 50;

/** One copy (kind 'one') or a digest: subject, HTML and text in the customer's language. */
export function renderWatchdogMail(view: WatchdogMailView): { subject: string; html: string; text: string } {
  const t = WATCHDOG_MAIL_MESSAGES[view.locale];
  const single = view.copies.length === 1 && view.moreCount === 0;
  const total = view.copies.length + view.moreCount;
  const subject = single ? fill(t.subjectOne, { title: view.copies[0]!.title }) : fill(t.subjectDigest, { count: String(total) });
  const money = (x100: number) => formatMoney(x100, view.currency, view.locale);
  const condition = (id: number) => CONDITION_TITLES[view.locale][id] ?? String(id);
  // One removal link per watchdog, even when it found several copies.
  const removals = [...new Map(view.copies.map((c) => [c.removeUrl, c.watchdogLabel])).entries()];

  const text = [
    t.greeting, '', single ? t.introOne : t.introDigest, '',
    ...view.copies.flatMap((c) => [
      `${c.title}${c.authors.length ? ` — ${c.authors.join(', ')}` : ''}`,
      `  ${t.condition}: ${condition(c.conditionId)} · ${money(c.priceX100)}`,
      `  ${fill(t.watchedBy, { label: c.watchdogLabel })}`,
      `  ${c.bookUrl}`, '',
    ]),
    ...(view.moreCount > 0 ? [fill(t.more, { count: String(view.moreCount) }), ''] : []),
    `${t.manage}: ${view.manageUrl}`,
    ...removals.map(([url, label]) => `${t.remove} (${label}): ${url}`),
    '', t.signoff, fill(t.team, { brand: view.brand }), '',
  ].join('\n');

  const e = escapeHtml;
  const link = (url: string, label: string) => {
    const href = safeHref(url);
    return href ? `<a href="${e(href)}">${e(label)}</a>` : e(label);
  };
  const rows = view.copies
    .map((c) => `<li style="margin:0 0 14px">
<strong>${e(c.title)}</strong>${c.authors.length ? ` — ${e(c.authors.join(', '))}` : ''}<br>
${e(t.condition)}: ${e(condition(c.conditionId))} · <strong>${e(money(c.priceX100))}</strong><br>
<span style="color:#666">${e(fill(t.watchedBy, { label: c.watchdogLabel }))}</span><br>
${link(c.bookUrl, t.view)}
</li>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${e(LOCALES[view.locale].hreflang)}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<p>${e(t.greeting)}</p>
<p>${e(single ? t.introOne : t.introDigest)}</p>
<ul style="padding-left:18px">
${rows}
</ul>
${view.moreCount > 0 ? `<p>${e(fill(t.more, { count: String(view.moreCount) }))}</p>` : ''}
<p>${link(view.manageUrl, t.manage)}</p>
<p style="font-size:13px;color:#666">${removals.map(([url, label]) => `${link(url, t.remove)} (${e(label)})`).join('<br>')}</p>
<p>${e(t.signoff)}<br>${e(fill(t.team, { brand: view.brand }))}</p>
</body>
</html>`;
  return { subject, html, text };
}
