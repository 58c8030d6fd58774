import { t8, type Texts } from '../vocab/text-languages';

/**
 * Demo series; works of `kind` may join one (comprises edge, position = volume number).
 * An author's series (a detective's cases, a fantasy saga) has one author, one language and a
 * dozen or two volumes; a publisher's series (classics, pocket guides) mixes authors and runs longer.
 */
export interface SeriesDef {
  key: string;
  kind: string;
  names: Texts;
  byOneAuthor: boolean;
  maxVolumes: number;
}

const s = (key: string, kind: string, names: Texts): SeriesDef => ({ key, kind, names, byOneAuthor: false, maxVolumes: 250 });
const saga = (key: string, kind: string, maxVolumes: number, names: Texts): SeriesDef => ({ key, kind, names, byOneAuthor: true, maxVolumes });

export const SERIES_DEFS: readonly SeriesDef[] = [
  s('tracesOfCrime', 'crime', t8('Stopy zločinu', 'Stopy zločinu', 'Traces of Crime', 'Spuren des Verbrechens', 'Huellas del crimen', 'Tracce del delitto', 'Sporen van misdaad', 'Traces du crime')),
  saga('inspectorVrana', 'crime', 24, t8('Případy inspektora Vrány', 'Prípady inšpektora Vranu', 'Inspector Vrána Investigates', 'Inspektor Vrána ermittelt', 'Los casos del inspector Vrána', "Le indagini dell'ispettore Vrána", 'De zaken van inspecteur Vrána', "Les enquêtes de l'inspecteur Vrána")),
  saga('northernRealm', 'scienceFiction', 7, t8('Kroniky Severní říše', 'Kroniky Severnej ríše', 'Chronicles of the Northern Realm', 'Chroniken des Nordreichs', 'Crónicas del Reino del Norte', 'Cronache del Regno del Nord', 'Kronieken van het Noorderrijk', 'Chroniques du Royaume du Nord')),
  saga('starHarbour', 'scienceFiction', 12, t8('Hvězdný přístav', 'Hviezdny prístav', 'Star Harbour', 'Sternenhafen', 'Puerto Estelar', 'Porto Stellare', 'Sterrenhaven', 'Port des étoiles')),
  s('worldClassics', 'novels', t8('Klasici světové literatury', 'Klasici svetovej literatúry', 'World Classics', 'Klassiker der Weltliteratur', 'Clásicos universales', 'Classici della letteratura mondiale', 'Klassiekers uit de wereldliteratuur', 'Classiques de la littérature mondiale')),
  s('contemporaryFiction', 'novels', t8('Současná próza', 'Súčasná próza', 'Contemporary Fiction', 'Zeitgenössische Prosa', 'Narrativa contemporánea', 'Narrativa contemporanea', 'Hedendaags proza', 'Prose contemporaine')),
  s('heartsAndRoses', 'romance', t8('Srdce a růže', 'Srdcia a ruže', 'Hearts & Roses', 'Herz & Rosen', 'Corazones y rosas', 'Cuori e rose', 'Harten en rozen', 'Cœurs et roses')),
  saga('pricklesHedgehog', 'childrensFiction', 15, t8('Dobrodružství ježka Bodlinky', 'Dobrodružstvá ježka Pichliačika', 'The Adventures of Prickles the Hedgehog', 'Die Abenteuer von Igel Stachel', 'Las aventuras del erizo Púas', 'Le avventure del riccio Spino', 'De avonturen van Egel Prikkel', 'Les aventures du hérisson Piquant')),
  s('fairyTalesWorld', 'fairyTales', t8('Pohádky z celého světa', 'Rozprávky z celého sveta', 'Fairy Tales from Around the World', 'Märchen aus aller Welt', 'Cuentos de todo el mundo', 'Fiabe da tutto il mondo', 'Sprookjes uit de hele wereld', 'Contes du monde entier')),
  saga('shadowAcademy', 'youngAdult', 6, t8('Akademie stínů', 'Akadémia tieňov', 'Shadow Academy', 'Akademie der Schatten', 'La academia de las sombras', "L'accademia delle ombre", 'De schaduwacademie', "L'académie des ombres")),
  saga('crownAndSword', 'historicalFiction', 9, t8('Koruna a meč', 'Koruna a meč', 'Crown and Sword', 'Krone und Schwert', 'Corona y espada', 'Corona e spada', 'Kroon en zwaard', "La couronne et l'épée")),
  s('pocketGuides', 'travelGuides', t8('Průvodce do kapsy', 'Sprievodca do vrecka', 'Pocket Guides', 'Reiseführer für die Tasche', 'Guías de bolsillo', 'Guide tascabili', 'Zakgidsen', 'Guides de poche')),
  s('historyInBrief', 'worldHistory', t8('Dějiny v kostce', 'Dejiny v kocke', 'History in Brief', 'Geschichte kompakt', 'Historia en breve', 'La storia in breve', 'Geschiedenis in het kort', "L'histoire en bref")),
  s('littleEncyclopedia', 'kidsEncyclopedias', t8('Malá encyklopedie', 'Malá encyklopédia', 'Little Encyclopedia', 'Kleines Lexikon', 'Pequeña enciclopedia', 'Piccola enciclopedia', 'Kleine encyclopedie', 'Petite encyclopédie')),
];
