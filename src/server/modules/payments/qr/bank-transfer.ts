import type { BankTransfer } from '@/contracts/orders';
import { epcPayload } from './epc';
import { czechAccountNumber, normalizeIban } from './iban';
import { qrSvg } from './render';
import { spaydPayload } from './spayd';

export interface BankTransferInput {
  iban: string;
  bic: string;
  accountName: string;
  /** Digits only, at most 10 (the Czech variable symbol that pairs the payment with the order). */
  variableSymbol: string;
  amountX100: number;
  currency: 'CZK' | 'EUR';
  /** Shown to the payer and the shop, e.g. "Order BT26100001". */
  message: string;
}

/**
 * Everything the pay page shows for a bank transfer, with the QR code the payer's banking app
 * reads: Czech QR Platba (SPAYD) for koruna, the EPC/SEPA code for euros. In the EPC code the
 * variable symbol leads the remittance as "/VS/…", the convention Slovak and Czech banks read.
 */
export async function bankTransferInstructions(input: BankTransferInput): Promise<BankTransfer> {
  if (!/^\d{1,10}$/.test(input.variableSymbol)) throw new Error(`A variable symbol is 1–10 digits, got ${input.variableSymbol}`);
  const iban = normalizeIban(input.iban);
  const qrPayload = input.currency === 'CZK'
    ? spaydPayload({
      iban, bic: input.bic, amountX100: input.amountX100, currency: 'CZK',
      variableSymbol: input.variableSymbol, message: input.message, recipientName: input.accountName,
    })
    : epcPayload({
      iban, bic: input.bic, name: input.accountName, amountX100: input.amountX100, currency: 'EUR',
      remittance: `/VS/${input.variableSymbol} ${input.message}`,
    });
  return {
    iban,
    bic: input.bic,
    accountName: input.accountName,
    accountNumber: input.currency === 'CZK' ? czechAccountNumber(iban) : null,
    variableSymbol: input.variableSymbol,
    amountX100: input.amountX100,
    currency: input.currency,
    qrPayload,
    qrSvg: await qrSvg(qrPayload),
  };
}
