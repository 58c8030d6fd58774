import type { TextLang } from './text-languages';

/**
 * Where authors were born, for their short biographies: the local name, the local
 * "in <city>" phrase, the English name, and the nationality adjective (masculine/feminine
 * in the local language, one form in English).
 */
export interface Birthplace {
  inPhrase: string;
  english: string;
  nationality: readonly [masculine: string, feminine: string];
  nationalityEn: string;
}

const bp = (inPhrase: string, english: string, nationality: string, nationalityEn: string): Birthplace => {
  const [m, f] = nationality.split('/');
  return { inPhrase, english, nationality: [m, f ?? m], nationalityEn };
};

export const BIRTHPLACES: Readonly<Record<TextLang, readonly Birthplace[]>> = {
  cs: [
    bp('v Praze', 'Prague', 'Český/Česká', 'Czech'), bp('v Brně', 'Brno', 'Český/Česká', 'Czech'),
    bp('v Olomouci', 'Olomouc', 'Český/Česká', 'Czech'), bp('v Plzni', 'Pilsen', 'Český/Česká', 'Czech'),
    bp('v Ostravě', 'Ostrava', 'Český/Česká', 'Czech'), bp('v Českých Budějovicích', 'České Budějovice', 'Český/Česká', 'Czech'),
    bp('v Hradci Králové', 'Hradec Králové', 'Český/Česká', 'Czech'), bp('v Liberci', 'Liberec', 'Český/Česká', 'Czech'),
  ],
  sk: [
    bp('v Bratislave', 'Bratislava', 'Slovenský/Slovenská', 'Slovak'), bp('v Košiciach', 'Košice', 'Slovenský/Slovenská', 'Slovak'),
    bp('v Žiline', 'Žilina', 'Slovenský/Slovenská', 'Slovak'), bp('v Nitre', 'Nitra', 'Slovenský/Slovenská', 'Slovak'),
    bp('v Banskej Bystrici', 'Banská Bystrica', 'Slovenský/Slovenská', 'Slovak'), bp('v Prešove', 'Prešov', 'Slovenský/Slovenská', 'Slovak'),
  ],
  en: [
    bp('in London', 'London', 'British', 'British'), bp('in Manchester', 'Manchester', 'British', 'British'),
    bp('in Edinburgh', 'Edinburgh', 'Scottish', 'Scottish'), bp('in Dublin', 'Dublin', 'Irish', 'Irish'),
    bp('in Bristol', 'Bristol', 'British', 'British'), bp('in Boston', 'Boston', 'American', 'American'),
    bp('in New York', 'New York', 'American', 'American'),
  ],
  de: [
    bp('in Berlin', 'Berlin', 'Deutscher/Deutsche', 'German'), bp('in München', 'Munich', 'Deutscher/Deutsche', 'German'),
    bp('in Hamburg', 'Hamburg', 'Deutscher/Deutsche', 'German'), bp('in Leipzig', 'Leipzig', 'Deutscher/Deutsche', 'German'),
    bp('in Köln', 'Cologne', 'Deutscher/Deutsche', 'German'), bp('in Wien', 'Vienna', 'Österreichischer/Österreichische', 'Austrian'),
    bp('in Graz', 'Graz', 'Österreichischer/Österreichische', 'Austrian'), bp('in Salzburg', 'Salzburg', 'Österreichischer/Österreichische', 'Austrian'),
  ],
  es: [
    bp('en Madrid', 'Madrid', 'español/española', 'Spanish'), bp('en Barcelona', 'Barcelona', 'español/española', 'Spanish'),
    bp('en Sevilla', 'Seville', 'español/española', 'Spanish'), bp('en Valencia', 'Valencia', 'español/española', 'Spanish'),
    bp('en Bilbao', 'Bilbao', 'español/española', 'Spanish'), bp('en Salamanca', 'Salamanca', 'español/española', 'Spanish'),
  ],
  it: [
    bp('a Roma', 'Rome', 'italiano/italiana', 'Italian'), bp('a Milano', 'Milan', 'italiano/italiana', 'Italian'),
    bp('a Napoli', 'Naples', 'italiano/italiana', 'Italian'), bp('a Torino', 'Turin', 'italiano/italiana', 'Italian'),
    bp('a Firenze', 'Florence', 'italiano/italiana', 'Italian'), bp('a Bologna', 'Bologna', 'italiano/italiana', 'Italian'),
  ],
  nl: [
    bp('in Amsterdam', 'Amsterdam', 'Nederlandse', 'Dutch'), bp('in Rotterdam', 'Rotterdam', 'Nederlandse', 'Dutch'),
    bp('in Utrecht', 'Utrecht', 'Nederlandse', 'Dutch'), bp('in Groningen', 'Groningen', 'Nederlandse', 'Dutch'),
    bp('in Antwerpen', 'Antwerp', 'Vlaamse', 'Belgian'), bp('in Gent', 'Ghent', 'Vlaamse', 'Belgian'),
  ],
  fr: [
    bp('à Paris', 'Paris', 'français/française', 'French'), bp('à Lyon', 'Lyon', 'français/française', 'French'),
    bp('à Marseille', 'Marseille', 'français/française', 'French'), bp('à Bordeaux', 'Bordeaux', 'français/française', 'French'),
    bp('à Nantes', 'Nantes', 'français/française', 'French'), bp('à Bruxelles', 'Brussels', 'belge', 'Belgian'),
    bp('à Liège', 'Liège', 'belge', 'Belgian'),
  ],
};
