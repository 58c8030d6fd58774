import type { SandboxPaymentRow } from './sandbox.repository';

/**
 * The sandbox's hosted payment page: one self-contained HTML document (inline CSS, no scripts, no
 * external assets). It is a developer tool, so English only, but it must never be mistaken for a
 * real payment page: the banner says so in large letters and the colours are not the shop's.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

/** Storefront-neutral: the same for every shop, whichever storefront sent the shopper here. */
export function formatSandboxAmount(amountX100: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' }).format(amountX100 / 100);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff8e1;color:#1f1f1f}
.banner{background:repeating-linear-gradient(45deg,#ffd600,#ffd600 24px,#1f1f1f 24px,#1f1f1f 48px);padding:12px}
.banner p{margin:0;background:#1f1f1f;color:#ffd600;text-align:center;font-size:clamp(22px,5vw,40px);font-weight:800;letter-spacing:.04em;padding:12px}
main{max-width:560px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:3px dashed #1f1f1f;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 8px}
.amount{font-size:36px;font-weight:800;margin:8px 0 24px}
.note{color:#5a5a5a;font-size:14px}
form{display:grid;gap:12px}
button{font:inherit;font-weight:700;font-size:18px;padding:14px;border-radius:8px;border:2px solid #1f1f1f;cursor:pointer}
.paid{background:#2e7d32;color:#fff}.failed{background:#c62828;color:#fff}.cancelled{background:#eee;color:#1f1f1f}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="alert"><p>SANDBOX — no real money</p></div>
<main>${body}</main>
</body>
</html>`;
}

export function sandboxPayPage(payment: SandboxPaymentRow, actionPath: string): string {
  const settled = payment.status !== 'pending';
  const body = `<div class="card">
<h1>${escapeHtml(payment.label)}</h1>
<p class="amount">${escapeHtml(formatSandboxAmount(payment.amountX100, payment.currency))}</p>
${settled ? `<p><strong>This sandbox payment is already ${escapeHtml(payment.status)}.</strong> Choosing again changes nothing and returns you to the shop.</p>` : ''}
<form method="post" action="${escapeHtml(actionPath)}">
<button class="paid" type="submit" name="result" value="paid">Pay successfully</button>
<button class="failed" type="submit" name="result" value="failed">Payment fails</button>
<button class="cancelled" type="submit" name="result" value="cancelled">Cancel</button>
</form>
<p class="note">This page is the demo's stand-in for a card or bank payment page. It exists only in demo mode; no card is charged and no money moves.</p>
</div>`;
  return layout('Sandbox payment', body);
}

export function sandboxMessagePage(title: string, message: string): string {
  return layout(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`);
}
