import type { RoutePageTexts } from './types';

export const NL_ROUTE_PAGES: RoutePageTexts = {
  career: {
    slug: 'werken-bij', title: 'Werken bij ons', perex: 'We zoeken mensen die van boeken en opgeruimde kasten houden.',
    paragraphs: [
      'Bij {brand} werkt een team van boekverkopers, magazijnmedewerkers, ontwikkelaars en klantenservice. Elke dag gaan duizenden boeken door onze handen, en elk boek verdient zorg.',
      'We bieden vast werk, flexibele uren, personeelskorting op boeken en de kans om goede boeken uit de papierbak te houden.',
    ],
  },
  'job-vacancies': {
    slug: 'vacatures', title: 'Vacatures', perex: 'Voor deze functies zoeken we nu collega’s.',
    paragraphs: [
      'Magazijnmedewerker (Praag, fulltime): inkopen ontvangen, boeken sorteren op staat en bestellingen inpakken. Ervaring is niet nodig, we leren je alles.',
      'Nederlandstalige klantenservice (thuiswerk, parttime): e-mails en telefoontjes van klanten in Nederland en België beantwoorden.',
      'Stuur je cv en een paar zinnen over het laatste boek dat je las naar {email}. We reageren op iedereen.',
    ],
  },
  'how-to-sell-books': {
    slug: 'hoe-boeken-verkopen', title: 'Zo verkoop je je boeken', perex: 'In vier stappen van een volle boekenkast naar geld op je rekening: een direct en onderbouwd bod, gratis verzending en uitbetaling na controle.',
    paragraphs: [
      'Voeg je boeken toe op de pagina Boeken verkopen: typ of plak ISBN’s, zoek een boek op titel, scan de barcodes met je telefoon in de boekenscanner of stuur één foto van de ruggen. Je ziet meteen ons bod per boek en waarom: hoeveel lezers erop wachten, hoeveel exemplaren we op voorraad hebben en hoe snel het meestal verkoopt.',
      'Kies per boek nu geld of commissie, een groter aandeel dat wordt uitbetaald als het verkocht is. Het geld gaat naar je bankrekening of als tegoed met bonus naar je account in de winkel. Je kunt de lijst bewaren en later afmaken.',
      'Doe de boeken in een doos en kies gratis verzending: download het label en lever het pakket af, of boek een ophaling door een koerier op een dag die jou uitkomt. Je kunt de boeken ook zelf brengen.',
      'Na ontvangst controleren we de boeken en betalen we uit. In je account zie je elke batch en wat er met elk boek gebeurde (wat we ervoor betaalden of waarom niet), en de uitbetalingen in je betaalgeschiedenis.',
    ],
  },
  rebranding: {
    slug: 'nieuwe-naam', title: 'We hebben een nieuwe naam', perex: 'Dezelfde winkel, dezelfde mensen, een nieuwe naam: {brand}.',
    paragraphs: [
      'Onze winkel is gegroeid tot ver buiten één land, daarom gebruiken we nu overal dezelfde naam. Je account, bestellingen en tegoed blijven gewoon bestaan.',
      'Oude links en bladwijzers blijven werken. Werkt er iets niet, mail ons dan via {email}.',
    ],
  },
  manny: {
    slug: 'manny', title: 'Manny, onze boekenkabouter', perex: 'Maak kennis met Manny, die over onze kasten waakt.',
    paragraphs: [
      'Manny is de mascotte van {brand}. Men zegt dat hij tussen de stellingen van ons magazijn woont en elke nacht de boeken op kleur van de rug sorteert.',
      'Je vindt Manny op onze dozen, boekenleggers en in onze e-mails. Stuur ons een foto van Manny in jouw boekenkast!',
    ],
  },
  info: {
    slug: 'informatie', title: 'Over de winkel', perex: 'Wie we zijn, waar je ons vindt en hoe je ons bereikt.',
    paragraphs: [
      '{brand} wordt beheerd door een bedrijf in Praag. We kopen en verkopen tweedehands boeken in tien Europese landen.',
      'De klantenservice is op werkdagen van 9 tot 17 uur bereikbaar via {email} en telefonisch op {phone}.',
    ],
  },
};
