import { escapeHtml as e } from '../mail';
import type { OutboxListItem, OutboxMail } from './dev-outbox.repository';

/**
 * The pages of the development outbox: self-contained HTML (inline CSS, no scripts, no external
 * assets). The recorded mail is shown inside a sandboxed iframe so its markup cannot touch this page.
 */
const STYLE = `
body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d1d1d;background:#f5f5f2}
header{background:#5b2a86;color:#fff;padding:14px 24px}
header h1{margin:0;font-size:20px}
header p{margin:2px 0 0;opacity:.85;font-size:13px}
main{padding:20px 24px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e3e3de;vertical-align:top}
th{background:#ecebe6;font-weight:600}
a{color:#5b2a86}
.muted{color:#6b6b6b}
.empty{padding:24px;background:#fff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px 16px;margin:0 0 16px}
dt{font-weight:600}
dd{margin:0;word-break:break-all}
iframe{width:100%;height:75vh;border:1px solid #ccc;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:12px 16px;border:1px solid #e3e3de}
form{margin:0 0 16px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · Development outbox</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Development outbox</h1><p>Demo mode only: every e-mail the shop has recorded (local mail sink or SMTP). Not available in production.</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const time = (d: Date) => `<time datetime="${e(d.toISOString())}">${e(d.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>`;

const attachmentLinks = (base: string, id: number, attachments: OutboxListItem['attachments']) =>
  attachments.map((a, i) => `<a href="${e(`${base}/${id}/attachments/${i}`)}">${e(a.filename)}</a> <span class="muted">(${a.size.toLocaleString('en')} B)</span>`).join('<br>');

/** `base` is the outbox's own path as the browser sees it (e.g. /api/adonis/dev/outbox). */
export function outboxListPage(items: OutboxListItem[], base: string, to: string | undefined): string {
  const filter = `<form method="get" action="${e(base)}"><label>Recipient <input type="email" name="to" value="${e(to ?? '')}"></label> <button type="submit">Filter</button>${to ? ` <a href="${e(base)}">show all</a>` : ''} · <a href="${e(`${base}.json${to ? `?to=${encodeURIComponent(to)}` : ''}`)}">JSON</a></form>`;
  if (items.length === 0) return page('Outbox', `${filter}<p class="empty">No e-mail recorded${to ? ` for ${e(to)}` : ''} yet.</p>`);
  const rows = items
    .map((m) => `<tr>
<td>${time(m.createdAt)}</td>
<td>${e(m.to)}</td>
<td><a href="${e(`${base}/${m.id}`)}">${e(m.subject)}</a><br><span class="muted">${e(m.kind)}${m.orderId !== null ? ` · order #${m.orderId}` : ''}</span></td>
<td>${attachmentLinks(base, m.id, m.attachments) || '<span class="muted">—</span>'}</td>
</tr>`)
    .join('\n');
  return page('Outbox', `${filter}
<table>
<thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`);
}

export function outboxMailPage(mail: OutboxMail, base: string): string {
  return page(mail.subject, `<p><a href="${e(base)}">← all e-mail</a></p>
<dl>
<dt>Subject</dt><dd>${e(mail.subject)}</dd>
<dt>To</dt><dd>${e(mail.to)}</dd>
<dt>Time</dt><dd>${time(mail.createdAt)}</dd>
<dt>Kind</dt><dd>${e(mail.kind)}</dd>
<dt>Order</dt><dd>${mail.orderId !== null ? `#${mail.orderId}` : '—'}</dd>
<dt>Message-ID</dt><dd>${e(mail.messageId ?? '— (not sent)')}</dd>
<dt>Attachments</dt><dd>${attachmentLinks(base, mail.id, mail.attachments) || '—'}</dd>
</dl>
<iframe title="${e(mail.subject)}" sandbox srcdoc="${e(mail.html)}"></iframe>
<details><summary>Plain-text part</summary><pre>${e(mail.text)}</pre></details>`);
}
