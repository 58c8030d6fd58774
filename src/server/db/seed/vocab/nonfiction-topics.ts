import { t8, type Texts } from './text-languages';

/**
 * Non-fiction titles by book kind, the same book in eight languages. Travel guides and
 * biographies are built from places and names instead (see title-spec.ts).
 */
export const NONFICTION_TOPICS: Readonly<Record<string, readonly Texts[]>> = {
  kidsEncyclopedias: [
    t8('Encyklopedie zvířat', 'Encyklopédia zvierat', 'The Animal Encyclopedia', 'Die große Tierenzyklopädie', 'Enciclopedia de los animales', 'Enciclopedia degli animali', 'De dierenencyclopedie', "L'encyclopédie des animaux"),
    t8('Jak věci fungují', 'Ako veci fungujú', 'How Things Work', 'Wie funktioniert das?', 'Cómo funcionan las cosas', 'Come funzionano le cose', 'Hoe werkt het?', 'Comment ça marche'),
    t8('Lidské tělo', 'Ľudské telo', 'The Human Body', 'Der menschliche Körper', 'El cuerpo humano', 'Il corpo umano', 'Het menselijk lichaam', 'Le corps humain'),
    t8('Dinosauři', 'Dinosaury', 'Dinosaurs', 'Dinosaurier', 'Dinosaurios', 'Dinosauri', 'Dinosaurussen', 'Les dinosaures'),
  ],
  worldHistory: [
    t8('Dějiny Evropy', 'Dejiny Európy', 'A History of Europe', 'Geschichte Europas', 'Historia de Europa', "Storia d'Europa", 'Geschiedenis van Europa', "Histoire de l'Europe"),
    t8('Starověký Řím', 'Staroveký Rím', 'Ancient Rome', 'Das antike Rom', 'La antigua Roma', "L'antica Roma", 'Het oude Rome', 'La Rome antique'),
    t8('Středověk', 'Stredovek', 'The Middle Ages', 'Das Mittelalter', 'La Edad Media', 'Il Medioevo', 'De middeleeuwen', 'Le Moyen Âge'),
    t8('Habsburská monarchie', 'Habsburská monarchia', 'The Habsburg Monarchy', 'Die Habsburgermonarchie', 'La monarquía de los Habsburgo', 'La monarchia asburgica', 'De Habsburgse monarchie', 'La monarchie des Habsbourg'),
  ],
  czechSlovakHistory: [
    t8('Dějiny českých zemí', 'Dejiny českých krajín', 'A History of the Czech Lands', 'Geschichte der böhmischen Länder', 'Historia de las tierras checas', 'Storia delle terre ceche', 'Geschiedenis van de Tsjechische landen', 'Histoire des pays tchèques'),
    t8('Praha v proměnách staletí', 'Praha v premenách storočí', 'Prague Through the Centuries', 'Prag im Wandel der Jahrhunderte', 'Praga a través de los siglos', 'Praga attraverso i secoli', 'Praag door de eeuwen heen', 'Prague à travers les siècles'),
    t8('Slovensko ve 20. století', 'Slovensko v 20. storočí', 'Slovakia in the 20th Century', 'Die Slowakei im 20. Jahrhundert', 'Eslovaquia en el siglo XX', 'La Slovacchia nel XX secolo', 'Slowakije in de 20e eeuw', 'La Slovaquie au XXe siècle'),
    t8('Hrady a zámky Čech', 'Hrady a zámky Čiech', 'Castles of Bohemia', 'Burgen und Schlösser in Böhmen', 'Castillos de Bohemia', 'Castelli di Boemia', 'Kastelen van Bohemen', 'Châteaux de Bohême'),
  ],
  militaryHistory: [
    t8('Druhá světová válka', 'Druhá svetová vojna', 'The Second World War', 'Der Zweite Weltkrieg', 'La Segunda Guerra Mundial', 'La seconda guerra mondiale', 'De Tweede Wereldoorlog', 'La Seconde Guerre mondiale'),
    t8('Bitva u Slavkova', 'Bitka pri Slavkove', 'The Battle of Austerlitz', 'Die Schlacht bei Austerlitz', 'La batalla de Austerlitz', 'La battaglia di Austerlitz', 'De slag bij Austerlitz', "La bataille d'Austerlitz"),
    t8('Tanky a obrněná vozidla', 'Tanky a obrnené vozidlá', 'Tanks and Armoured Vehicles', 'Panzer und Panzerfahrzeuge', 'Tanques y vehículos blindados', 'Carri armati e veicoli corazzati', 'Tanks en pantservoertuigen', 'Chars et véhicules blindés'),
  ],
  popularScience: [
    t8('Jak funguje mozek', 'Ako funguje mozog', 'How the Brain Works', 'Wie das Gehirn funktioniert', 'Cómo funciona el cerebro', 'Come funziona il cervello', 'Hoe het brein werkt', 'Comment fonctionne le cerveau'),
    t8('Geny a evoluce', 'Gény a evolúcia', 'Genes and Evolution', 'Gene und Evolution', 'Genes y evolución', 'Geni ed evoluzione', 'Genen en evolutie', 'Gènes et évolution'),
    t8('Svět kvantové fyziky', 'Svet kvantovej fyziky', 'The World of Quantum Physics', 'Die Welt der Quantenphysik', 'El mundo de la física cuántica', 'Il mondo della fisica quantistica', 'De wereld van de kwantumfysica', 'Le monde de la physique quantique'),
  ],
  nature: [
    t8('Ptáci Evropy', 'Vtáky Európy', 'Birds of Europe', 'Die Vögel Europas', 'Aves de Europa', "Uccelli d'Europa", 'Vogels van Europa', "Oiseaux d'Europe"),
    t8('Houby našich lesů', 'Huby našich lesov', 'Mushrooms of Our Forests', 'Pilze unserer Wälder', 'Setas de nuestros bosques', 'Funghi dei nostri boschi', 'Paddenstoelen van onze bossen', 'Champignons de nos forêts'),
    t8('Život v oceánu', 'Život v oceáne', 'Life in the Ocean', 'Leben im Ozean', 'La vida en el océano', "La vita nell'oceano", 'Leven in de oceaan', "La vie dans l'océan"),
  ],
  astronomy: [
    t8('Atlas hvězdné oblohy', 'Atlas hviezdnej oblohy', 'Atlas of the Night Sky', 'Atlas des Sternhimmels', 'Atlas del cielo nocturno', 'Atlante del cielo notturno', 'Atlas van de sterrenhemel', 'Atlas du ciel étoilé'),
    t8('Sluneční soustava', 'Slnečná sústava', 'The Solar System', 'Das Sonnensystem', 'El sistema solar', 'Il sistema solare', 'Het zonnestelsel', 'Le système solaire'),
    t8('Cesta na Mars', 'Cesta na Mars', 'The Road to Mars', 'Der Weg zum Mars', 'Rumbo a Marte', 'In viaggio verso Marte', 'Op weg naar Mars', 'En route vers Mars'),
  ],
  worldCuisine: [
    t8('Italská kuchyně', 'Talianska kuchyňa', 'Italian Cooking', 'Italienische Küche', 'Cocina italiana', 'La cucina italiana', 'De Italiaanse keuken', 'La cuisine italienne'),
    t8('Chutě Asie', 'Chute Ázie', 'Flavours of Asia', 'Aromen Asiens', 'Sabores de Asia', "Sapori d'Asia", 'Smaken van Azië', "Saveurs d'Asie"),
    t8('Babiččina kuchařka', 'Babičkina kuchárka', "Grandmother's Cookbook", 'Omas Kochbuch', 'El recetario de la abuela', 'Il ricettario della nonna', "Oma's kookboek", 'Le livre de cuisine de grand-mère'),
  ],
  baking: [
    t8('Domácí pečení', 'Domáce pečenie', 'Home Baking', 'Backen zu Hause', 'Repostería casera', 'Dolci fatti in casa', 'Zelf bakken', 'La pâtisserie maison'),
    t8('Kváskový chléb', 'Kváskový chlieb', 'Sourdough Bread', 'Sauerteigbrot', 'Pan de masa madre', 'Pane con lievito madre', 'Zuurdesembrood', 'Le pain au levain'),
    t8('Vánoční cukroví', 'Vianočné pečivo', 'Christmas Biscuits', 'Weihnachtsplätzchen', 'Galletas de Navidad', 'Biscotti di Natale', 'Kerstkoekjes', 'Biscuits de Noël'),
  ],
  healthyEating: [
    t8('Zdravě každý den', 'Zdravo každý deň', 'Healthy Every Day', 'Gesund jeden Tag', 'Sano cada día', 'Sano ogni giorno', 'Elke dag gezond', 'Manger sain au quotidien'),
    t8('Vegetariánská kuchyně', 'Vegetariánska kuchyňa', 'The Vegetarian Kitchen', 'Vegetarische Küche', 'Cocina vegetariana', 'Cucina vegetariana', 'Vegetarisch koken', 'Cuisine végétarienne'),
    t8('Polévky na celý rok', 'Polievky na celý rok', 'Soups for Every Season', 'Suppen für das ganze Jahr', 'Sopas para todo el año', "Zuppe per tutto l'anno", 'Soepen voor het hele jaar', "Soupes pour toute l'année"),
  ],
  travelogues: [
    t8('Na kole přes Alpy', 'Na bicykli cez Alpy', 'Across the Alps by Bike', 'Mit dem Rad über die Alpen', 'En bicicleta por los Alpes', 'In bicicletta attraverso le Alpi', 'Met de fiets over de Alpen', 'À vélo à travers les Alpes'),
    t8('Deník z Islandu', 'Denník z Islandu', 'An Icelandic Diary', 'Isländisches Tagebuch', 'Diario de Islandia', 'Diario islandese', 'Een IJslands dagboek', "Journal d'Islande"),
    t8('Pěšky do Santiaga', 'Pešo do Santiaga', 'On Foot to Santiago', 'Zu Fuß nach Santiago', 'A pie hasta Santiago', 'A piedi fino a Santiago', 'Te voet naar Santiago', 'À pied jusqu’à Saint-Jacques'),
  ],
  atlases: [
    t8('Atlas světa', 'Atlas sveta', 'World Atlas', 'Weltatlas', 'Atlas del mundo', 'Atlante del mondo', 'Wereldatlas', 'Atlas du monde'),
    t8('Autoatlas Evropy', 'Autoatlas Európy', 'Road Atlas of Europe', 'Straßenatlas Europa', 'Atlas de carreteras de Europa', "Atlante stradale d'Europa", 'Wegenatlas Europa', 'Atlas routier Europe'),
    t8('Historický atlas', 'Historický atlas', 'Historical Atlas', 'Historischer Atlas', 'Atlas histórico', 'Atlante storico', 'Historische atlas', 'Atlas historique'),
  ],
  painting: [
    t8('Impresionisté', 'Impresionisti', 'The Impressionists', 'Die Impressionisten', 'Los impresionistas', 'Gli impressionisti', 'De impressionisten', 'Les impressionnistes'),
    t8('Malířství renesance', 'Maliarstvo renesancie', 'Renaissance Painting', 'Malerei der Renaissance', 'La pintura del Renacimiento', 'La pittura del Rinascimento', 'Schilderkunst van de renaissance', 'La peinture de la Renaissance'),
    t8('Dějiny umění', 'Dejiny umenia', 'A History of Art', 'Geschichte der Kunst', 'Historia del arte', "Storia dell'arte", 'Geschiedenis van de kunst', "Histoire de l'art"),
  ],
  architecture: [
    t8('Secesní Praha', 'Secesná Praha', 'Art Nouveau Prague', 'Prag im Jugendstil', 'La Praga modernista', 'Praga liberty', 'Art-nouveau in Praag', 'Prague Art nouveau'),
    t8('Funkcionalismus', 'Funkcionalizmus', 'Functionalism', 'Funktionalismus', 'Funcionalismo', 'Funzionalismo', 'Functionalisme', 'Le fonctionnalisme'),
    t8('Gotické katedrály', 'Gotické katedrály', 'Gothic Cathedrals', 'Gotische Kathedralen', 'Catedrales góticas', 'Cattedrali gotiche', 'Gotische kathedralen', 'Cathédrales gothiques'),
  ],
  photography: [
    t8('Základy fotografie', 'Základy fotografie', 'Photography Basics', 'Grundlagen der Fotografie', 'Fundamentos de la fotografía', 'Fondamenti di fotografia', 'Basisboek fotografie', 'Les bases de la photographie'),
    t8('Krajina objektivem', 'Krajina objektívom', 'Landscapes Through the Lens', 'Landschaft im Objektiv', 'Paisajes a través del objetivo', "Paesaggi attraverso l'obiettivo", 'Landschap door de lens', "Paysages à travers l'objectif"),
    t8('Černobílá fotografie', 'Čiernobiela fotografia', 'Black and White Photography', 'Schwarzweißfotografie', 'Fotografía en blanco y negro', 'Fotografia in bianco e nero', 'Zwart-witfotografie', 'La photographie en noir et blanc'),
  ],
  music: [
    t8('Dějiny jazzu', 'Dejiny jazzu', 'A History of Jazz', 'Geschichte des Jazz', 'Historia del jazz', 'Storia del jazz', 'Geschiedenis van de jazz', 'Histoire du jazz'),
    t8('Velcí skladatelé', 'Veľkí skladatelia', 'The Great Composers', 'Die großen Komponisten', 'Los grandes compositores', 'I grandi compositori', 'De grote componisten', 'Les grands compositeurs'),
    t8('Kytara pro každého', 'Gitara pre každého', 'Guitar for Everyone', 'Gitarre für alle', 'Guitarra para todos', 'Chitarra per tutti', 'Gitaar voor iedereen', 'La guitare pour tous'),
  ],
  gardening: [
    t8('Zahrada po celý rok', 'Záhrada po celý rok', 'The Garden All Year Round', 'Der Garten im Jahreslauf', 'El jardín durante todo el año', "Il giardino tutto l'anno", 'De tuin het hele jaar rond', "Le jardin toute l'année"),
    t8('Bylinky na balkoně', 'Bylinky na balkóne', 'Herbs on the Balcony', 'Kräuter auf dem Balkon', 'Hierbas en el balcón', 'Erbe aromatiche sul balcone', 'Kruiden op het balkon', 'Herbes aromatiques sur le balcon'),
    t8('Ovocné stromy', 'Ovocné stromy', 'Fruit Trees', 'Obstbäume', 'Árboles frutales', 'Alberi da frutto', 'Fruitbomen', 'Les arbres fruitiers'),
  ],
  crafts: [
    t8('Pletení', 'Pletenie', 'Knitting', 'Stricken', 'Tejer con agujas', 'Il lavoro a maglia', 'Breien', 'Le tricot'),
    t8('Háčkování', 'Háčkovanie', 'Crochet', 'Häkeln', 'Ganchillo', "L'uncinetto", 'Haken', 'Le crochet'),
    t8('Dřevořezba', 'Drevorezba', 'Woodcarving', 'Holzschnitzen', 'Talla en madera', 'Intaglio del legno', 'Houtsnijwerk', 'La sculpture sur bois'),
  ],
  sport: [
    t8('Historie fotbalu', 'Dejiny futbalu', 'A History of Football', 'Geschichte des Fußballs', 'Historia del fútbol', 'Storia del calcio', 'Geschiedenis van het voetbal', 'Histoire du football'),
    t8('Běh na dlouhé tratě', 'Beh na dlhé trate', 'Long-Distance Running', 'Langstreckenlauf', 'Carreras de fondo', 'La corsa di fondo', 'Langeafstandslopen', 'La course de fond'),
    t8('Horolezectví', 'Horolezectvo', 'Mountaineering', 'Bergsteigen', 'Montañismo', 'Alpinismo', 'Bergbeklimmen', "L'alpinisme"),
  ],
  philosophy: [
    t8('Dějiny filozofie', 'Dejiny filozofie', 'A History of Philosophy', 'Geschichte der Philosophie', 'Historia de la filosofía', 'Storia della filosofia', 'Geschiedenis van de filosofie', 'Histoire de la philosophie'),
    t8('O svobodě', 'O slobode', 'On Freedom', 'Über die Freiheit', 'Sobre la libertad', 'Sulla libertà', 'Over vrijheid', 'De la liberté'),
    t8('Umění žít', 'Umenie žiť', 'The Art of Living', 'Die Kunst zu leben', 'El arte de vivir', "L'arte di vivere", 'De kunst van het leven', "L'art de vivre"),
  ],
  religion: [
    t8('Světová náboženství', 'Svetové náboženstvá', 'World Religions', 'Weltreligionen', 'Religiones del mundo', 'Le religioni del mondo', 'Wereldgodsdiensten', 'Les religions du monde'),
    t8('Cesta ke ztišení', 'Cesta k stíšeniu', 'The Path to Stillness', 'Der Weg zur Stille', 'El camino hacia la quietud', 'La via del silenzio', 'De weg naar stilte', 'Le chemin du silence'),
    t8('Kláštery Evropy', 'Kláštory Európy', 'Monasteries of Europe', 'Klöster Europas', 'Monasterios de Europa', "Monasteri d'Europa", 'Kloosters van Europa', "Monastères d'Europe"),
  ],
  psychology: [
    t8('Jak zvládat stres', 'Ako zvládať stres', 'Coping with Stress', 'Stress bewältigen', 'Cómo manejar el estrés', 'Gestire lo stress', 'Omgaan met stress', 'Gérer le stress'),
    t8('Psychologie pro každý den', 'Psychológia pre každý deň', 'Everyday Psychology', 'Psychologie für jeden Tag', 'Psicología cotidiana', 'Psicologia quotidiana', 'Psychologie van alledag', 'La psychologie au quotidien'),
    t8('Dětská duše', 'Detská duša', "The Child's Mind", 'Die Seele des Kindes', 'La mente del niño', 'La mente del bambino', 'De kinderziel', "L'âme de l'enfant"),
  ],
  business: [
    t8('Marketing v praxi', 'Marketing v praxi', 'Marketing in Practice', 'Marketing in der Praxis', 'Marketing en la práctica', 'Il marketing in pratica', 'Marketing in de praktijk', 'Le marketing en pratique'),
    t8('Řízení projektů', 'Riadenie projektov', 'Project Management', 'Projektmanagement', 'Gestión de proyectos', 'Gestione dei progetti', 'Projectmanagement', 'La gestion de projet'),
    t8('Začínáme podnikat', 'Začíname podnikať', 'Starting a Business', 'Das eigene Unternehmen', 'Cómo emprender', "Avviare un'impresa", 'Een eigen bedrijf starten', 'Créer son entreprise'),
  ],
  personalFinance: [
    t8('Osobní finance', 'Osobné financie', 'Personal Finance', 'Persönliche Finanzen', 'Finanzas personales', 'Finanza personale', 'Persoonlijke financiën', 'Finances personnelles'),
    t8('Investování pro každého', 'Investovanie pre každého', 'Investing for Everyone', 'Investieren für alle', 'Invertir para todos', 'Investire per tutti', 'Beleggen voor iedereen', 'Investir pour tous'),
    t8('Rodinný rozpočet', 'Rodinný rozpočet', 'The Family Budget', 'Das Familienbudget', 'El presupuesto familiar', 'Il bilancio familiare', 'Het gezinsbudget', 'Le budget familial'),
  ],
  selfHelp: [
    t8('Život bez stresu', 'Život bez stresu', 'A Life Without Stress', 'Ein Leben ohne Stress', 'Una vida sin estrés', 'Una vita senza stress', 'Een leven zonder stress', 'Une vie sans stress'),
    t8('Čas pro sebe', 'Čas pre seba', 'Time for Yourself', 'Zeit für dich', 'Tiempo para ti', 'Tempo per te', 'Tijd voor jezelf', 'Du temps pour soi'),
    t8('Malé kroky k velkým změnám', 'Malé kroky k veľkým zmenám', 'Small Steps to Big Changes', 'Kleine Schritte, große Wirkung', 'Pequeños pasos, grandes cambios', 'Piccoli passi, grandi cambiamenti', 'Kleine stappen, grote veranderingen', 'Petits pas, grands changements'),
  ],
  languageCourses: [
    t8('Angličtina pro samouky', 'Angličtina pre samoukov', 'Teach Yourself English', 'Englisch im Selbststudium', 'Inglés para autodidactas', 'Inglese da autodidatta', 'Engels voor zelfstudie', "L'anglais en autodidacte"),
    t8('Němčina v kostce', 'Nemčina v kocke', 'German in a Nutshell', 'Deutsch kompakt', 'Alemán en resumen', 'Tedesco in pillole', 'Duits in een notendop', "L'allemand en bref"),
    t8('Španělština pro cestovatele', 'Španielčina pre cestovateľov', 'Spanish for Travellers', 'Spanisch für Reisende', 'Español para viajeros', 'Spagnolo per viaggiatori', 'Spaans voor op reis', "L'espagnol pour les voyageurs"),
  ],
  dictionaries: [
    t8('Slovník cizích slov', 'Slovník cudzích slov', 'Dictionary of Foreign Words', 'Fremdwörterbuch', 'Diccionario de extranjerismos', 'Dizionario delle parole straniere', 'Woordenboek van vreemde woorden', 'Dictionnaire des mots étrangers'),
    t8('Slovník synonym', 'Synonymický slovník', 'Dictionary of Synonyms', 'Synonymwörterbuch', 'Diccionario de sinónimos', 'Dizionario dei sinonimi', 'Synoniemenwoordenboek', 'Dictionnaire des synonymes'),
    t8('Velký anglický slovník', 'Veľký anglický slovník', 'The Big English Dictionary', 'Großes Englischwörterbuch', 'Gran diccionario de inglés', 'Grande dizionario di inglese', 'Groot woordenboek Engels', "Grand dictionnaire d'anglais"),
  ],
  schoolTextbooks: [
    t8('Matematika pro 6. ročník', 'Matematika pre 6. ročník', 'Mathematics for Year 7', 'Mathematik für die 6. Klasse', 'Matemáticas 1.º ESO', 'Matematica per la prima media', 'Wiskunde voor de brugklas', 'Mathématiques 6e'),
    t8('Fyzika pro střední školy', 'Fyzika pre stredné školy', 'Physics for Secondary Schools', 'Physik für die Oberstufe', 'Física para bachillerato', 'Fisica per le superiori', 'Natuurkunde voor de bovenbouw', 'Physique pour le lycée'),
    t8('Zeměpis světa', 'Zemepis sveta', 'World Geography', 'Erdkunde: Die Welt', 'Geografía del mundo', 'Geografia del mondo', 'Aardrijkskunde van de wereld', 'Géographie du monde'),
  ],
};

