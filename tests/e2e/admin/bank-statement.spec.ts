/**
 * Bank-transfer matching in the browser (issue 13 item 6, docs/adr/0022): an administrator uploads
 * a camt.053 statement whose credit carries a bank-transfer order's variable symbol and amount;
 * the page reports the match, the order is paid, and a second line without a symbol waits on the
 * list for a person, who assigns it. axe finds nothing on the page.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectHydrated } from '../hydration';
import { SLOTS } from '../purchase/purchase-support';
import { E2E_PORT } from '../support';
import { ADMIN, base, confirmInDialog, expectNoViolations, placeBankTransferOrder, signIn } from './admin-support';

const amount = (x100: number) => (x100 / 100).toFixed(2);

function statement(iban: string, credits: { ref: string; amountX100: number; vs: string | null }[]): string {
  const entries = credits.map((c) => `
      <Ntry>
        <Amt Ccy="CZK">${amount(c.amountX100)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-25</Dt></BookgDt><AcctSvcrRef>${c.ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${c.vs ? `/VS/${c.vs}/SS//KS/0308` : 'NOTPROVIDED'}</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>Nováková Jana</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>Bookturn</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
  <GrpHdr><MsgId>E2E-${credits[0]!.ref}</MsgId><CreDtTm>2026-11-26T05:00:00+01:00</CreDtTm></GrpHdr>
  <Stmt><Id>E2E-${credits[0]!.ref}</Id><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>CZK</Ccy></Acct>${entries}
  </Stmt></BkToCstmrStmt></Document>
`;
}

test('an administrator imports a statement that marks a bank-transfer order paid, and assigns a payment without a symbol', async ({ page, request }) => {
  // Two orders through the API, sign-in, an upload, an assignment, two order pages and an axe pass:
  // a journey (it took about 90 s on a busy two-core machine).
  test.setTimeout(240_000);
  const first = await placeBankTransferOrder(request, SLOTS.bankStatement);
  const second = await placeBankTransferOrder(request, SLOTS.bankStatement);
  const vs = first.orderNumber.replace(/\D/g, '');
  const run = randomUUID().slice(0, 8);
  // The shop's account, as the pay page shows it (only its statements are taken).
  const order = await request.get(`http://127.0.0.1:${E2E_PORT}/api/adonis/v1/orders/by-code/${first.paymentCode}`, { headers: { 'accept-language': 'cs' } });
  expect(order.status()).toBe(200);
  const iban = ((await order.json()) as { bankTransfer: { iban: string } }).bankTransfer.iban;
  const file = statement(iban, [
    { ref: `E2E-${run}-1`, amountX100: first.totalX100, vs },
    { ref: `E2E-${run}-2`, amountX100: second.totalX100, vs: null },
  ]);

  await page.goto(`${base()}/admin/login?next=${encodeURIComponent('/admin/platby')}`);
  await signIn(page, ADMIN, 'Přihlásit se');
  await expect(page.getByRole('heading', { level: 1, name: 'Platby převodem' })).toBeVisible();
  const upload = page.getByRole('form', { name: 'Nahrát výpis z banky' });
  await expectHydrated(upload.getByRole('button', { name: 'Nahrát a spárovat' }));
  await upload.getByLabel('Soubor s výpisem').setInputFiles({ name: `vypis-${run}.xml`, mimeType: 'application/xml', buffer: Buffer.from(file) });
  await upload.getByRole('button', { name: 'Nahrát a spárovat' }).click();
  await expect(page.getByText(/Výpis načten: 1 spárováno, 0 částečně, 0 přeplaceno, 1 nespárováno/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Nahrané výpisy' })).toContainText(`vypis-${run}.xml`);

  // The line without a symbol waits for a person; the matched one is not on the list "to resolve".
  const lines = page.getByRole('table', { name: 'Příchozí platby' });
  const open = lines.locator(`tr[data-bank-ref="E2E-${run}-2"]`);
  await expect(open).toContainText('bez VS');
  await expect(lines.locator(`tr[data-bank-ref="E2E-${run}-1"]`)).toHaveCount(0);
  await expectNoViolations(page, '/admin/platby');

  await open.getByLabel('Číslo objednávky').fill(second.orderNumber);
  await open.getByRole('button', { name: 'Přiřadit' }).click();
  await confirmInDialog(page, second.orderNumber, 'Přiřadit');
  await expect(page.getByText('Platba přiřazena.')).toBeVisible();
  await expect(lines.locator(`tr[data-bank-ref="E2E-${run}-2"]`)).toHaveCount(0);

  // Both orders are paid: the desk shows it.
  for (const number of [first.orderNumber, second.orderNumber]) {
    await page.goto(`${base()}/admin/objednavky?q=${number}`);
    const link = page.getByRole('table').getByRole('link', { name: number });
    await expectHydrated(link);
    await link.click();
    await expect(page.getByRole('status', { name: 'Stav' })).toHaveText('Zaplacená');
  }
});
