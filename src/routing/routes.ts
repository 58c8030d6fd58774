/**
 * THE route table (docs/architecture.md#localization): every URL of the shop comes from here. Link with
 * <RouteLink route="cart" /> or resolvePath('cart', locale); never write a path by hand.
 *
 * `page` is the single file under pages/; the proxy rewrites localized paths onto it and
 * redirects the English fallback form to the localized one (docs/product.md#routing-rules "Routing rules").
 * URL words are ASCII (no diacritics) so they survive copy/paste and logs unencoded.
 *
 * A route's metadata sits on its entry: privatePage() / transactional() set its robots option
 * (sent as X-Robots-Tag, kept out of sitemaps and robots.txt allows), paidWith() the payment
 * provider whose scripts its page runs (the CSP allows them there only).
 */
import { compilesWasm, fixed, join, localized, onlyIn, paidWith, partlyLocalized, privatePage, sameEverywhere, transactional, type RouteSpec, type Words } from './define';

// Words reused by several routes.
const DATA: Words = { cs: 'udaje', sk: 'udaje', de: 'daten', es: 'datos', it: 'dati', nl: 'gegevens', fr: 'donnees' };
const SENT: Words = { cs: 'odeslano', sk: 'odoslane', de: 'gesendet', es: 'enviado', it: 'inviato', nl: 'verzonden', fr: 'envoye' };
const ADDRESS: Words = { cs: 'adresa', sk: 'adresa', de: 'adresse', es: 'direccion', it: 'indirizzo', nl: 'adres', fr: 'adresse' };
const DATE: Words = { cs: 'datum', sk: 'datum', de: 'datum', es: 'fecha', it: 'data', nl: 'datum', fr: 'date' };
const BOOKS: Words = { cs: 'knihy', sk: 'knihy', de: 'buecher', es: 'libros', it: 'libri', nl: 'boeken', fr: 'livres' };

const AUTHOR = '/a/[authorId]';
const USER: Words = {
  cs: '/uzivatel/[userHash]', sk: '/pouzivatel/[userHash]', de: '/benutzer/[userHash]', es: '/usuario/[userHash]',
  it: '/utente/[userHash]', nl: '/gebruiker/[userHash]', fr: '/utilisateur/[userHash]',
};
const COMMISSION: Words = { cs: '/komise', sk: '/komisia', de: '/kommission', es: '/comision', it: '/commissione', nl: '/commissie', fr: '/commission' };
const COMMISSION_PRIVATE = join(COMMISSION, '[privateAccessToken]');
const REMOVE_WATCHDOG: Words = {
  cs: '/zrusit-hlidaciho-psa', sk: '/zrusit-strazneho-psa', de: '/suchagent-entfernen', es: '/eliminar-alerta',
  it: '/rimuovi-avviso', nl: '/zoekalert-verwijderen', fr: '/supprimer-alerte',
};
const TRANSPORT: Words = {
  cs: '/vyber-dopravy', sk: '/vyber-dopravy', de: '/versandart-waehlen', es: '/seleccion-de-transporte',
  it: '/scelta-del-trasporto', nl: '/verzendmethode-kiezen', fr: '/choix-du-transport',
};

// Secrets in URLs (redacted from the data layer and access logs, src/routing/redact.ts).
/** The order's payment code on the card checkout, thank-you and payment-failed pages: it opens the order. */
const CODE_IN_QUERY = { secret: { query: ['code'] } } as const;
const PRIVATE_TOKEN = { secret: { params: ['privateAccessToken'] } } as const;

// Selling by post is not offered on the English storefront (docs/product.md#routes-selling-by-post).
const NOT_EN = { disabled: ['en'] } as const;

/** Base, /data and /sent pages of one carrier's selling-by-post flow; `withPickup` adds /address and /date. */
function postFlow(slug: string, base: Words) {
  const fallback = `/order-${slug}`;
  return {
    base: localized(fallback, base, NOT_EN),
    data: localized(`${fallback}/data`, join(base, DATA), NOT_EN),
    sent: localized(`${fallback}/sent`, join(base, SENT), NOT_EN),
    address: localized(`${fallback}/address`, join(base, ADDRESS), NOT_EN),
    date: localized(`${fallback}/date`, join(base, DATE), NOT_EN),
  };
}

