/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import useSWR from 'swr';
import type { CheckoutChoices, CheckoutResponse, QuoteResponse, ShippingOption } from '@/contracts/checkout';
import type { Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { apiRequest, HttpError, type RequestSpec } from '@/lib/http';
import { CART_DATA_KEY } from '@/features/payments';
import { navigateAway } from '@/features/payments/lib/browserNavigation';
import type { AppUser } from '@/app-context/context';
import { CheckoutTestProviders } from '../testing/CheckoutTestProviders';
import { cartItemFixture, pudoFixture, quoteFixture, shippingOptionFixture } from '../testing/fixtures';
import { CheckoutSection } from './CheckoutSection';

let mockLocale: Locale = 'cs';
const mockPush = jest.fn(async (_href: string) => true);
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale, pathname: '/cart', asPath: '/kosik', query: {}, push: mockPush }) }));
jest.mock('@/lib/http', () => ({ ...jest.requireActual('@/lib/http'), apiRequest: jest.fn() }));
jest.mock('@/features/payments/lib/browserNavigation', () => ({ navigateAway: jest.fn() }));
const mockApi = apiRequest as jest.MockedFunction<typeof apiRequest>;

const ITEMS = [cartItemFixture({ productId: 11, title: 'Babička', priceX100: 15000 }), cartItemFixture({ productId: 12, title: 'Krakatit', priceX100: 15000 })];
const PUDO = shippingOptionFixture();
const HOME_COD = shippingOptionFixture({ code: 'ppl-home', carrier: 'PPL', kind: 'home', priceX100: 9900, basePriceX100: 9900, codAvailable: true, codFeeX100: 3900 });
const ORDER: CheckoutResponse = { orderNumber: 'BT26000001', paymentCode: 'PC123456', totalX100: 37900, currency: 'CZK', next: { kind: 'thank_you' } };

type CheckoutAnswer = (spec: RequestSpec<unknown>) => Promise<CheckoutResponse>;
const answering = (answer: () => Promise<CheckoutResponse>) => jest.fn<ReturnType<CheckoutAnswer>, Parameters<CheckoutAnswer>>(answer);

/** The API at the edge: each endpoint answers from the test's current settings. */
const server = {
  options: [PUDO, HOME_COD] as ShippingOption[],
  quote: (_choices: CheckoutChoices): QuoteResponse => quoteFixture(),
  checkout: answering(async () => ORDER),
  cartFetches: 0,
  offered: null as unknown,
  validate: (code: string): unknown => ({ valid: false, code, reason: 'unknown', minTotalX100: null }),
};
const calls = (url: string) => mockApi.mock.calls.filter(([, spec]) => spec.url === url).map(([, spec]) => spec);

beforeEach(() => {
  mockLocale = 'cs';
  mockPush.mockClear();
  (navigateAway as jest.Mock).mockClear();
  server.options = [PUDO, HOME_COD];
  server.quote = () => quoteFixture();
  server.checkout = answering(async () => ORDER);
  server.cartFetches = 0;
  server.offered = null;
  server.validate = (code) => ({ valid: false, code, reason: 'unknown', minTotalX100: null });
  mockApi.mockReset();
  mockApi.mockImplementation((async (_client: unknown, spec: RequestSpec<unknown>) => {
    switch (spec.url) {
      case '/adonis/v1/destination-countries':
        return { countries: [{ code: 'CZ', name: 'Česko', regions: [] }, { code: 'AT', name: 'Rakousko', regions: [] }, { code: 'SK', name: 'Slovensko', regions: [] }] };
      case '/adonis/v1/shipping/options':
        return { country: (spec.query as { country: string }).country, options: server.options };
      case '/adonis/v1/pudo-locations':
        return { items: [pudoFixture(), pudoFixture({ id: 'Z-2', name: 'Papírnictví Na Rohu', street: 'Rohová 2' })] };
      case '/adonis/v1/cart/quote':
        return server.quote(spec.data as CheckoutChoices);
      case '/adonis/v1/vouchers/find-auto-assignable':
        return { voucher: server.offered };
      case '/adonis/v1/vouchers/validate':
        return server.validate((spec.data as { code: string }).code);
      case '/adonis/v1/cart/checkout':
        return server.checkout(spec);
      default:
        throw new Error(`unexpected request ${spec.method ?? 'GET'} ${spec.url}`);
    }
  }) as typeof apiRequest);
});

