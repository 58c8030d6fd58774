import { t8, type Texts } from '../vocab/text-languages';

/**
 * The demo category tree: 12 top categories, 43 subcategories, named in every text language.
 * `weight` is the subcategory's share of works; `key` doubles as the book kind (book-kinds.ts).
 */
export interface SubcategoryDef {
  key: string;
  names: Texts;
  weight: number;
}

export interface TopCategoryDef {
  key: string;
  names: Texts;
  children: readonly SubcategoryDef[];
}

const sub = (key: string, weight: number, names: Texts): SubcategoryDef => ({ key, weight, names });

export const CATEGORY_TREE: readonly TopCategoryDef[] = [
  {
    key: 'fiction',
    names: t8('Beletrie', 'Beletria', 'Fiction', 'Belletristik', 'Narrativa', 'Narrativa', 'Fictie', 'Romans et fiction'),
    children: [
      sub('novels', 14, t8('Romány', 'Romány', 'Novels', 'Romane', 'Novelas', 'Romanzi', 'Romans', 'Romans')),
      sub('shortStories', 3, t8('Povídky', 'Poviedky', 'Short stories', 'Erzählungen', 'Relatos', 'Racconti', 'Verhalen', 'Nouvelles')),
      sub('crime', 10, t8('Detektivky a thrillery', 'Detektívky a thrillery', 'Crime & thrillers', 'Krimis & Thriller', 'Novela negra y thriller', 'Gialli e thriller', 'Thrillers en detectives', 'Policiers et thrillers')),
      sub('scienceFiction', 5, t8('Sci-fi a fantasy', 'Sci-fi a fantasy', 'Science fiction & fantasy', 'Science-Fiction & Fantasy', 'Ciencia ficción y fantasía', 'Fantascienza e fantasy', 'Sciencefiction en fantasy', 'Science-fiction et fantasy')),
      sub('historicalFiction', 4, t8('Historické romány', 'Historické romány', 'Historical fiction', 'Historische Romane', 'Novela histórica', 'Romanzi storici', 'Historische romans', 'Romans historiques')),
      sub('romance', 5, t8('Romantické romány', 'Romantické romány', 'Romance', 'Liebesromane', 'Novela romántica', 'Romanzi rosa', 'Romantiek', 'Romance')),
      sub('humour', 2, t8('Humor', 'Humor', 'Humour', 'Humor', 'Humor', 'Umorismo', 'Humor', 'Humour')),
    ],
  },
  {
    key: 'poetryDrama',
    names: t8('Poezie a drama', 'Poézia a dráma', 'Poetry & drama', 'Lyrik & Drama', 'Poesía y teatro', 'Poesia e teatro', 'Poëzie en toneel', 'Poésie et théâtre'),
    children: [
      sub('poetry', 2, t8('Poezie', 'Poézia', 'Poetry', 'Lyrik', 'Poesía', 'Poesia', 'Poëzie', 'Poésie')),
      sub('drama', 1, t8('Divadelní hry', 'Divadelné hry', 'Plays', 'Dramen', 'Teatro', 'Teatro', 'Toneelstukken', 'Théâtre')),
    ],
  },
  {
    key: 'children',
    names: t8('Knihy pro děti a mládež', 'Knihy pre deti a mládež', "Children's & young adult", 'Kinder- & Jugendbücher', 'Infantil y juvenil', 'Libri per ragazzi', 'Kinder- en jeugdboeken', 'Jeunesse'),
    children: [
      sub('pictureBooks', 2, t8('Leporela a obrázkové knihy', 'Leporelá a obrázkové knihy', 'Picture books', 'Bilderbücher', 'Álbumes ilustrados', 'Albi illustrati', 'Prentenboeken', 'Albums illustrés')),
      sub('fairyTales', 3, t8('Pohádky', 'Rozprávky', 'Fairy tales', 'Märchen', 'Cuentos', 'Fiabe', 'Sprookjes', 'Contes')),
      sub('childrensFiction', 5, t8('Příběhy pro děti', 'Príbehy pre deti', "Children's fiction", 'Kinderbücher', 'Novela infantil', 'Narrativa per bambini', 'Kinderverhalen', 'Romans pour enfants')),
      sub('youngAdult', 3, t8('Pro mládež', 'Pre mládež', 'Young adult', 'Jugendbücher', 'Novela juvenil', 'Young adult', 'Young adult', 'Romans ados')),
      sub('kidsEncyclopedias', 1.5, t8('Encyklopedie pro děti', 'Encyklopédie pre deti', "Children's encyclopedias", 'Kinderlexika', 'Enciclopedias infantiles', 'Enciclopedie per ragazzi', 'Kinderencyclopedieën', 'Encyclopédies jeunesse')),
    ],
  },
  {
    key: 'history',
    names: t8('Historie', 'História', 'History', 'Geschichte', 'Historia', 'Storia', 'Geschiedenis', 'Histoire'),
    children: [
      sub('worldHistory', 2.5, t8('Světové dějiny', 'Svetové dejiny', 'World history', 'Weltgeschichte', 'Historia universal', 'Storia mondiale', 'Wereldgeschiedenis', 'Histoire du monde')),
      sub('czechSlovakHistory', 2, t8('České a slovenské dějiny', 'České a slovenské dejiny', 'Czech & Slovak history', 'Tschechische & slowakische Geschichte', 'Historia checa y eslovaca', 'Storia ceca e slovacca', 'Tsjechische en Slowaakse geschiedenis', 'Histoire tchèque et slovaque')),
      sub('militaryHistory', 2, t8('Vojenská historie', 'Vojenská história', 'Military history', 'Militärgeschichte', 'Historia militar', 'Storia militare', 'Militaire geschiedenis', 'Histoire militaire')),
      sub('biographies', 3.5, t8('Biografie a paměti', 'Biografie a pamäti', 'Biographies & memoirs', 'Biografien & Memoiren', 'Biografías y memorias', 'Biografie e memorie', 'Biografieën en memoires', 'Biographies et mémoires')),
    ],
  },
  {
    key: 'science',
    names: t8('Věda a příroda', 'Veda a príroda', 'Science & nature', 'Wissenschaft & Natur', 'Ciencia y naturaleza', 'Scienza e natura', 'Wetenschap en natuur', 'Sciences et nature'),
    children: [
      sub('popularScience', 2, t8('Populárně naučná literatura', 'Populárno-náučná literatúra', 'Popular science', 'Populärwissenschaft', 'Divulgación científica', 'Divulgazione scientifica', 'Populaire wetenschap', 'Vulgarisation scientifique')),
      sub('nature', 2, t8('Příroda a zvířata', 'Príroda a zvieratá', 'Nature & animals', 'Natur & Tiere', 'Naturaleza y animales', 'Natura e animali', 'Natuur en dieren', 'Nature et animaux')),
      sub('astronomy', 1, t8('Astronomie a vesmír', 'Astronómia a vesmír', 'Astronomy & space', 'Astronomie & Weltraum', 'Astronomía y espacio', 'Astronomia e spazio', 'Sterrenkunde en ruimtevaart', 'Astronomie et espace')),
    ],
  },
  {
    key: 'cookery',
    names: t8('Kuchařky', 'Kuchárky', 'Cookery', 'Kochbücher', 'Cocina', 'Cucina', 'Kookboeken', 'Cuisine'),
    children: [
      sub('worldCuisine', 1.5, t8('Světová kuchyně', 'Svetová kuchyňa', 'World cuisine', 'Internationale Küche', 'Cocina internacional', 'Cucina internazionale', 'Wereldkeuken', 'Cuisine du monde')),
      sub('baking', 1, t8('Pečení a moučníky', 'Pečenie a múčniky', 'Baking & desserts', 'Backen & Desserts', 'Repostería', 'Dolci e lievitati', 'Bakken en desserts', 'Pâtisserie')),
      sub('healthyEating', 1, t8('Zdravá výživa', 'Zdravá výživa', 'Healthy eating', 'Gesunde Ernährung', 'Alimentación saludable', 'Alimentazione sana', 'Gezond eten', 'Alimentation saine')),
    ],
  },
  {
    key: 'travel',
    names: t8('Cestování', 'Cestovanie', 'Travel', 'Reisen', 'Viajes', 'Viaggi', 'Reizen', 'Voyages'),
    children: [
      sub('travelGuides', 2, t8('Turistické průvodce', 'Turistickí sprievodcovia', 'Travel guides', 'Reiseführer', 'Guías de viaje', 'Guide turistiche', 'Reisgidsen', 'Guides de voyage')),
      sub('travelogues', 1.5, t8('Cestopisy', 'Cestopisy', 'Travel writing', 'Reiseberichte', 'Literatura de viajes', 'Letteratura di viaggio', 'Reisverhalen', 'Récits de voyage')),
      sub('atlases', 0.7, t8('Mapy a atlasy', 'Mapy a atlasy', 'Maps & atlases', 'Karten & Atlanten', 'Mapas y atlas', 'Mappe e atlanti', 'Kaarten en atlassen', 'Cartes et atlas')),
    ],
  },
  {
    key: 'art',
    names: t8('Umění a fotografie', 'Umenie a fotografia', 'Art & photography', 'Kunst & Fotografie', 'Arte y fotografía', 'Arte e fotografia', 'Kunst en fotografie', 'Art et photographie'),
    children: [
      sub('painting', 1, t8('Malířství', 'Maliarstvo', 'Painting', 'Malerei', 'Pintura', 'Pittura', 'Schilderkunst', 'Peinture')),
      sub('architecture', 0.7, t8('Architektura', 'Architektúra', 'Architecture', 'Architektur', 'Arquitectura', 'Architettura', 'Architectuur', 'Architecture')),
      sub('photography', 0.6, t8('Fotografie', 'Fotografia', 'Photography', 'Fotografie', 'Fotografía', 'Fotografia', 'Fotografie', 'Photographie')),
      sub('music', 0.8, t8('Hudba', 'Hudba', 'Music', 'Musik', 'Música', 'Musica', 'Muziek', 'Musique')),
    ],
  },
  {
    key: 'hobbies',
    names: t8('Hobby a volný čas', 'Hobby a voľný čas', 'Hobbies & leisure', 'Hobby & Freizeit', 'Ocio y aficiones', 'Hobby e tempo libero', 'Hobby en vrije tijd', 'Loisirs et passions'),
    children: [
      sub('gardening', 1.2, t8('Zahrada', 'Záhrada', 'Gardening', 'Garten', 'Jardinería', 'Giardinaggio', 'Tuinieren', 'Jardinage')),
      sub('crafts', 0.8, t8('Ruční práce', 'Ručné práce', 'Crafts', 'Handarbeit', 'Manualidades', 'Lavori manuali', 'Handwerk', 'Travaux manuels')),
      sub('sport', 1, t8('Sport', 'Šport', 'Sport', 'Sport', 'Deportes', 'Sport', 'Sport', 'Sport')),
    ],
  },
  {
    key: 'philosophyReligion',
    names: t8('Filozofie a náboženství', 'Filozofia a náboženstvo', 'Philosophy & religion', 'Philosophie & Religion', 'Filosofía y religión', 'Filosofia e religione', 'Filosofie en religie', 'Philosophie et religion'),
    children: [
      sub('philosophy', 1.2, t8('Filozofie', 'Filozofia', 'Philosophy', 'Philosophie', 'Filosofía', 'Filosofia', 'Filosofie', 'Philosophie')),
      sub('religion', 1, t8('Náboženství a spiritualita', 'Náboženstvo a spiritualita', 'Religion & spirituality', 'Religion & Spiritualität', 'Religión y espiritualidad', 'Religione e spiritualità', 'Religie en spiritualiteit', 'Religion et spiritualité')),
      sub('psychology', 1.5, t8('Psychologie', 'Psychológia', 'Psychology', 'Psychologie', 'Psicología', 'Psicologia', 'Psychologie', 'Psychologie')),
    ],
  },
  {
    key: 'businessSelfHelp',
    names: t8('Ekonomie a osobní rozvoj', 'Ekonómia a osobný rozvoj', 'Business & self-help', 'Wirtschaft & Ratgeber', 'Empresa y autoayuda', 'Economia e crescita personale', 'Economie en zelfhulp', 'Économie et développement personnel'),
    children: [
      sub('business', 1, t8('Podnikání a management', 'Podnikanie a manažment', 'Business & management', 'Business & Management', 'Empresa y gestión', 'Economia e management', 'Bedrijfskunde en management', 'Entreprise et management')),
      sub('personalFinance', 0.6, t8('Osobní finance', 'Osobné financie', 'Personal finance', 'Persönliche Finanzen', 'Finanzas personales', 'Finanza personale', 'Persoonlijke financiën', 'Finances personnelles')),
      sub('selfHelp', 1.5, t8('Osobní rozvoj', 'Osobný rozvoj', 'Self-help', 'Ratgeber & Lebenshilfe', 'Autoayuda', 'Crescita personale', 'Zelfhulp', 'Développement personnel')),
    ],
  },
  {
    key: 'languagesEducation',
    names: t8('Jazyky a učebnice', 'Jazyky a učebnice', 'Languages & education', 'Sprachen & Schule', 'Idiomas y educación', 'Lingue e scuola', 'Talen en onderwijs', 'Langues et scolaire'),
    children: [
      sub('languageCourses', 1.2, t8('Jazykové učebnice', 'Jazykové učebnice', 'Language courses', 'Sprachkurse', 'Cursos de idiomas', 'Corsi di lingue', 'Taalcursussen', 'Méthodes de langues')),
      sub('dictionaries', 1, t8('Slovníky', 'Slovníky', 'Dictionaries', 'Wörterbücher', 'Diccionarios', 'Dizionari', 'Woordenboeken', 'Dictionnaires')),
      sub('schoolTextbooks', 1.2, t8('Školní učebnice', 'Školské učebnice', 'School textbooks', 'Schulbücher', 'Libros de texto', 'Libri scolastici', 'Schoolboeken', 'Manuels scolaires')),
    ],
  },
];