const DHL = postFlow('dhl', { cs: '/objednat-dhl', sk: '/objednat-dhl', de: '/dhl-bestellen', es: '/solicitar-dhl', it: '/prenota-dhl', nl: '/dhl-bestellen', fr: '/commander-dhl' });
const AUSTRIAN_POST = postFlow('austrian-post', {
  cs: '/objednat-rakouskou-postu', sk: '/objednat-rakusku-postu', de: '/oesterreichische-post-bestellen', es: '/solicitar-correos-de-austria',
  it: '/prenota-posta-austriaca', nl: '/oostenrijkse-post-bestellen', fr: '/commander-poste-autrichienne',
});
const PACKETA = postFlow('packeta', { cs: '/objednat-zasilkovnu', sk: '/objednat-packetu', de: '/packeta-bestellen', es: '/solicitar-packeta', it: '/prenota-packeta', nl: '/packeta-bestellen', fr: '/commander-packeta' });
const GLS = postFlow('gls', { cs: '/objednat-gls', sk: '/objednat-gls', de: '/gls-bestellen', es: '/solicitar-gls', it: '/prenota-gls', nl: '/gls-bestellen', fr: '/commander-gls' });
const DPD_COURIER = postFlow('dpd-courier', {
  cs: '/objednat-kuryra-dpd', sk: '/objednat-kuriera-dpd', de: '/dpd-kurier-bestellen', es: '/solicitar-mensajero-dpd',
  it: '/prenota-corriere-dpd', nl: '/dpd-koerier-bestellen', fr: '/commander-coursier-dpd',
});
const DPD = postFlow('dpd', { cs: '/objednat-dpd', sk: '/objednat-dpd', de: '/dpd-bestellen', es: '/solicitar-dpd', it: '/prenota-dpd', nl: '/dpd-bestellen', fr: '/commander-dpd' });