/** Stands for the cart list on the same page: counts how often the cart is (re)loaded. */
function CartProbe() {
  useSWR(CART_DATA_KEY, async () => {
    server.cartFetches += 1;
    return { items: [] };
  });
  return null;
}

const messagesFor: Partial<Record<Locale, Messages>> = {};
beforeAll(async () => {
  messagesFor.cs = await loadMessages('cs');
  messagesFor['de-AT'] = await loadMessages('de-AT');
});

function renderCheckout({ locale = 'cs', user = null }: { locale?: Locale; user?: AppUser | null } = {}) {
  mockLocale = locale;
  return render(
    <CheckoutTestProviders locale={locale} messages={messagesFor[locale]!} user={user}>
      <CartProbe />
      <CheckoutSection items={ITEMS} totalX100={30000} currency="CZK" />
    </CheckoutTestProviders>,
  );
}

const typeInto = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));

async function fillContactAndDelivery() {
  typeInto('E-mail', 'jana@example.cz');
  typeInto('Jméno a příjmení', 'Jana Nováková');
  typeInto('Telefon', '+420 603 123 456');
  next();
  fireEvent.click(await screen.findByRole('radio', { name: /Zásilkovna – výdejní místo/ }));
  fireEvent.click(await screen.findByRole('radio', { name: /Trafika U Nádraží/ }));
}

async function fillToReview() {
  await fillContactAndDelivery();
  next();
  await screen.findByRole('radio', { name: /Kartou online/ });
  next();
  fireEvent.click(await screen.findByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }));
  await screen.findByText(/Celkem k úhradě/);
}

const orderButton = () => screen.getByRole('button', { name: 'Objednat s povinností platby' });

