import { withShell } from '@/app-context/page/shell.server';
import { fetchCarrierPrices, fetchCountries } from '../api/content.api';
import type { ShippingPageProps } from './ShippingPage';

/** The price table is the page: when it cannot be loaded the page says so (prices null), still 200 with the explanation. */
export const shippingServerSideProps = withShell<ShippingPageProps>(async ({ client }) => {
  try {
    const [prices, countries] = await Promise.all([fetchCarrierPrices(client), fetchCountries(client)]);
    return { props: { prices, countryNames: Object.fromEntries(countries.countries.map((c) => [c.code, c.name])) } };
  } catch (error) {
    console.error('[shipping] carrier prices could not be loaded', error);
    return { props: { prices: null, countryNames: {} } };
  }
}, { namespaces: ['content.shipping', 'checkout'] });
