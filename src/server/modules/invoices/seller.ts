import { COMPANY, type CountryCode } from '@/i18n/locales';

export interface Seller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  /** Czech company registration number (IČO). */
  companyId: string;
  vatId: string;
}

/**
 * The legal entity on every invoice: one company sells on all ten storefronts. Name and address come
 * from the locale table's COMPANY so the invoice and the sites' organisation data cannot disagree.
 * The registration numbers are the demo company's; a real deployment replaces them here.
 */
export const SELLER: Seller = {
  name: COMPANY.legalName,
  street: COMPANY.street,
  postalCode: COMPANY.postalCode,
  city: COMPANY.city,
  country: COMPANY.country,
  companyId: '09876543',
  vatId: 'CZ09876543',
};