/** Optional non-fiction subtitles. */
export const NONFICTION_SUBTITLES: readonly Texts[] = [
  t8('Pro začátečníky', 'Pre začiatočníkov', 'For Beginners', 'Für Einsteiger', 'Para principiantes', 'Per principianti', 'Voor beginners', 'Pour débutants'),
  t8('Ilustrovaný průvodce', 'Ilustrovaný sprievodca', 'An Illustrated Guide', 'Ein illustrierter Führer', 'Guía ilustrada', 'Guida illustrata', 'Een geïllustreerde gids', 'Guide illustré'),
  t8('Kompletní příručka', 'Kompletná príručka', 'The Complete Handbook', 'Das komplette Handbuch', 'Manual completo', 'Manuale completo', 'Het complete handboek', 'Le guide complet'),
  t8('Od počátků po současnost', 'Od počiatkov po súčasnosť', 'From the Beginnings to the Present', 'Von den Anfängen bis heute', 'De los orígenes a la actualidad', 'Dalle origini a oggi', 'Van het begin tot nu', 'Des origines à nos jours'),
  t8('Praktický rádce', 'Praktický radca', 'A Practical Guide', 'Ein praktischer Ratgeber', 'Guía práctica', 'Guida pratica', 'Een praktische gids', 'Guide pratique'),
  t8('Otázky a odpovědi', 'Otázky a odpovede', 'Questions and Answers', 'Fragen und Antworten', 'Preguntas y respuestas', 'Domande e risposte', 'Vragen en antwoorden', 'Questions et réponses'),
];

/** Subtitle of a travel guide ("Praha: průvodce"). */
export const GUIDE_SUBTITLE = t8('Průvodce', 'Sprievodca', 'Travel Guide', 'Reiseführer', 'Guía de viaje', 'Guida turistica', 'Reisgids', 'Guide de voyage');

/** Subtitles of biographies. */
export const BIOGRAPHY_SUBTITLES: readonly Texts[] = [
  t8('Život a dílo', 'Život a dielo', 'A Life', 'Ein Leben', 'Una vida', 'Una vita', 'Een leven', 'Une vie'),
  t8('Paměti', 'Pamäti', 'Memoirs', 'Erinnerungen', 'Memorias', 'Memorie', 'Herinneringen', 'Mémoires'),
  t8('Deníky a dopisy', 'Denníky a listy', 'Diaries and Letters', 'Tagebücher und Briefe', 'Diarios y cartas', 'Diari e lettere', 'Dagboeken en brieven', 'Journaux et lettres'),
];