export const ROUTES = {
  home: fixed('/'),

  // Account area: one path, not localized.
  account: privatePage(fixed('/account')),
  accountBillingHistory: privatePage(fixed('/account/billing-history')),
  accountBooks: privatePage(fixed('/account/books')),
  accountOrders: privatePage(fixed('/account/orders')),
  accountReviews: privatePage(fixed('/account/reviews')),
  accountWatchdog: privatePage(fixed('/account/watchdog/[[...filters]]')),
  accountWishlist: privatePage(fixed('/account/wishlist/[[...filters]]')),
  accountDetails: privatePage(fixed('/account/details/[[...params]]')),

  // Single-path routes.
  myWishlist: privatePage(fixed('/my-wishlist/[wishListLinkId]', { secret: { params: ['wishListLinkId'] } })),
  author: fixed(AUTHOR),
  authorLegacy: fixed('/a/[...params]'),
  blog: fixed('/blog'),
  blogArticle: fixed('/blog/[article]'),
  cmsPage: fixed('/c/[slug]'),
  cmsPageShort: fixed('/-/[slug]'),
  manny: fixed('/manny'),
  info: fixed('/info'),
  listing: fixed('/p/[[...filters]]'),
  login: transactional(fixed('/login', { secret: { query: ['magic'] } })),
  shipping: fixed('/shipping'),
  rebranding: fixed('/rebranding'),
  robots: fixed('/robots.txt'),
  sitemap: fixed('/sitemap.xml'),
  sitemapFile: fixed('/sitemaps/[file]'),
  webManifest: fixed('/manifest.webmanifest'),
  kategorie: fixed('/kategorie'),
  /** Rendered by pages/[...notFound].tsx (per request, with the shell and the CSP nonce); /404 is Next's static fallback. */
  notFound: transactional(fixed('/not-found')),
  admin: privatePage(fixed('/admin')),
  adminSuppliers: privatePage(fixed('/admin/supply/dodavatele_list')),
  adminOrderVerification: privatePage(fixed('/admin/objednavky/overeni')),
  adminInProgress: privatePage(fixed('/admin/rozpracovane')),
  adminLogout: privatePage(fixed('/admin/logout')),
  // Staff pages of issue 13 (their permissions: src/features/admin/adminPages.ts).
  adminLogin: privatePage(fixed('/admin/login')),
  adminOrders: privatePage(fixed('/admin/objednavky')),
  adminOrder: privatePage(fixed('/admin/objednavky/[id]')),
  adminPayments: privatePage(fixed('/admin/platby')),
  adminPacking: privatePage(fixed('/admin/baleni/[id]')),
  adminEmployees: privatePage(fixed('/admin/zamestnanci')),
  adminEmployee: privatePage(fixed('/admin/zamestnanci/[id]')),
  adminAccount: privatePage(fixed('/admin/ucet')),
  // The intake desk (issue 15).
  adminIntake: privatePage(fixed('/admin/prijem')),
  adminIntakeBatch: privatePage(fixed('/admin/prijem/[code]', { secret: { params: ['code'] } })),
  // The customer-support desk (issue 16, docs/adr/0031).
  adminCustomers: privatePage(fixed('/admin/zakaznici')),
  adminCustomer: privatePage(fixed('/admin/zakaznici/[id]')),
  adminModeration: privatePage(fixed('/admin/moderace')),
  adminInbox: privatePage(fixed('/admin/zpravy')),
  adminCommissionPayouts: privatePage(fixed('/admin/provize-vyplaty')),
  adminWarehouse: privatePage(fixed('/admin/sklad')),
  adminQueues: privatePage(fixed('/admin/fronty')),
  // Catalogue editing and the warehouse's other desks (issue 15).
  adminCatalogue: privatePage(fixed('/admin/katalog')),
  adminTransfers: privatePage(fixed('/admin/sklad/presuny')),
  adminAudits: privatePage(fixed('/admin/sklad/inventury')),
  adminDiscards: privatePage(fixed('/admin/sklad/vyrazeni')),

  // Book pages: not localized; ids are the SEO-stable part.
  copy: fixed('/g/[id]/b/[copyId]'),
  copyRedirect: fixed('/b/[id]'),
  copyLegacy: fixed('/old_b/[...id]'),
  edition: fixed('/g/[id]/m/[editionId]'),
  editionRedirect: fixed('/m/[id]'),
  editionLegacy: fixed('/old_m/[...id]'),
  work: fixed('/g/[id]'),
  workRedirect: fixed('/g/[id]/[...params]'),
  workLegacy: fixed('/old_g/[[...params]]'),
  watchdog: transactional(fixed('/watchdog')),
  watchdogLegacy: transactional(fixed('/old_watchdog')),

  // Localized routes.
  addedToday: localized('/added-today', { cs: '/pridano-dnes', sk: '/pridane-dnes', de: '/heute-hinzugefuegt', es: '/anadidos-hoy', it: '/aggiunti-oggi', nl: '/vandaag-toegevoegd', fr: '/ajoutes-aujourdhui' }),
  // Not '/kategorie' in Czech: that single-path route already owns it.
  allCategories: localized('/all-categories', { cs: '/vsechny-kategorie', sk: '/vsetky-kategorie', de: '/alle-kategorien', es: '/todas-las-categorias', it: '/tutte-le-categorie', nl: '/alle-categorieen', fr: '/toutes-les-categories' }),
  booksCondition: localized('/books-condition', { cs: '/stav-knih', sk: '/stav-knih', de: '/zustand-der-buecher', es: '/estado-de-los-libros', it: '/condizioni-dei-libri', nl: '/staat-van-de-boeken', fr: '/etat-des-livres' }),
  career: localized('/career', { cs: '/kariera', sk: '/kariera', de: '/karriere', es: '/trabaja-con-nosotros', it: '/lavora-con-noi', nl: '/werken-bij', fr: '/carriere' }, { disabled: ['de-AT', 'sk'] }),
  category: localized('/category/[slug]', { cs: '/kategorie/[slug]', sk: '/kategoria/[slug]', de: '/kategorie/[slug]', es: '/categoria/[slug]', it: '/categoria/[slug]', nl: '/categorie/[slug]', fr: '/categorie/[slug]' }),
  contact: localized('/contact', { cs: '/kontakt', sk: '/kontakt', de: '/kontakt', es: '/contacto', it: '/contatti', nl: '/neem-contact-op', fr: '/nous-contacter' }),
  directDelivery: localized('/direct-delivery', { cs: '/prime-doruceni', sk: '/priame-dorucenie', de: '/direktlieferung', es: '/entrega-directa', it: '/consegna-diretta', nl: '/directe-levering', fr: '/livraison-directe' }),
  discountedToday: localized('/discounted-today', { cs: '/zlevneno-dnes', sk: '/zlacnene-dnes', de: '/heute-reduziert', es: '/rebajados-hoy', it: '/scontati-oggi', nl: '/vandaag-afgeprijsd', fr: '/remises-du-jour' }),
  howToSellBooks: localized('/how-to-sell-books', { cs: '/jak-prodat-knihy', sk: '/ako-predat-knihy', de: '/wie-buecher-verkaufen', es: '/como-vender-libros', it: '/come-vendere-libri', nl: '/hoe-boeken-verkopen', fr: '/comment-vendre-des-livres' }, NOT_EN),
  jobVacancies: localized('/job-vacancies', { cs: '/volna-mista', sk: '/volne-miesta', de: '/stellenangebote', es: '/ofertas-de-empleo', it: '/posizioni-aperte', nl: '/vacatures', fr: '/offres-demploi' }),
  cart: transactional(localized('/cart', { cs: '/kosik', sk: '/kosik', de: '/warenkorb', es: '/cesta', it: '/carrello', nl: '/winkelwagen', fr: '/panier' })),
  search: transactional(localized('/search', { cs: '/hledat', sk: '/hladat', de: '/suche', es: '/buscar', it: '/cerca', nl: '/zoeken', fr: '/recherche' })),
  series: localized('/series/[slug]', { cs: '/serie/[slug]', sk: '/seria/[slug]', de: '/reihe/[slug]', es: '/serie/[slug]', it: '/serie/[slug]', nl: '/reeks/[slug]', fr: '/serie/[slug]' }),
  /** The one-click confirmation of an order from an unverified address (?token=…; docs/adr/0012). */
  confirmOrder: localized('/confirm-order', { cs: '/potvrdit-objednavku', sk: '/potvrdit-objednavku', de: '/bestellung-bestaetigen', es: '/confirmar-pedido', it: '/conferma-ordine', nl: '/bestelling-bevestigen', fr: '/confirmer-commande' }, { secret: { query: ['token'] } }),
  thankYou: transactional(localized('/thank-you', { cs: '/dekujeme', sk: '/dakujeme', de: '/danke', es: '/gracias', it: '/grazie', nl: '/bedankt', fr: '/merci' }, CODE_IN_QUERY)),
  personalPickup: localized('/personal-pickup', { cs: '/osobni-odber', sk: '/osobny-odber', de: '/selbstabholung', es: '/recogida-en-persona', it: '/ritiro-di-persona', nl: '/zelf-afhalen', fr: '/retrait-en-personne' }),
  pay: privatePage(localized('/pay/[paymentCode]', { cs: '/zaplatit/[paymentCode]', sk: '/zaplatit/[paymentCode]', de: '/bezahlen/[paymentCode]', es: '/pagar/[paymentCode]', it: '/paga/[paymentCode]', nl: '/betalen/[paymentCode]', fr: '/payer/[paymentCode]' }, { secret: { params: ['paymentCode'] } })),
  paymentFailed: transactional(localized('/payment-failed', { cs: '/platba-selhala', sk: '/platba-zlyhala', de: '/zahlung-fehlgeschlagen', es: '/pago-fallido', it: '/pagamento-non-riuscito', nl: '/betaling-mislukt', fr: '/paiement-echoue' }, CODE_IN_QUERY)),
  paymentComgate: transactional(localized('/payment/comgate', { cs: '/platba/comgate', sk: '/platba/comgate', de: '/zahlung/comgate', es: '/pago/comgate', it: '/pagamento/comgate', nl: '/betaling/comgate', fr: '/paiement/comgate' }, { secret: { query: ['id', 'refId'] } })),
  paymentAdyen: transactional(localized('/payment/adyen', { cs: '/platba/adyen', sk: '/platba/adyen', de: '/zahlung/adyen', es: '/pago/adyen', it: '/pagamento/adyen', nl: '/betaling/adyen', fr: '/paiement/adyen' }, { secret: { query: ['sessionId', 'sessionResult', 'redirectResult'] } })),
  checkoutAdyen: transactional(paidWith('adyen', localized('/checkout/adyen', { cs: '/pokladna/adyen', sk: '/pokladna/adyen', de: '/kasse/adyen', es: '/caja/adyen', it: '/cassa/adyen', nl: '/afrekenen/adyen', fr: '/caisse/adyen' }, { disabled: onlyIn('en', 'de-DE', 'de-AT'), ...CODE_IN_QUERY }))),
  removeWatchdog: privatePage(localized('/remove-watchdog', REMOVE_WATCHDOG, { secret: { query: ['token'] } })),
  removeWatchdogResult: privatePage(localized('/remove-watchdog/[result]', join(REMOVE_WATCHDOG, '[result]'))),
  // ?token= is a lead's private resume link (the anonymous seller's key to their draft).
  sellBooks: localized('/sell-books', { cs: '/vykup-knih', sk: '/vykup-knih', de: '/buecher-verkaufen', es: '/vender-libros', it: '/vendi-libri', nl: '/boeken-verkopen', fr: '/vendre-des-livres' }, { secret: { query: ['token'] } }),
  sellBooksSent: transactional(localized('/sell-books-sent', { cs: '/vykup-knih-odeslano', sk: '/vykup-knih-odoslane', de: '/buecher-verkaufen-gesendet', es: '/vender-libros-enviado', it: '/vendi-libri-inviato', nl: '/boeken-verkopen-verzonden', fr: '/vendre-des-livres-envoye' }, NOT_EN)),
  loginCode: transactional(partlyLocalized('/login/code', { cs: '/login/kod', sk: '/login/kod' })),
  bookScanner: transactional(sameEverywhere('/book-scanner')),
  // The camera scanner's fallback reader is WebAssembly (docs/adr/0005): only this page may compile it.
  bookScannerSellBooks: transactional(compilesWasm(sameEverywhere('/book-scanner/sell-books'))),

  // Author sub-pages: only the last segment is translated.
  authorBiography: localized(`${AUTHOR}/biography`, join(AUTHOR, { cs: 'zivotopis', sk: 'zivotopis', de: 'biografie', es: 'biografia', it: 'biografia', nl: 'biografie', fr: 'biographie' })),
  authorBooks: localized(`${AUTHOR}/books`, join(AUTHOR, BOOKS)),
  authorTimeline: localized(`${AUTHOR}/timeline`, join(AUTHOR, { cs: 'casova-osa', sk: 'casova-os', de: 'zeitleiste', es: 'cronologia', it: 'cronologia', nl: 'tijdlijn', fr: 'chronologie' })),

  // Commission selling: the owner's private token, and a separate public sharing token.
  commission: privatePage(localized('/commission/[privateAccessToken]', COMMISSION_PRIVATE, PRIVATE_TOKEN)),
  commissionBilling: privatePage(localized('/commission/[privateAccessToken]/billing', join(COMMISSION_PRIVATE, { cs: 'vyuctovani', sk: 'vyuctovanie', de: 'abrechnung', es: 'facturacion', it: 'fatturazione', nl: 'facturatie', fr: 'facturation' }), PRIVATE_TOKEN)),
  commissionBooks: privatePage(localized('/commission/[privateAccessToken]/books', join(COMMISSION_PRIVATE, BOOKS), PRIVATE_TOKEN)),
  commissionDiscardedBooks: privatePage(localized('/commission/[privateAccessToken]/discarded-books', join(COMMISSION_PRIVATE, { cs: 'vyrazene-knihy', sk: 'vyradene-knihy', de: 'aussortierte-buecher', es: 'libros-descartados', it: 'libri-scartati', nl: 'afgekeurde-boeken', fr: 'livres-ecartes' }), PRIVATE_TOKEN)),
  commissionShare: privatePage(localized('/commission/share/[publicAccessToken]', join(join(COMMISSION, { cs: 'sdileni', sk: 'zdielanie', de: 'teilen', es: 'compartir', it: 'condividi', nl: 'delen', fr: 'partage' }), '[publicAccessToken]'), { secret: { params: ['publicAccessToken'] } })),

  // Public user profile: localized prefix.
  userProfile: localized('/user/[userHash]', USER),
  userReviews: localized('/user/[userHash]/reviews', join(USER, { cs: 'hodnoceni', sk: 'hodnotenia', de: 'bewertungen', es: 'resenas', it: 'recensioni', nl: 'beoordelingen', fr: 'avis' })),
  userWishlist: localized('/user/[userHash]/wishlist', join(USER, { cs: 'seznam-prani', sk: 'zoznam-zelani', de: 'wunschliste', es: 'lista-de-deseos', it: 'lista-dei-desideri', nl: 'verlanglijst', fr: 'liste-de-souhaits' })),
  userBooksForSale: localized('/user/[userHash]/books-for-sale', join(USER, { cs: 'knihy-na-prodej', sk: 'knihy-na-predaj', de: 'buecher-zum-verkauf', es: 'libros-en-venta', it: 'libri-in-vendita', nl: 'boeken-te-koop', fr: 'livres-a-vendre' })),

  // Selling by post (disabled in en).
  orderDhl: DHL.base,
  orderDhlData: transactional(DHL.data),
  orderDhlSent: transactional(DHL.sent),
  orderAustrianPost: AUSTRIAN_POST.base,
  orderAustrianPostData: transactional(AUSTRIAN_POST.data),
  orderAustrianPostSent: transactional(AUSTRIAN_POST.sent),
  orderPacketa: PACKETA.base,
  orderPacketaData: transactional(PACKETA.data),
  orderPacketaSent: transactional(PACKETA.sent),
  orderGls: GLS.base,
  orderGlsData: transactional(GLS.data),
  orderGlsSent: transactional(GLS.sent),
  orderGlsAddress: transactional(GLS.address),
  orderGlsDate: transactional(GLS.date),
  orderDpdCourier: DPD_COURIER.base,
  orderDpdCourierData: transactional(DPD_COURIER.data),
  orderDpdCourierSent: transactional(DPD_COURIER.sent),
  orderDpdCourierAddress: transactional(DPD_COURIER.address),
  orderDpdCourierDate: transactional(DPD_COURIER.date),
  orderDpd: DPD.base,
  orderDpdData: transactional(DPD.data),
  orderDpdSent: transactional(DPD.sent),
  transportSelection: transactional(localized('/transport-selection', TRANSPORT, NOT_EN)),
  transportSelectionConfirmation: transactional(localized('/transport-selection/confirmation', join(TRANSPORT, { cs: 'potvrzeni', sk: 'potvrdenie', de: 'bestaetigung', es: 'confirmacion', it: 'conferma', nl: 'bevestiging', fr: 'confirmation' }), NOT_EN)),
  transportSelectionData: transactional(localized('/transport-selection/data', join(TRANSPORT, DATA), NOT_EN)),
} as const satisfies Record<string, RouteSpec>;

export type RouteKey = keyof typeof ROUTES;
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];
