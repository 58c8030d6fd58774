import type { ContentTexts } from '../content-types';

export const CS: ContentTexts = {
  labels: {
    sellBooks: 'Prodat knihy', howToSellBooks: 'Jak prodat knihy', contact: 'Kontakt', blog: 'Blog',
    allCategories: 'Všechny kategorie', addedToday: 'Přidané dnes', discountedToday: 'Zlevněné dnes',
    aboutUs: 'O nás', career: 'Kariéra', jobVacancies: 'Volná místa', shipping: 'Doprava a platba',
    personalPickup: 'Osobní odběr', directDelivery: 'Doručení až domů', booksCondition: 'Stav knih',
    terms: 'Obchodní podmínky', privacy: 'Ochrana osobních údajů',
  },
  footerGroups: { about: 'O nás', service: 'Zákaznický servis', shopping: 'Nakupování' },
  banner: 'Dnes zlevněné knihy: stovky titulů až o třetinu levněji',
  hero: { title: 'Knihy s příběhem', text: 'Každý den přidáváme stovky prověřených knih z druhé ruky.', cta: 'Prohlédnout novinky' },
  pages: {
    aboutUs: {
      slug: 'o-nas', title: 'O nás', perex: 'Dáváme knihám druhý život a čtenářům radost z levného čtení.',
      paragraphs: [
        '{brand} vznikl v Praze z jednoduchého nápadu: kniha, kterou už nepotřebujete, může udělat radost někomu dalšímu. Knihy od vás vykoupíme, pečlivě je zkontrolujeme a nabídneme novým čtenářům.',
        'Každý výtisk u nás prochází rukama knihkupců. Zapíšeme jeho stav, vyfotíme ho a teprve potom jej zařadíme do nabídky. Díky tomu víte přesně, co kupujete.',
        'Knihy, které se neprodají, nekončí ve sběru. Darujeme je knihovnám, školám a dobročinným organizacím. Máte dotaz? Napište nám na {email}.',
      ],
    },
    terms: {
      slug: 'obchodni-podminky', title: 'Obchodní podmínky', perex: 'Pravidla nákupu a prodeje knih v našem obchodě.',
      paragraphs: [
        'Tyto obchodní podmínky upravují vztah mezi provozovatelem obchodu {brand} a kupujícím. Odesláním objednávky kupující potvrzuje, že se s podmínkami seznámil a souhlasí s nimi.',
        'Každá kniha je jedinečný kus. Objednávka je závazná okamžikem jejího potvrzení e-mailem. Pokud byla kniha mezitím prodána jinému zákazníkovi, objednávku zrušíme a vrátíme celou zaplacenou částku.',
        'Zboží zakoupené na dálku můžete vrátit do 14 dnů od převzetí bez udání důvodu. Stav každé knihy popisujeme podle naší stupnice; případné vady uvedené v popisu nejsou důvodem k reklamaci.',
      ],
    },
    privacy: {
      slug: 'ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', perex: 'Jak zpracováváme vaše osobní údaje.',
      paragraphs: [
        'Osobní údaje zpracováváme pouze v rozsahu nezbytném pro vyřízení objednávky, výkup knih a komunikaci se zákazníky. Správcem údajů je provozovatel obchodu {brand}.',
        'Údaje nikomu neprodáváme. Předáváme je jen dopravcům a platebním službám, a to pouze v nutném rozsahu. Analytické a marketingové cookies používáme jen s vaším souhlasem.',
        'Máte právo na přístup ke svým údajům, jejich opravu i výmaz. Stačí nás kontaktovat na adrese {email} nebo na telefonu {phone}.',
      ],
    },
    draft: {
      slug: 'vanocni-oteviraci-doba', title: 'Vánoční otevírací doba', perex: 'Jak budeme fungovat během svátků.',
      paragraphs: ['Během vánočních svátků odesíláme objednávky v omezeném režimu. Přesné termíny doplníme.'],
    },
  },
  articles: [
    {
      slug: 'jak-hodnotime-stav-knih', title: 'Jak hodnotíme stav knih', perex: 'Pět stupňů, podle kterých třídíme každý výtisk.',
      paragraphs: [
        'Každou knihu, která k nám dorazí, prohlédne knihkupec a zařadí ji do jednoho z pěti stupňů: jako nová, velmi dobrá, dobrá, opotřebená a poškozená.',
        'U horších stupňů vždy připíšeme poznámku, co přesně knize chybí, třeba natržený přebal nebo podtrhávání tužkou. Fotografie ukazují skutečný výtisk, ne ilustrační obrázek.',
      ],
    },
    {
      slug: 'pet-tipu-jak-prodat-knihy', title: 'Pět tipů, jak výhodně prodat knihy', perex: 'Co dělat, aby vaše knihovna vynesla co nejvíc.',
      paragraphs: [
        'Nejvíc zaplatíme za knihy v dobrém stavu, které čtenáři hledají: současné romány, detektivky, kuchařky a knihy pro děti.',
        'Před odesláním knihy oprašte a zkontrolujte, zda v nich nezůstaly vložené papíry. Balík můžete poslat zdarma přes výdejní místo nebo si objednat kurýra.',
      ],
    },
  ],
};
