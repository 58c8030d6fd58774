import { useTranslations } from '@/i18n/use-translations';
import { COMPANY, LOCALES, type Locale } from '@/i18n/locales';
import { withColon } from '@/i18n/punctuation';
import { ColumnHeading } from './ShellFooter.styles';

/** Per locale and country, once per process: the footer is on every page (issue 18: no Intl object per render). */
const countryNames = new Map<string, string>();

function countryName(locale: Locale, country: string): string {
  const key = `${locale}|${country}`;
  let name = countryNames.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([LOCALES[locale].intl], { type: 'region' }).of(country) ?? country;
    } catch {
      name = country;
    }
    countryNames.set(key, name);
  }
  return name;
}

/** Who runs the shop and how to reach this storefront's customer service (same data as the JSON-LD). */
export function CompanyAddress({ locale }: { locale: Locale }) {
  const t = useTranslations('common');
  const contact = LOCALES[locale].contactPoint;
  return (
    <div>
      <ColumnHeading>{t('footer.companyHeading')}</ColumnHeading>
      <address>
        {COMPANY.legalName}
        <br />
        {COMPANY.street}
        <br />
        {COMPANY.postalCode} {COMPANY.city}
        <br />
        {countryName(locale, COMPANY.country)}
        <br />
        {withColon(t('footer.phone'), locale)} <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
        <br />
        {withColon(t('footer.email'), locale)} <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </address>
    </div>
  );
}
