import type { RoutePageTexts } from './types';

export const SK_ROUTE_PAGES: RoutePageTexts = {
  career: {
    slug: 'kariera', title: 'Kariéra u nás', perex: 'Hľadáme ľudí, ktorí majú radi knihy a poriadok.',
    paragraphs: [
      'V {brand} pracuje tím kníhkupcov, skladníkov, programátorov a zákazníckej podpory. Denne prejde našimi rukami niekoľko tisíc kníh a každá si zaslúži starostlivé zaobchádzanie.',
      'Ponúkame stabilnú prácu, pružný pracovný čas, zľavu na knihy a možnosť podieľať sa na tom, aby knihy nekončili v zberových surovinách.',
    ],
  },
  'job-vacancies': {
    slug: 'volne-miesta', title: 'Voľné miesta', perex: 'Aktuálne hľadáme týchto kolegov.',
    paragraphs: [
      'Skladník / skladníčka kníh (plný úväzok): príjem výkupov, triedenie podľa stavu a príprava zásielok. Prax nevyžadujeme, zaučíme vás.',
      'Zákaznícka podpora pre slovenský obchod (čiastočný úväzok, z domu): odpovede na e-maily a telefonáty zákazníkov.',
      'Životopis a pár viet o tom, akú knihu ste naposledy prečítali, pošlite na {email}.',
    ],
  },
  'how-to-sell-books': {
    slug: 'ako-predat-knihy', title: 'Ako predať knihy', perex: 'Tri kroky od plnej knižnice k peniazom na účte.',
    paragraphs: [
      'Najprv zadajte ISBN svojich kníh do výkupného formulára alebo ich naskenujte telefónom. Hneď uvidíte, koľko vám za každú knihu ponúkneme.',
      'Knihy zabaľte do krabice a odošlite zadarmo cez výdajné miesto. Štítok vám pošleme e-mailom.',
      'Po doručení knihy skontrolujeme a do piatich pracovných dní vám pošleme peniaze na účet alebo pripíšeme kredit s bonusom.',
    ],
  },
  rebranding: {
    slug: 'nova-znacka', title: 'Máme nové meno', perex: 'Rovnaký obchod, rovnakí ľudia, nový názov {brand}.',
    paragraphs: [
      'Náš obchod prerástol hranice jednej krajiny, a preto sme zjednotili meno pre všetky krajiny, kde pôsobíme. Vaše účty, objednávky aj kredit zostávajú bez zmeny.',
      'Staré odkazy aj záložky fungujú ďalej a automaticky vás presmerujú. Ak niečo nefunguje, napíšte nám na {email}.',
    ],
  },
  manny: {
    slug: 'manny', title: 'Manny, náš knižný škriatok', perex: 'Zoznámte sa s Mannym, ktorý stráži naše regály.',
    paragraphs: [
      'Manny je maskot {brand}. Hovorí sa, že býva medzi regálmi nášho skladu a každú noc preukladá knihy podľa farby chrbta.',
      'Mannyho nájdete na našich krabiciach, záložkách aj v e-mailoch. Pošlite nám fotku Mannyho vo vašej knižnici a radi ju zverejníme.',
    ],
  },
  info: {
    slug: 'informacie', title: 'Informácie o obchode', perex: 'Kto sme, kde nás nájdete a ako nás kontaktovať.',
    paragraphs: [
      'Prevádzkovateľom obchodu {brand} je spoločnosť so sídlom v Prahe. Predávame a vykupujeme knihy z druhej ruky v desiatich európskych krajinách.',
      'Zákaznícka podpora odpovedá v pracovné dni od 9 do 17 hodiny na {email} a na telefóne {phone}.',
    ],
  },
};
