import type { Locale } from '@/i18n/locales';
import type { InvoiceBuyer } from './invoice.types';
import type { Seller } from './seller';

/** Why the invoice is corrected (the credit note says it in the order's language). */
export type CreditNoteKind = 'cancel' | 'line' | 'merge' | 'other';
export type CreditNoteMethod = 'wallet' | 'provider' | 'bank_transfer';

/**
 * Everything a credit note (opravný daňový doklad, docs/adr/0024) shows. Money in integer
 * hundredths of `currency`, signed as the correction: what is taken off the invoice is negative.
 * lines + shipping + paymentFee + discount + wallet = total = −(what was refunded).
 */
export interface CreditNoteData {
  locale: Locale;
  /** Its own series: "OD" + two-digit year + six digits. */
  number: string;
  issueDate: Date;
  /** The invoice it corrects. */
  invoiceNumber: string;
  orderNumber: string;
  currency: 'CZK' | 'EUR';
  seller: Seller;
  buyer: InvoiceBuyer;
  kind: CreditNoteKind;
  method: CreditNoteMethod;
  /** The refunded lines, negative. */
  lines: { title: string; amountX100: number }[];
  /** Shipping and payment fee taken off, ≤ 0. */
  shippingX100: number;
  paymentFeeX100: number;
  /** A discount the invoice gave that no longer applies (or a rounding of the refund), ≥ 0. */
  discountX100: number;
  /** Wallet credit the invoice was paid with, given back to the wallet, ≥ 0. */
  walletX100: number;
  /** −(the refund's amount). */
  totalX100: number;
}
