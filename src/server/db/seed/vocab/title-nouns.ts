import type { TextLang } from './text-languages';

/**
 * Nouns for literary titles, one concept per row, in the eight text languages.
 * Each entry is "word:gender": m/f/n (Czech, Slovak, German, Spanish, Italian, French),
 * de/het (Dutch). A trailing "!" on a French noun marks an aspirated h (no elision: "le hérisson").
 *
 * `tags` say which kinds of book the word suits:
 * L literary, C crime, S science fiction/fantasy, R romance, K children, H historical;
 * lowercase a marks an abstract or mass noun that takes no indefinite article ("Love in Paris",
 * not "A Love in Paris") and no "the" in English titles.
 */
export interface NounRow {
  tags: string;
  forms: Readonly<Record<TextLang, string>>;
}

const n = (tags: string, cs: string, sk: string, en: string, de: string, es: string, it: string, nl: string, fr: string): NounRow =>
  ({ tags, forms: { cs, sk, en, de, es, it, nl, fr } });

export const NOUNS: readonly NounRow[] = [
  n('LRC', 'noc:f', 'noc:f', 'Night', 'Nacht:f', 'noche:f', 'notte:f', 'nacht:de', 'nuit:f'),
  n('LRa', 'léto:n', 'leto:n', 'Summer', 'Sommer:m', 'verano:m', 'estate:f', 'zomer:de', 'été:m'),
  n('LH', 'řeka:f', 'rieka:f', 'River', 'Fluss:m', 'río:m', 'fiume:m', 'rivier:de', 'rivière:f'),
  n('LKa', 'sníh:m', 'sneh:m', 'Snow', 'Schnee:m', 'nieve:f', 'neve:f', 'sneeuw:de', 'neige:f'),
  n('LSa', 'čas:m', 'čas:m', 'Time', 'Zeit:f', 'tiempo:m', 'tempo:m', 'tijd:de', 'temps:m'),
  n('LR', 'růže:f', 'ruža:f', 'Rose', 'Rose:f', 'rosa:f', 'rosa:f', 'roos:de', 'rose:f'),
  n('LR', 'dívka:f', 'dievča:n', 'Girl', 'Mädchen:n', 'muchacha:f', 'ragazza:f', 'meisje:het', 'fille:f'),
  n('LSKR', 'hvězda:f', 'hviezda:f', 'Star', 'Stern:m', 'estrella:f', 'stella:f', 'ster:de', 'étoile:f'),
  n('LR', 'srdce:n', 'srdce:n', 'Heart', 'Herz:n', 'corazón:m', 'cuore:m', 'hart:het', 'cœur:m'),
  n('LRK', 'zahrada:f', 'záhrada:f', 'Garden', 'Garten:m', 'jardín:m', 'giardino:m', 'tuin:de', 'jardin:m'),
  n('LC', 'dům:m', 'dom:m', 'House', 'Haus:n', 'casa:f', 'casa:f', 'huis:het', 'maison:f'),
  n('LH', 'cesta:f', 'cesta:f', 'Road', 'Weg:m', 'camino:m', 'strada:f', 'weg:de', 'route:f'),
  n('LRKS', 'ostrov:m', 'ostrov:m', 'Island', 'Insel:f', 'isla:f', 'isola:f', 'eiland:het', 'île:f'),
  n('LC', 'zrcadlo:n', 'zrkadlo:n', 'Mirror', 'Spiegel:m', 'espejo:m', 'specchio:m', 'spiegel:de', 'miroir:m'),
  n('LC', 'stín:m', 'tieň:m', 'Shadow', 'Schatten:m', 'sombra:f', 'ombra:f', 'schaduw:de', 'ombre:f'),
  n('LCR', 'tajemství:n', 'tajomstvo:n', 'Secret', 'Geheimnis:n', 'secreto:m', 'segreto:m', 'geheim:het', 'secret:m'),
  n('LCRH', 'dopis:m', 'list:m', 'Letter', 'Brief:m', 'carta:f', 'lettera:f', 'brief:de', 'lettre:f'),
  n('LK', 'vlk:m', 'vlk:m', 'Wolf', 'Wolf:m', 'lobo:m', 'lupo:m', 'wolf:de', 'loup:m'),
  n('LK', 'holubice:f', 'holubica:f', 'Dove', 'Taube:f', 'paloma:f', 'colomba:f', 'duif:de', 'colombe:f'),
  n('K', 'liška:f', 'líška:f', 'Fox', 'Fuchs:m', 'zorro:m', 'volpe:f', 'vos:de', 'renard:m'),
  n('LKC', 'vrána:f', 'vrana:f', 'Crow', 'Krähe:f', 'corneja:f', 'cornacchia:f', 'kraai:de', 'corneille:f'),
  n('KHS', 'král:m', 'kráľ:m', 'King', 'König:m', 'rey:m', 're:m', 'koning:de', 'roi:m'),
  n('KHS', 'královna:f', 'kráľovná:f', 'Queen', 'Königin:f', 'reina:f', 'regina:f', 'koningin:de', 'reine:f'),
  n('LHK', 'loď:f', 'loď:f', 'Ship', 'Schiff:n', 'barco:m', 'nave:f', 'schip:het', 'navire:m'),
  n('LR', 'moře:n', 'more:n', 'Sea', 'Meer:n', 'mar:m', 'mare:m', 'zee:de', 'mer:f'),
  n('LKC', 'les:m', 'les:m', 'Forest', 'Wald:m', 'bosque:m', 'bosco:m', 'bos:het', 'forêt:f'),
  n('LCH', 'město:n', 'mesto:n', 'City', 'Stadt:f', 'ciudad:f', 'città:f', 'stad:de', 'ville:f'),
  n('LCH', 'most:m', 'most:m', 'Bridge', 'Brücke:f', 'puente:m', 'ponte:m', 'brug:de', 'pont:m'),
  n('LC', 'okno:n', 'okno:n', 'Window', 'Fenster:n', 'ventana:f', 'finestra:f', 'raam:het', 'fenêtre:f'),
  n('LR', 'píseň:f', 'pieseň:f', 'Song', 'Lied:n', 'canción:f', 'canzone:f', 'lied:het', 'chanson:f'),
  n('LKa', 'zima:f', 'zima:f', 'Winter', 'Winter:m', 'invierno:m', 'inverno:m', 'winter:de', 'hiver:m'),
  n('LCS', 'bouře:f', 'búrka:f', 'Storm', 'Sturm:m', 'tormenta:f', 'tempesta:f', 'storm:de', 'tempête:f'),
  n('LSa', 'světlo:n', 'svetlo:n', 'Light', 'Licht:n', 'luz:f', 'luce:f', 'licht:het', 'lumière:f'),
  n('LCa', 'ticho:n', 'ticho:n', 'Silence', 'Stille:f', 'silencio:m', 'silenzio:m', 'stilte:de', 'silence:m'),
  n('LSR', 'sen:m', 'sen:m', 'Dream', 'Traum:m', 'sueño:m', 'sogno:m', 'droom:de', 'rêve:m'),
  n('LS', 'vítr:m', 'vietor:m', 'Wind', 'Wind:m', 'viento:m', 'vento:m', 'wind:de', 'vent:m'),
  n('LSHa', 'oheň:m', 'oheň:m', 'Fire', 'Feuer:n', 'fuego:m', 'fuoco:m', 'vuur:het', 'feu:m'),
  n('LC', 'kámen:m', 'kameň:m', 'Stone', 'Stein:m', 'piedra:f', 'pietra:f', 'steen:de', 'pierre:f'),
  n('LCSK', 'klíč:m', 'kľúč:m', 'Key', 'Schlüssel:m', 'llave:f', 'chiave:f', 'sleutel:de', 'clé:f'),
  n('LCK', 'maják:m', 'maják:m', 'Lighthouse', 'Leuchtturm:m', 'faro:m', 'faro:m', 'vuurtoren:de', 'phare:m'),
  n('Ca', 'smrt:f', 'smrť:f', 'Death', 'Tod:m', 'muerte:f', 'morte:f', 'dood:de', 'mort:f'),
  n('Ca', 'vražda:f', 'vražda:f', 'Murder', 'Mord:m', 'asesinato:m', 'omicidio:m', 'moord:de', 'meurtre:m'),
  n('C', 'svědek:m', 'svedok:m', 'Witness', 'Zeuge:m', 'testigo:m', 'testimone:m', 'getuige:de', 'témoin:m'),
  n('C', 'inspektor:m', 'inšpektor:m', 'Inspector', 'Inspektor:m', 'inspector:m', 'ispettore:m', 'inspecteur:de', 'inspecteur:m'),
  n('S', 'planeta:f', 'planéta:f', 'Planet', 'Planet:m', 'planeta:m', 'pianeta:m', 'planeet:de', 'planète:f'),
  n('S', 'stroj:m', 'stroj:m', 'Machine', 'Maschine:f', 'máquina:f', 'macchina:f', 'machine:de', 'machine:f'),
  n('SK', 'drak:m', 'drak:m', 'Dragon', 'Drache:m', 'dragón:m', 'drago:m', 'draak:de', 'dragon:m'),
  n('K', 'medvěd:m', 'medveď:m', 'Bear', 'Bär:m', 'oso:m', 'orso:m', 'beer:de', 'ours:m'),
  n('K', 'ježek:m', 'ježko:m', 'Hedgehog', 'Igel:m', 'erizo:m', 'riccio:m', 'egel:de', 'hérisson:m!'),
  n('K', 'kocour:m', 'kocúr:m', 'Cat', 'Kater:m', 'gato:m', 'gatto:m', 'kater:de', 'chat:m'),
  n('K', 'myška:f', 'myška:f', 'Mouse', 'Maus:f', 'ratón:m', 'topolino:m', 'muis:de', 'souris:f'),
  n('Ra', 'láska:f', 'láska:f', 'Love', 'Liebe:f', 'amor:m', 'amore:m', 'liefde:de', 'amour:m'),
  n('R', 'slib:m', 'sľub:m', 'Promise', 'Versprechen:n', 'promesa:f', 'promessa:f', 'belofte:de', 'promesse:f'),
  n('RH', 'svatba:f', 'svadba:f', 'Wedding', 'Hochzeit:f', 'boda:f', 'matrimonio:m', 'bruiloft:de', 'mariage:m'),
  n('LRS', 'plavba:f', 'plavba:f', 'Voyage', 'Reise:f', 'viaje:m', 'viaggio:m', 'reis:de', 'voyage:m'),
  n('LSK', 'měsíc:m', 'mesiac:m', 'Moon', 'Mond:m', 'luna:f', 'luna:f', 'maan:de', 'lune:f'),
  n('LH', 'zvon:m', 'zvon:m', 'Bell', 'Glocke:f', 'campana:f', 'campana:f', 'klok:de', 'cloche:f'),
  n('LHS', 'hranice:f', 'hranica:f', 'Border', 'Grenze:f', 'frontera:f', 'frontiera:f', 'grens:de', 'frontière:f'),
  n('HS', 'říše:f', 'ríša:f', 'Empire', 'Reich:n', 'imperio:m', 'impero:m', 'rijk:het', 'empire:m'),
  n('LH', 'vesnice:f', 'dedina:f', 'Village', 'Dorf:n', 'pueblo:m', 'villaggio:m', 'dorp:het', 'village:m'),
  n('LHK', 'mlýn:m', 'mlyn:m', 'Mill', 'Mühle:f', 'molino:m', 'mulino:m', 'molen:de', 'moulin:m'),
  n('LH', 'malíř:m', 'maliar:m', 'Painter', 'Maler:m', 'pintor:m', 'pittore:m', 'schilder:de', 'peintre:m'),
  n('HK', 'kapitán:m', 'kapitán:m', 'Captain', 'Kapitän:m', 'capitán:m', 'capitano:m', 'kapitein:de', 'capitaine:m'),
  n('LC', 'host:m', 'hosť:m', 'Guest', 'Gast:m', 'huésped:m', 'ospite:m', 'gast:de', 'invité:m'),
  n('LHC', 'dědictví:n', 'dedičstvo:n', 'Inheritance', 'Erbe:n', 'herencia:f', 'eredità:f', 'erfenis:de', 'héritage:m'),
  n('LRa', 'paměť:f', 'pamäť:f', 'Memory', 'Erinnerung:f', 'memoria:f', 'memoria:f', 'herinnering:de', 'mémoire:f'),
];
