import type { RoutePageTexts } from './types';

export const CS_ROUTE_PAGES: RoutePageTexts = {
  career: {
    slug: 'kariera', title: 'Kariéra u nás', perex: 'Hledáme lidi, kteří mají rádi knihy a pořádek.',
    paragraphs: [
      'V {brand} pracuje tým knihkupců, skladníků, programátorů a zákaznické podpory. Denně projde našima rukama několik tisíc knih a každá z nich si zaslouží pečlivé zacházení.',
      'Nabízíme stabilní práci v Praze, pružnou pracovní dobu, slevu na knihy a možnost podílet se na tom, aby knihy nekončily ve sběru. Aktuální nabídky najdete na stránce volných míst.',
    ],
  },
  'job-vacancies': {
    slug: 'volna-mista', title: 'Volná místa', perex: 'Aktuálně hledáme tyto kolegy.',
    paragraphs: [
      'Skladník / skladnice knih (Praha, plný úvazek): příjem výkupů, třídění podle stavu a příprava zásilek. Praxi nevyžadujeme, zaučíme vás.',
      'Knihkupec / knihkupkyně pro hodnocení stavu (Praha, částečný úvazek): posouzení stavu knih, zápis vad a fotografování výtisků.',
      'Životopis a pár vět o tom, jakou knihu jste naposledy přečetli, pošlete na {email}. Ozveme se každému.',
    ],
  },
  'how-to-sell-books': {
    slug: 'jak-prodat-knihy', title: 'Jak prodat knihy', perex: 'Čtyři kroky od plné knihovny k penězům na účtu: okamžitá a vysvětlená nabídka, doprava zdarma a výplata po kontrole.',
    paragraphs: [
      'Přidejte knihy na stránce Výkup knih: napište nebo vložte ISBN, najděte knihu podle názvu, naskenujte čárové kódy fotoaparátem telefonu ve skeneru knih, nebo pošlete jednu fotku hřbetů. U každé knihy hned uvidíte, kolik nabízíme, i proč: kolik čtenářů na ni čeká, kolik kusů máme skladem a jak rychle se obvykle prodá.',
      'U každé knihy si vyberte peníze hned, nebo komisi – vyšší podíl, až se kniha prodá. Peníze pošleme na bankovní účet, nebo do peněženky v obchodě s bonusem navíc. Seznam si můžete uložit a dokončit později.',
      'Knihy zabalte do krabice a vyberte dopravu zdarma: štítek si stáhnete a balík podáte na výdejním místě, nebo si objednáte kurýra na den, který vám vyhovuje. Knihy můžete přinést i osobně.',
      'Po doručení knihy zkontrolujeme a zaplatíme. Stav várky a osud každé knihy (za kolik jsme ji vykoupili, nebo proč ne) uvidíte v účtu v části Knihy, které jste nám prodali, výplaty v historii plateb.',
    ],
  },
  rebranding: {
    slug: 'nova-znacka', title: 'Máme nové jméno', perex: 'Stejný obchod, stejní lidé, nový název {brand}.',
    paragraphs: [
      'Náš obchod přerostl hranice jedné země, a proto jsme sjednotili jméno pro všechny země, kde působíme. Vaše účty, objednávky i kredit zůstávají beze změny.',
      'Staré odkazy i záložky fungují dál a automaticky vás přesměrují. Pokud narazíte na cokoli, co nefunguje, napište nám na {email}.',
    ],
  },
  manny: {
    slug: 'manny', title: 'Manny, náš knižní skřítek', perex: 'Seznamte se s Mannym, který hlídá naše regály.',
    paragraphs: [
      'Manny je maskot {brand}. Říká se, že bydlí mezi regály našeho skladu a každou noc přerovnává knihy podle barvy hřbetu.',
      'Mannyho najdete na našich krabicích, záložkách i v e-mailech. Pokud nám pošlete fotku Mannyho ve vaší knihovně, rádi ji zveřejníme.',
    ],
  },
  info: {
    slug: 'informace', title: 'Informace o obchodě', perex: 'Kdo jsme, kde nás najdete a jak nás kontaktovat.',
    paragraphs: [
      'Provozovatelem obchodu {brand} je společnost se sídlem v Praze. Prodáváme a vykupujeme knihy z druhé ruky v deseti evropských zemích.',
      'Zákaznická podpora odpovídá v pracovní dny od 9 do 17 hodin na {email} a na telefonu {phone}.',
    ],
  },
};