describe('<CheckoutSection>', () => {
  it.each([
    ['cs', '+420 ', 'CZ'],
    ['de-AT', '+43 ', 'AT'],
  ] as const)('%s: prefills the dialling prefix %j and delivers to the storefront’s country by default', async (locale, prefix, country) => {
    renderCheckout({ locale });
    // "Telefon" in Czech and in German alike.
    expect(screen.getByLabelText('Telefon')).toHaveValue(prefix);
    await waitFor(() => expect(calls('/adonis/v1/shipping/options')[0]?.query).toEqual({ country, itemsX100: 30000 }));
  });

  it('marks and focuses the first invalid field when a step is not complete', async () => {
    renderCheckout();
    typeInto('E-mail', 'jana@');
    next();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Zadejte platnou e-mailovou adresu.'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByRole('group', { name: /Krok 2 ze 4/ })).not.toBeInTheDocument();
  });

  it('shows the total with shipping as soon as delivery is chosen, before the last step', async () => {
    renderCheckout();
    await fillContactAndDelivery();
    expect(await screen.findByText(/Celkem včetně dopravy: 379,00\sKč/)).toBeInTheDocument();
    expect(screen.getByText('Vaše výdejní místo: Trafika U Nádraží, Nádražní 1, 150 00 Praha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Objednat s povinností platby' })).not.toBeInTheDocument();
    expect(calls('/adonis/v1/cart/quote').at(-1)!.data).toEqual({ country: 'CZ', shipping: { method: 'zasilkovna-point' }, payment: { method: 'comgate-card' } });
  });

  it('offers cash on delivery only with a delivery that allows it, with its fee', async () => {
    renderCheckout();
    await fillContactAndDelivery();
    next();
    const payment = await screen.findByRole('group', { name: 'Způsob platby' });
    expect(within(payment).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['comgate-card', 'comgate-bank', 'bank-transfer']);

    fireEvent.click(screen.getByRole('radio', { name: /PPL – doručení domů/ }));
    const cod = await within(payment).findByRole('radio', { name: /Na dobírku/ });
    expect(cod.closest('label')).toHaveTextContent(/Poplatek\s*39,00\sKč/);
  });

  it('places the order with the quoted total and follows the API to the thank-you page', async () => {
    renderCheckout();
    await fillToReview();
    const summary = screen.getByRole('region', { name: 'Shrnutí objednávky' });
    expect(within(summary).getByText('Babička')).toBeInTheDocument();
    expect(within(summary).getByText(/379,00\sKč/)).toBeInTheDocument();

    fireEvent.click(orderButton());
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/dekujeme?code=PC123456'));
    const [spec] = calls('/adonis/v1/cart/checkout');
    expect(spec.method).toBe('POST');
    expect(spec.data).toEqual({
      country: 'CZ', shipping: { method: 'zasilkovna-point', pudoId: 'Z-1' }, payment: { method: 'comgate-card' },
      contact: { email: 'jana@example.cz', name: 'Jana Nováková', phone: '+420603123456' }, expectedTotalX100: 37900, acceptTerms: true,
    });
    expect(spec.headers!['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves for the payment gateway on a redirect', async () => {
    server.checkout = answering(async () => ({ ...ORDER, next: { kind: 'redirect' as const, url: 'https://pay.example/ABC' } }));
    renderCheckout();
    await fillToReview();
    fireEvent.click(orderButton());
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('https://pay.example/ABC'));
  });

  it('sends one request per double click, and the same Idempotency-Key when the same order is sent again', async () => {
    let answer!: (value: CheckoutResponse) => void;
    let fail!: (error: Error) => void;
    server.checkout = answering(() => new Promise<CheckoutResponse>((resolve, reject) => ((answer = resolve), (fail = reject))));
    renderCheckout();
    await fillToReview();

    fireEvent.click(orderButton());
    fireEvent.click(orderButton());
    await waitFor(() => expect(server.checkout).toHaveBeenCalledTimes(1));
    expect(orderButton()).toBeDisabled();

    // The answer is lost: pressing again must not create a second order.
    await act(async () => fail(new HttpError('Network Error', 'network')));
    expect(await screen.findByText(/Nedostali jsme odpověď/)).toBeInTheDocument();
    fireEvent.click(orderButton());
    await waitFor(() => expect(server.checkout).toHaveBeenCalledTimes(2));
    await act(async () => answer(ORDER));

    const [first, second] = calls('/adonis/v1/cart/checkout');
    expect(second.headers!['idempotency-key']).toBe(first.headers!['idempotency-key']);
    expect(second.data).toEqual(first.data);
  });

  it('names the copies that are gone and refreshes the cart on 409', async () => {
    server.checkout = answering(async () => {
      throw new HttpError('Gone', 'bad_request', 409, 'BOOK_NOT_AVAILABLE', { unavailable: [{ productId: 12, reason: 'sold' }] });
    });
    renderCheckout();
    await fillToReview();
    const cartLoads = server.cartFetches;
    fireEvent.click(orderButton());
    expect(await screen.findByText(/tato kniha už není k dispozici: Krakatit\./)).toBeInTheDocument();
    await waitFor(() => expect(server.cartFetches).toBeGreaterThan(cartLoads));
    expect(mockPush).not.toHaveBeenCalled();
    expect(orderButton()).toBeEnabled();
  });

  it('asks for a new quote when the total changed, and shows it', async () => {
    let total = 37900;
    server.quote = () => quoteFixture({ totalX100: total });
    server.checkout = answering(async () => {
      throw new HttpError('Total changed', 'bad_request', 422, 'TOTAL_CHANGED');
    });
    renderCheckout();
    await fillToReview();
    const quotes = calls('/adonis/v1/cart/quote').length;
    total = 39900;
    fireEvent.click(orderButton());

    expect(await screen.findByText('Celková cena se mezitím změnila. Zkontrolujte prosím novou cenu a objednejte znovu.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Shrnutí objednávky' });
    expect(await within(summary).findByText(/399,00\sKč/)).toBeInTheDocument();
    expect(calls('/adonis/v1/cart/quote').length).toBeGreaterThan(quotes);

    // The next attempt carries the new total, so it is a new attempt with a new key.
    server.checkout = answering(async () => ORDER);
    fireEvent.click(orderButton());
    await waitFor(() => expect(mockPush).toHaveBeenCalled());
    const [refused, accepted] = calls('/adonis/v1/cart/checkout');
    expect((accepted.data as { expectedTotalX100: number }).expectedTotalX100).toBe(39900);
    expect(accepted.headers!['idempotency-key']).not.toBe(refused.headers!['idempotency-key']);
  });

  it('shows a business-rule refusal at its field and focuses it', async () => {
    server.checkout = answering(async () => {
      throw new HttpError('No', 'bad_request', 422, 'PAYMENT_METHOD_UNAVAILABLE');
    });
    renderCheckout();
    await fillToReview();
    fireEvent.click(orderButton());
    expect(await screen.findByText('Tento způsob platby není pro vaši objednávku k dispozici. Vyberte prosím jiný.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Kartou online/ })).toHaveFocus());
  });

  it('offers paying with credit only to a logged-in customer with a balance', async () => {
    server.quote = (choices) => quoteFixture({ walletBalanceX100: 5000, walletX100: choices.walletX100 ?? 0, totalX100: 37900 - (choices.walletX100 ?? 0) });
    renderCheckout({ user: { id: 1, name: 'Jana Nováková', email: 'jana@example.cz' } });
    expect(screen.getByLabelText('E-mail')).toHaveValue('jana@example.cz');
    await fillToReview();
    fireEvent.click(screen.getByRole('checkbox', { name: /Zaplatit kreditem \(zůstatek 50,00\sKč\)/ }));
    await waitFor(() => expect(calls('/adonis/v1/cart/quote').at(-1)!.data).toMatchObject({ walletX100: 5000 }));
    expect(await screen.findByText(/Zaplaceno kreditem/)).toBeInTheDocument();
  });

  it('checks a voucher code, explains a refusal in words, and prices an accepted one', async () => {
    server.validate = (code) =>
      code === 'LETO'
        ? { valid: false, code, reason: 'min_total', minTotalX100: 50000 }
        : { valid: true, code: 'JARO10', effect: { effect: 'percent', percent: 10 }, minTotalX100: null };
    server.quote = (choices) => quoteFixture(choices.voucherCode ? { discountX100: 3000, totalX100: 34900, voucher: { valid: true, code: 'JARO10', effect: { effect: 'percent', percent: 10 }, minTotalX100: null } } : {});
    renderCheckout();
    await fillToReview();

    typeInto('Kód kuponu', 'LETO');
    fireEvent.click(screen.getByRole('button', { name: 'Uplatnit' }));
    expect(await screen.findByText(/Kupon platí pro objednávky od 500,00\sKč\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Kód kuponu')).toHaveAttribute('aria-invalid', 'true');

    typeInto('Kód kuponu', 'jaro10');
    fireEvent.click(screen.getByRole('button', { name: 'Uplatnit' }));
    expect(await screen.findByText('Kupon JARO10 uplatněn: sleva 10 %.')).toBeInTheDocument();
    await waitFor(() => expect(calls('/adonis/v1/cart/quote').at(-1)!.data).toMatchObject({ voucherCode: 'JARO10' }));
    const summary = screen.getByRole('region', { name: 'Shrnutí objednávky' });
    expect(await within(summary).findByText(/−30,00\sKč|-30,00\sKč/)).toBeInTheDocument();
    expect(within(summary).getByText(/349,00\sKč/)).toBeInTheDocument();
    expect(calls('/adonis/v1/vouchers/validate').map((spec) => spec.data)).toEqual([
      { code: 'LETO', itemsX100: 30000, email: 'jana@example.cz' },
      { code: 'jaro10', itemsX100: 30000, email: 'jana@example.cz' },
    ]);
  });

  it('offers a voucher the shop assigns without a code, looked up once', async () => {
    server.offered = { valid: true, code: 'VITEJTE', effect: { effect: 'free_shipping' }, minTotalX100: null, discountX100: 0, freeShipping: true };
    renderCheckout();
    await fillToReview();
    expect(await screen.findByText('Čeká na vás slevový kupon: VITEJTE (doprava zdarma).')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Použít' }));
    await waitFor(() => expect(calls('/adonis/v1/cart/quote').at(-1)!.data).toMatchObject({ voucherCode: 'VITEJTE' }));
    expect(calls('/adonis/v1/vouchers/find-auto-assignable')).toHaveLength(1);
    expect(calls('/adonis/v1/vouchers/find-auto-assignable')[0].data).toEqual({ itemsX100: 30000, email: 'jana@example.cz', shippingX100: 7900 });
  });
});
