import { withShell } from '@/app-context/page/shell.server';
import { carrierPricesKey, fetchCarrierPrices } from '../api/getCarrierPrices';
import { destinationCountriesKey, fetchDestinationCountries } from '../api/getDestinationCountries';

// A type, not an interface: withShell wants props assignable to Record<string, unknown>.
export type DirectDeliveryPageProps = { pricesLoaded: boolean };

/**
 * Where our courier goes and what it costs, from the same carrier prices the checkout uses (in
 * the storefront's currency) with the countries named in its language. The prices are a help on
 * an info page: when they cannot be loaded the page still explains direct delivery.
 */
export const getServerSideProps = withShell<DirectDeliveryPageProps>(async ({ client, seedFallback }) => {
  try {
    const [prices, countries] = await Promise.all([fetchCarrierPrices(client), fetchDestinationCountries(client)]);
    seedFallback(carrierPricesKey, prices);
    seedFallback(destinationCountriesKey, countries);
    return { props: { pricesLoaded: true } };
  } catch (error) {
    console.error('[direct-delivery] prices could not be loaded', error);
    return { props: { pricesLoaded: false } };
  }
}, { namespaces: ['checkout.directDelivery'] });
