import type { Locale } from '@/i18n/locales';
import type { Seller } from './seller';

export interface InvoiceAddress {
  street: string;
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  region?: string;
}

export interface InvoiceBuyer {
  name: string;
  email: string;
  address: InvoiceAddress | null;
  /** A business buyer (set when staff re-issue the invoice): company name and its registration numbers. */
  company?: { name: string; companyId?: string | null; vatId?: string | null } | null;
}

/** Everything an invoice shows; money in integer hundredths of `currency`. */
export interface InvoiceData {
  locale: Locale;
  /** The invoice number is the order number. */
  number: string;
  issueDate: Date;
  currency: 'CZK' | 'EUR';
  seller: Seller;
  buyer: InvoiceBuyer;
  /** A re-issued invoice (docs/adr/0024): the number of the version it replaces. */
  replaces?: string | null;
  lines: { title: string; priceX100: number }[];
  itemsX100: number;
  shippingX100: number;
  paymentFeeX100: number;
  discountX100: number;
  /** Wallet credit used; not part of what is left to pay. */
  walletX100: number;
  totalX100: number;
}
