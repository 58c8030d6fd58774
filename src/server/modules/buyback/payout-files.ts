import { czechDomestic, parseBankAccount } from '@/lib/bank-account';

/**
 * The bank's payment files for payouts (issue 14): SEPA pain.001.001.03 (ISO 20022 credit
 * transfers; EUR as SEPA, other currencies as plain credit transfers) and the Czech ABO (KPC)
 * format of Czech banks (domestic accounts, CZK). Pure: the export service passes the payouts.
 */
export interface PayoutTransfer {
  id: number;
  amountX100: number;
  currency: string;
  /** As the seller entered it (IBAN or Czech domestic), normalised. */
  bankAccount: string;
  name: string;
  /** Remittance text (the batch code). */
  reference: string;
}

export interface Debtor { name: string; iban: string; bic: string }

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
/** SEPA's character set: Latin letters, digits and / - ? : ( ) . , ' + and space; others transliterated or dropped. */
const sepaText = (s: string, max: number) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max) || 'N/A';
const amount = (x100: number) => (x100 / 100).toFixed(2);

/** The IBAN a transfer goes to (a Czech domestic account as its IBAN), or null when the account is unusable. */
export const transferIban = (account: string) => parseBankAccount(account)?.iban ?? null;

export function sepaPain001(transfers: readonly PayoutTransfer[], debtor: Debtor, options: { messageId: string; createdAt: Date; executionDate: string }): string {
  const total = transfers.reduce((s, t) => s + t.amountX100, 0);
  const currency = transfers[0]?.currency ?? 'EUR';
  const txs = transfers.map((t) => `
      <CdtTrfTxInf>
        <PmtId><EndToEndId>PAYOUT-${t.id}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="${xml(t.currency)}">${amount(t.amountX100)}</InstdAmt></Amt>
        <Cdtr><Nm>${xml(sepaText(t.name, 70))}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${xml(transferIban(t.bankAccount) ?? '')}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${xml(sepaText(t.reference, 140))}</Ustrd></RmtInf>
      </CdtTrfTxInf>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${xml(options.messageId)}</MsgId>
      <CreDtTm>${options.createdAt.toISOString().slice(0, 19)}</CreDtTm>
      <NbOfTxs>${transfers.length}</NbOfTxs>
      <CtrlSum>${amount(total)}</CtrlSum>
      <InitgPty><Nm>${xml(sepaText(debtor.name, 70))}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${xml(options.messageId)}-1</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>${transfers.length}</NbOfTxs>
      <CtrlSum>${amount(total)}</CtrlSum>
      ${currency === 'EUR' ? '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>' : ''}
      <ReqdExctnDt>${options.executionDate}</ReqdExctnDt>
      <Dbtr><Nm>${xml(sepaText(debtor.name, 70))}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${xml(debtor.iban)}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BIC>${xml(debtor.bic)}</BIC></FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>${txs}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyy = (d: Date) => `${pad(d.getUTCDate())}${pad(d.getUTCMonth() + 1)}${String(d.getUTCFullYear()).slice(2)}`;
/** An ABO account: "prefix-number" without leading zeros (prefix left out when zero). */
const aboAccount = (prefix: string, number: string) => {
  const p = prefix.replace(/^0+/, '');
  const n = number.replace(/^0+/, '') || '0';
  return p ? `${p}-${n}` : n;
};
const ascii = (s: string, max: number) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9 .,/-]/g, ' ').slice(0, max);

/** Only Czech accounts go into an ABO file. */
export const isAboAccount = (account: string) => {
  const iban = transferIban(account);
  return iban !== null && czechDomestic(iban) !== null;
};

/**
 * A Czech ABO (KPC) payment order file: header UHL1, one accounting file (1 1501), one group (2)
 * from the shop's account with its total and due date, one line per transfer (account, amount in
 * hellers, variable symbol = payout id, bank code + constant symbol 0558, message AV:), group and
 * file ends. Lines end with CRLF.
 */
export function aboFile(transfers: readonly PayoutTransfer[], debtor: Debtor, options: { createdAt: Date; dueDate: Date; fileNumber: number }): string {
  const shop = czechDomestic(debtor.iban);
  if (!shop) throw new Error('ABO needs the shop’s Czech account (BANK_IBAN CZ…)');
  const total = transfers.reduce((s, t) => s + t.amountX100, 0);
  const day = String(Math.floor((options.createdAt.getTime() - Date.UTC(options.createdAt.getUTCFullYear(), 0, 0)) / 86_400_000)).padStart(3, '0');
  const lines = [
    `UHL1${ddmmyy(options.createdAt)}${ascii(debtor.name, 20).padEnd(20)}${'0'.repeat(10)}001999000000000000`,
    `1 1501 ${day}${String(options.fileNumber % 1000).padStart(3, '0')} ${shop.bankCode}`,
    `2 ${aboAccount(shop.prefix, shop.number)} ${total} ${ddmmyy(options.dueDate)}`,
    ...transfers.map((t) => {
      const to = czechDomestic(transferIban(t.bankAccount) ?? '');
      if (!to) throw new Error(`payout ${t.id}: not a Czech account`);
      return `${aboAccount(to.prefix, to.number)} ${t.amountX100} ${t.id} ${to.bankCode}0558 0 AV:${ascii(t.reference, 35)}`;
    }),
    '3 +',
    '5 +',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
