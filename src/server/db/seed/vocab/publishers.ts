import type { TextLang } from './text-languages';

/**
 * Demo publishers (fictional names) per language, with the ISBN registration group their
 * editions carry. Group + registrant code is always 4 digits, leaving 5 digits (100 000
 * editions) per publisher.
 */
export interface PublisherDef {
  name: string;
  city: string;
}

export const ISBN_GROUP: Readonly<Record<TextLang, string>> = {
  cs: '80', sk: '80', en: '1', de: '3', es: '84', it: '88', nl: '90', fr: '2',
};

/** First registrant code per language; publishers of one language count up from it. */
export const ISBN_REGISTRANT_BASE: Readonly<Record<TextLang, number>> = {
  cs: 70, sk: 88, en: 840, de: 420, es: 15, it: 45, nl: 24, fr: 710,
};

const list = (s: string): PublisherDef[] =>
  s.split(';').map((entry) => {
    const [name, city] = entry.split('|').map((x) => x.trim());
    return { name, city };
  });

export const PUBLISHERS: Readonly<Record<TextLang, readonly PublisherDef[]>> = {
  cs: list('Nakladatelství Vltava|Praha; Lípa|Praha; Horizont|Praha; Moravská knižní|Brno; Brána|Praha; Kolibřík|Praha; Mlýn|Olomouc; Trnka a syn|Praha; Modrý pták|Brno; Jiskra|Ostrava; Karmel|Plzeň; Nakladatelství Rozárka|Praha'),
  sk: list('Vydavateľstvo Dunaj|Bratislava; Orol|Bratislava; Bystrina|Banská Bystrica; Lúč|Bratislava; Hronka|Žilina; Trnavská tlač|Trnava'),
  en: list('Harbour Press|London; Meridian Books|London; Kestrel & Finch|Oxford; Oakfield Publishing|Manchester; Blackthorn House|Edinburgh; Lantern Books|New York; Northgate Press|Boston; Wren Editions|Dublin; Greyfriars Publishing|London; Paperhill|Bristol'),
  de: list('Lindenverlag|Berlin; Verlag am Fluss|Hamburg; Rabe & Söhne|München; Nordlicht Verlag|Hamburg; Edition Donau|Wien; Brunnen Verlag|Frankfurt am Main; Schwanen Verlag|Köln; Alpenrose Verlag|Innsbruck; Graf & Moser|Wien; Tintenfass Verlag|Leipzig'),
  es: list('Editorial Alba|Madrid; Ediciones del Faro|Barcelona; Editorial Olivo|Sevilla; Mirador Ediciones|Madrid; Ediciones Brújula|Valencia; Editorial Sirena|Barcelona'),
  it: list('Edizioni Laguna|Venezia; Casa Editrice Aurora|Milano; Edizioni del Cigno|Torino; Ponte Editore|Roma; Edizioni Girasole|Firenze; Ulivo Editrice|Bologna'),
  nl: list('Uitgeverij De Molen|Amsterdam; Uitgeverij Polder|Utrecht; Lantaarn Uitgevers|Amsterdam; De Zeef|Rotterdam; Uitgeverij Duin|Haarlem; Uitgeverij Windroos|Antwerpen'),
  fr: list('Éditions de la Marelle|Paris; Éditions du Phare|Nantes; Éditions Ardoise|Lyon; Maison Ciel|Paris; Éditions Lucarne|Bordeaux; Éditions du Tilleul|Paris; Éditions Brabant|Bruxelles'),
};
