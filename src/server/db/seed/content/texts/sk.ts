import type { ContentTexts } from '../content-types';

export const SK: ContentTexts = {
  labels: {
    sellBooks: 'Predať knihy', howToSellBooks: 'Ako predať knihy', contact: 'Kontakt', blog: 'Blog',
    allCategories: 'Všetky kategórie', addedToday: 'Pridané dnes', discountedToday: 'Zľavnené dnes',
    aboutUs: 'O nás', career: 'Kariéra', jobVacancies: 'Voľné miesta', shipping: 'Doprava a platba',
    personalPickup: 'Osobný odber', directDelivery: 'Doručenie až domov', booksCondition: 'Stav kníh',
    terms: 'Obchodné podmienky', privacy: 'Ochrana osobných údajov',
  },
  footerGroups: { about: 'O nás', service: 'Zákaznícky servis', shopping: 'Nakupovanie' },
  banner: 'Dnes zľavnené knihy: stovky titulov až o tretinu lacnejšie',
  hero: { title: 'Knihy s príbehom', text: 'Každý deň pridávame stovky preverených kníh z druhej ruky.', cta: 'Pozrieť novinky' },
  pages: {
    aboutUs: {
      slug: 'o-nas', title: 'O nás', perex: 'Dávame knihám druhý život a čitateľom radosť z lacného čítania.',
      paragraphs: [
        '{brand} vznikol z jednoduchého nápadu: kniha, ktorú už nepotrebujete, môže urobiť radosť niekomu ďalšiemu. Knihy od vás vykúpime, starostlivo ich skontrolujeme a ponúkneme novým čitateľom.',
        'Každý výtlačok prechádza rukami kníhkupcov. Zapíšeme jeho stav, odfotíme ho a až potom ho zaradíme do ponuky. Vďaka tomu presne viete, čo kupujete.',
        'Knihy, ktoré sa nepredajú, nekončia v zberi. Darujeme ich knižniciam, školám a charitatívnym organizáciám. Máte otázku? Napíšte nám na {email}.',
      ],
    },
    terms: {
      slug: 'obchodne-podmienky', title: 'Obchodné podmienky', perex: 'Pravidlá nákupu a predaja kníh v našom obchode.',
      paragraphs: [
        'Tieto obchodné podmienky upravujú vzťah medzi prevádzkovateľom obchodu {brand} a kupujúcim. Odoslaním objednávky kupujúci potvrdzuje, že sa s podmienkami oboznámil a súhlasí s nimi.',
        'Každá kniha je jedinečný kus. Objednávka je záväzná okamihom jej potvrdenia e-mailom. Ak bola kniha medzitým predaná inému zákazníkovi, objednávku zrušíme a vrátime celú zaplatenú sumu.',
        'Tovar kúpený na diaľku môžete vrátiť do 14 dní od prevzatia bez udania dôvodu. Stav každej knihy popisujeme podľa našej stupnice; vady uvedené v popise nie sú dôvodom na reklamáciu.',
      ],
    },
    privacy: {
      slug: 'ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', perex: 'Ako spracúvame vaše osobné údaje.',
      paragraphs: [
        'Osobné údaje spracúvame iba v rozsahu nevyhnutnom na vybavenie objednávky, výkup kníh a komunikáciu so zákazníkmi. Prevádzkovateľom údajov je prevádzkovateľ obchodu {brand}.',
        'Údaje nikomu nepredávame. Odovzdávame ich len prepravcom a platobným službám, a to iba v nutnom rozsahu. Analytické a marketingové cookies používame len s vaším súhlasom.',
        'Máte právo na prístup k svojim údajom, ich opravu aj vymazanie. Stačí nás kontaktovať na adrese {email} alebo na telefóne {phone}.',
      ],
    },
    draft: {
      slug: 'vianocne-otvaracie-hodiny', title: 'Vianočné otváracie hodiny', perex: 'Ako budeme fungovať počas sviatkov.',
      paragraphs: ['Počas vianočných sviatkov odosielame objednávky v obmedzenom režime. Presné termíny doplníme.'],
    },
  },
  articles: [
    {
      slug: 'ako-hodnotime-stav-knih', title: 'Ako hodnotíme stav kníh', perex: 'Päť stupňov, podľa ktorých triedime každý výtlačok.',
      paragraphs: [
        'Každú knihu, ktorá k nám príde, prezrie kníhkupec a zaradí ju do jedného z piatich stupňov: ako nová, veľmi dobrá, dobrá, opotrebovaná a poškodená.',
        'Pri horších stupňoch vždy pripíšeme poznámku, čo presne knihe chýba, napríklad natrhnutý prebal alebo podčiarkovanie ceruzkou. Fotografie ukazujú skutočný výtlačok.',
      ],
    },
    {
      slug: 'pat-tipov-ako-predat-knihy', title: 'Päť tipov, ako výhodne predať knihy', perex: 'Čo robiť, aby vaša knižnica vyniesla čo najviac.',
      paragraphs: [
        'Najviac zaplatíme za knihy v dobrom stave, ktoré čitatelia hľadajú: súčasné romány, detektívky, kuchárky a knihy pre deti.',
        'Pred odoslaním knihy oprášte a skontrolujte, či v nich nezostali vložené papiere. Balík môžete poslať zadarmo cez výdajné miesto alebo si objednať kuriéra.',
      ],
    },
  ],
};
