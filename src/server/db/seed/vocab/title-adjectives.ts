import type { TextLang } from './text-languages';

/**
 * Adjectives for literary titles. Forms are separated by "/":
 * Czech and Slovak m/f/n (one form = indeclinable, e.g. "poslední"); Spanish, Italian and
 * French m/f; English, German (weak form after the definite article) and Dutch (inflected
 * form after de/het) take one. A leading "^" puts the adjective before the noun in Spanish,
 * Italian and French; "vieux|vieil" gives the French masculine form used before a vowel.
 */
export interface AdjectiveRow {
  tags: string;
  forms: Readonly<Record<TextLang, string>>;
}

const a = (tags: string, cs: string, sk: string, en: string, de: string, es: string, it: string, nl: string, fr: string): AdjectiveRow =>
  ({ tags, forms: { cs, sk, en, de, es, it, nl, fr } });

export const ADJECTIVES: readonly AdjectiveRow[] = [
  a('LCR', 'tichý/tichá/tiché', 'tichý/tichá/tiché', 'Silent', 'stille', 'silencioso/silenciosa', 'silenzioso/silenziosa', 'stille', 'silencieux/silencieuse'),
  a('LCRHSK', 'poslední', 'posledný/posledná/posledné', 'Last', 'letzte', '^último/última', '^ultimo/ultima', 'laatste', '^dernier/dernière'),
  a('LCS', 'temný/temná/temné', 'temný/temná/temné', 'Dark', 'dunkle', 'oscuro/oscura', 'oscuro/oscura', 'donkere', 'sombre/sombre'),
  a('LRSH', 'ztracený/ztracená/ztracené', 'stratený/stratená/stratené', 'Lost', 'verlorene', 'perdido/perdida', 'perduto/perduta', 'verloren', 'perdu/perdue'),
  a('LRK', 'bílý/bílá/bílé', 'biely/biela/biele', 'White', 'weiße', 'blanco/blanca', 'bianco/bianca', 'witte', 'blanc/blanche'),
  a('LC', 'černý/černá/černé', 'čierny/čierna/čierne', 'Black', 'schwarze', 'negro/negra', 'nero/nera', 'zwarte', 'noir/noire'),
  a('LKSR', 'zlatý/zlatá/zlaté', 'zlatý/zlatá/zlaté', 'Golden', 'goldene', 'dorado/dorada', 'dorato/dorata', 'gouden', 'doré/dorée'),
  a('LRH', 'dlouhý/dlouhá/dlouhé', 'dlhý/dlhá/dlhé', 'Long', 'lange', '^largo/larga', '^lungo/lunga', 'lange', '^long/longue'),
  a('LK', 'malý/malá/malé', 'malý/malá/malé', 'Little', 'kleine', '^pequeño/pequeña', '^piccolo/piccola', 'kleine', '^petit/petite'),
  a('LHSK', 'velký/velká/velké', 'veľký/veľká/veľké', 'Great', 'große', '^gran/gran', '^grande/grande', 'grote', '^grand/grande'),
  a('LCR', 'tajný/tajná/tajné', 'tajný/tajná/tajné', 'Secret', 'geheime', 'secreto/secreta', 'segreto/segreta', 'geheime', 'secret/secrète'),
  a('LHK', 'starý/stará/staré', 'starý/stará/staré', 'Old', 'alte', '^viejo/vieja', '^vecchio/vecchia', 'oude', '^vieux|vieil/vieille'),
  a('LS', 'nový/nová/nové', 'nový/nová/nové', 'New', 'neue', '^nuevo/nueva', '^nuovo/nuova', 'nieuwe', '^nouveau|nouvel/nouvelle'),
  a('LCH', 'rudý/rudá/rudé', 'červený/červená/červené', 'Red', 'rote', 'rojo/roja', 'rosso/rossa', 'rode', 'rouge/rouge'),
  a('LRK', 'modrý/modrá/modré', 'modrý/modrá/modré', 'Blue', 'blaue', 'azul/azul', 'azzurro/azzurra', 'blauwe', 'bleu/bleue'),
  a('LC', 'studený/studená/studené', 'studený/studená/studené', 'Cold', 'kalte', 'frío/fría', 'freddo/fredda', 'koude', 'froid/froide'),
  a('LRS', 'vzdálený/vzdálená/vzdálené', 'vzdialený/vzdialená/vzdialené', 'Distant', 'ferne', 'lejano/lejana', 'lontano/lontana', 'verre', 'lointain/lointaine'),
  a('LHC', 'zapomenutý/zapomenutá/zapomenuté', 'zabudnutý/zabudnutá/zabudnuté', 'Forgotten', 'vergessene', 'olvidado/olvidada', 'dimenticato/dimenticata', 'vergeten', 'oublié/oubliée'),
  a('LCS', 'skrytý/skrytá/skryté', 'skrytý/skrytá/skryté', 'Hidden', 'verborgene', 'oculto/oculta', 'nascosto/nascosta', 'verborgen', 'caché/cachée'),
  a('LSK', 'divoký/divoká/divoké', 'divoký/divoká/divoké', 'Wild', 'wilde', 'salvaje/salvaje', 'selvaggio/selvaggia', 'wilde', 'sauvage/sauvage'),
  a('LR', 'hořký/hořká/hořké', 'horký/horká/horké', 'Bitter', 'bittere', 'amargo/amarga', 'amaro/amara', 'bittere', 'amer/amère'),
  a('LCSK', 'podivný/podivná/podivné', 'zvláštny/zvláštna/zvláštne', 'Strange', 'seltsame', 'extraño/extraña', 'strano/strana', 'vreemde', 'étrange/étrange'),
  a('LRS', 'věčný/věčná/věčné', 'večný/večná/večné', 'Eternal', 'ewige', 'eterno/eterna', 'eterno/eterna', 'eeuwige', 'éternel/éternelle'),
  a('LRH', 'první', 'prvý/prvá/prvé', 'First', 'erste', '^primer/primera', '^primo/prima', 'eerste', '^premier/première'),
  a('LHS', 'železný/železná/železné', 'železný/železná/železné', 'Iron', 'eiserne', 'de hierro', 'di ferro', 'ijzeren', 'de fer'),
  a('LRK', 'skleněný/skleněná/skleněné', 'sklenený/sklenená/sklenené', 'Glass', 'gläserne', 'de cristal', 'di vetro', 'glazen', 'de verre'),
  a('LSH', 'hořící', 'horiaci/horiaca/horiace', 'Burning', 'brennende', 'ardiente/ardiente', 'ardente/ardente', 'brandende', 'ardent/ardente'),
];
