import { COMPANY, LOCALES } from '@/i18n/locales';
import { withShell } from '@/app-context/page/shell.server';
import { BRANCH_METHOD, fetchPudoLocations, pudoLocationsKey } from '../api/getPudoLocations';

// A type, not an interface: withShell wants props assignable to Record<string, unknown>.
export type PersonalPickupPageProps = { branchCountry: string | null };

/**
 * Our branches for the personal pickup page: in the storefront's country, else where the shop
 * is based (a storefront abroad still picks up in our branches). The list is a help on an info
 * page: when it cannot be loaded the page still explains personal pickup (branchCountry null).
 */
export const getServerSideProps = withShell<PersonalPickupPageProps>(async ({ client, seedFallback, locale }) => {
  const countries = [...new Set([LOCALES[locale].country, COMPANY.country])];
  try {
    for (const country of countries) {
      const query = { method: BRANCH_METHOD, country };
      const found = await fetchPudoLocations(client, query);
      if (found.items.length > 0 || country === countries[countries.length - 1]) {
        seedFallback(pudoLocationsKey(query), found);
        return { props: { branchCountry: country } };
      }
    }
  } catch (error) {
    console.error('[personal-pickup] branches could not be loaded', error);
  }
  return { props: { branchCountry: null } };
}, { namespaces: ['checkout.personalPickup', 'checkout.pudo'] });
