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
    slug: 'ako-predat-knihy', title: 'Ako predať knihy', perex: 'Štyri kroky od plnej knižnice k peniazom na účte: okamžitá a vysvetlená ponuka, doprava zadarmo a výplata po kontrole.',
    paragraphs: [
      'Pridajte knihy na stránke Výkup kníh: napíšte alebo vložte ISBN, nájdite knihu podľa názvu, naskenujte čiarové kódy fotoaparátom telefónu v skeneri kníh, alebo pošlite jednu fotku chrbtov. Pri každej knihe hneď uvidíte, koľko ponúkame, aj prečo: koľko čitateľov na ňu čaká, koľko kusov máme na sklade a ako rýchlo sa zvyčajne predá.',
      'Pri každej knihe si vyberte peniaze hneď alebo komisiu – vyšší podiel, keď sa kniha predá. Peniaze pošleme na bankový účet alebo do peňaženky v obchode s bonusom navyše. Zoznam si môžete uložiť a dokončiť neskôr.',
      'Knihy zabaľte do škatule a vyberte dopravu zadarmo: štítok si stiahnete a balík podáte na výdajnom mieste, alebo si objednáte kuriéra na deň, ktorý vám vyhovuje. Knihy môžete priniesť aj osobne.',
      'Po doručení knihy skontrolujeme a zaplatíme. Stav várky a osud každej knihy (za koľko sme ju vykúpili alebo prečo nie) uvidíte v účte v časti Knihy, ktoré ste nám predali, výplaty v histórii platieb.',
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
