import type { ContentTexts } from '../content-types';

export const NL: ContentTexts = {
  labels: {
    sellBooks: 'Boeken verkopen', howToSellBooks: 'Zo verkoopt u boeken', contact: 'Contact', blog: 'Blog',
    allCategories: 'Alle categorieën', addedToday: 'Vandaag toegevoegd', discountedToday: 'Vandaag afgeprijsd',
    aboutUs: 'Over ons', career: 'Werken bij ons', jobVacancies: 'Vacatures', shipping: 'Verzending en betaling',
    personalPickup: 'Zelf afhalen', directDelivery: 'Thuisbezorging', booksCondition: 'Staat van de boeken',
    terms: 'Algemene voorwaarden', privacy: 'Privacybeleid',
  },
  footerGroups: { about: 'Over ons', service: 'Klantenservice', shopping: 'Winkelen' },
  banner: 'Vandaag afgeprijsd: honderden titels tot een derde goedkoper',
  hero: { title: 'Boeken met een verhaal', text: 'Elke dag voegen we honderden zorgvuldig gecontroleerde tweedehands boeken toe.', cta: 'Bekijk de nieuwste boeken' },
  pages: {
    aboutUs: {
      slug: 'over-ons', title: 'Over ons', perex: 'Wij geven boeken een tweede leven en lezers betaalbaar leesplezier.',
      paragraphs: [
        '{brand} begon in Praag met een eenvoudig idee: een boek dat u niet meer nodig hebt, kan iemand anders blij maken. Wij kopen uw boeken in, controleren ze zorgvuldig en bieden ze aan nieuwe lezers aan.',
        'Elk exemplaar gaat door de handen van onze boekverkopers. We noteren de staat en fotograferen het boek voordat het te koop wordt aangeboden, zodat u precies weet wat u koopt.',
        'Boeken die niet verkocht worden, belanden niet bij het oud papier. We schenken ze aan bibliotheken, scholen en goede doelen. Vragen? Mail ons via {email}.',
      ],
    },
    terms: {
      slug: 'algemene-voorwaarden', title: 'Algemene voorwaarden', perex: 'De regels voor het kopen en verkopen van boeken in onze winkel.',
      paragraphs: [
        'Deze voorwaarden regelen de relatie tussen de exploitant van {brand} en de koper. Door een bestelling te plaatsen bevestigt de koper dat hij de voorwaarden heeft gelezen en aanvaardt.',
        'Elk boek is een uniek exemplaar. Een bestelling is bindend zodra wij die per e-mail bevestigen. Is het boek intussen aan een andere klant verkocht, dan annuleren we de bestelling en betalen we het volledige bedrag terug.',
        'Online gekochte artikelen kunt u binnen 14 dagen na ontvangst zonder opgave van redenen retourneren. De staat van elk boek beschrijven we volgens onze schaal; in de beschrijving vermelde gebreken zijn geen reden voor een klacht.',
      ],
    },
    privacy: {
      slug: 'privacybeleid', title: 'Privacybeleid', perex: 'Hoe wij uw persoonsgegevens verwerken.',
      paragraphs: [
        'Wij verwerken persoonsgegevens alleen voor zover nodig om bestellingen af te handelen, boeken in te kopen en met u te communiceren. Verwerkingsverantwoordelijke is de exploitant van {brand}.',
        'Wij verkopen uw gegevens nooit. We delen ze alleen met vervoerders en betaaldiensten, en alleen voor zover noodzakelijk. Analytische en marketingcookies gebruiken we alleen met uw toestemming.',
        'U hebt het recht uw gegevens in te zien, te laten corrigeren en te laten wissen. Neem contact met ons op via {email} of {phone}.',
      ],
    },
    draft: {
      slug: 'openingstijden-kerst', title: 'Openingstijden rond kerst', perex: 'Zo werken wij tijdens de feestdagen.',
      paragraphs: ['Tijdens de kerstdagen verzenden we bestellingen volgens een beperkt schema. De exacte data volgen nog.'],
    },
  },
  articles: [
    {
      slug: 'zo-beoordelen-wij-de-staat', title: 'Zo beoordelen wij de staat van boeken', perex: 'De vijf niveaus die elk exemplaar krijgt.',
      paragraphs: [
        'Elk boek dat bij ons binnenkomt, wordt door een boekverkoper bekeken en krijgt een van vijf niveaus: als nieuw, zeer goed, goed, redelijk en beschadigd.',
        'Bij de lagere niveaus schrijven we altijd op wat er precies mankeert, zoals een gescheurde stofomslag of onderstrepingen met potlood. De foto’s tonen het echte exemplaar.',
      ],
    },
    {
      slug: 'vijf-tips-om-boeken-te-verkopen', title: 'Vijf tips om uw boeken te verkopen', perex: 'Zo haalt u het meeste uit uw boekenkast.',
      paragraphs: [
        'Wij betalen het meest voor boeken in goede staat waar lezers naar zoeken: actuele romans, thrillers, kookboeken en kinderboeken.',
        'Stof de boeken af voordat u ze verstuurt en controleer of er geen losse papiertjes in zitten. U kunt het pakket gratis afgeven bij een servicepunt of laten ophalen.',
      ],
    },
  ],
};
