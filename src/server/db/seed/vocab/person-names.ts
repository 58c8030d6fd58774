import type { TextLang } from './text-languages';

/**
 * Author and translator names per language. Surnames are "masculine/feminine" where the
 * language inflects them (Czech "Štěpán/Štěpánová", Slovak "Kováč/Kováčová"); one form otherwise.
 */
export interface NameList {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** Spanish authors often carry two surnames. */
  doubleSurnameChance?: number;
}

const split = (s: string): string[] => s.trim().split(/\s*,\s*/);

export const PERSON_NAMES: Readonly<Record<TextLang, NameList>> = {
  cs: {
    male: split('Jan, Petr, Jiří, Josef, Pavel, Martin, Tomáš, Jaroslav, Miroslav, Zdeněk, Václav, Karel, Milan, Michal, František, Lukáš, Vojtěch, Ondřej, Radek, Bohumil, Vladimír, Jindřich, Přemysl, Ludvík'),
    female: split('Jana, Marie, Eva, Hana, Anna, Lenka, Kateřina, Lucie, Věra, Alena, Petra, Jitka, Zuzana, Markéta, Veronika, Tereza, Ludmila, Božena, Radka, Šárka, Iva, Zdeňka, Magdalena, Dagmar'),
    surnames: split('Novák/Nováková, Svoboda/Svobodová, Novotný/Novotná, Dvořák/Dvořáková, Černý/Černá, Procházka/Procházková, Kučera/Kučerová, Veselý/Veselá, Horák/Horáková, Němec/Němcová, Marek/Marková, Pokorný/Pokorná, Pospíšil/Pospíšilová, Hájek/Hájková, Jelínek/Jelínková, Růžička/Růžičková, Beneš/Benešová, Fiala/Fialová, Sedláček/Sedláčková, Doležal/Doležalová, Zeman/Zemanová, Kolář/Kolářová, Navrátil/Navrátilová, Čermák/Čermáková, Urban/Urbanová, Vaněk/Vaňková, Blažek/Blažková, Kříž/Křížová, Štěpán/Štěpánová, Štěpánek/Štěpánková, Šťastný/Šťastná, Vondráček/Vondráčková, Hrubý/Hrubá, Kovář/Kovářová, Bartoš/Bartošová, Žák/Žáková, Říha/Říhová, Vrána/Vránová, Holub/Holubová, Skála/Skálová'),
  },
  sk: {
    male: split('Ján, Peter, Jozef, Michal, Martin, Milan, Ľubomír, Juraj, Štefan, Marek, Tomáš, Pavol, Ladislav, Dušan, Miroslav, Igor, Vladimír, Rastislav, Matej, Ondrej'),
    female: split('Mária, Anna, Zuzana, Katarína, Eva, Jana, Lucia, Ľudmila, Helena, Monika, Veronika, Alžbeta, Martina, Dominika, Simona, Andrea, Gabriela, Ivana, Silvia, Oľga'),
    surnames: split('Horváth/Horváthová, Kováč/Kováčová, Varga/Vargová, Tóth/Tóthová, Nagy/Nagyová, Baláž/Balážová, Szabó/Szabóová, Molnár/Molnárová, Lukáč/Lukáčová, Šimko/Šimková, Kollár/Kollárová, Hudák/Hudáková, Polák/Poláková, Čierny/Čierna, Biely/Biela, Malý/Malá, Krajčír/Krajčírová, Mikuláš/Mikulášová, Sloboda/Slobodová, Oravec/Oravcová, Štefánik/Štefániková, Kráľ/Kráľová, Benko/Benková, Ďurica/Ďuricová, Mráz/Mrázová, Jurčo/Jurčová, Sokol/Sokolová, Hrušovský/Hrušovská'),
  },
  en: {
    male: split('James, John, Robert, Michael, William, David, Richard, Thomas, Charles, Daniel, Matthew, George, Edward, Henry, Oliver, Samuel, Peter, Andrew, Christopher, Arthur'),
    female: split('Mary, Elizabeth, Sarah, Margaret, Emily, Jane, Catherine, Anne, Helen, Alice, Laura, Rachel, Rebecca, Charlotte, Harriet, Grace, Lucy, Victoria, Claire, Eleanor'),
    surnames: split('Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke, Harrison, Marsh, Fletcher, Hughes, Palmer, Bennett, Carter, Ellis, Hayward, Sutton, O’Brien, MacLeod'),
  },
  de: {
    male: split('Thomas, Michael, Andreas, Stefan, Wolfgang, Klaus, Jürgen, Peter, Matthias, Markus, Uwe, Günter, Dieter, Frank, Jörg, Lukas, Felix, Tobias, Johannes, Florian'),
    female: split('Anna, Ursula, Monika, Petra, Sabine, Claudia, Susanne, Andrea, Katharina, Julia, Birgit, Renate, Heike, Karin, Brigitte, Lena, Sophie, Greta, Elisabeth, Theresa'),
    surnames: split('Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann, Lange, Schmitt, Werner, Krause, Lehmann, Köhler, Huber, Gruber, Steiner, Moser, Pichler'),
  },
  es: {
    male: split('José, Antonio, Manuel, Francisco, Juan, David, Javier, Carlos, Miguel, Pedro, Alejandro, Rafael, Pablo, Sergio, Fernando, Luis, Jorge, Alberto, Andrés, Diego'),
    female: split('María, Carmen, Ana, Isabel, Laura, Cristina, Marta, Lucía, Elena, Pilar, Rosa, Teresa, Beatriz, Paula, Sara, Raquel, Nuria, Julia, Irene, Mercedes'),
    surnames: split('García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, Navarro, Torres, Domínguez, Vázquez, Ramos, Gil, Serrano, Castillo, Ortega, Rubio, Molina'),
    doubleSurnameChance: 0.35,
  },
  it: {
    male: split('Giuseppe, Giovanni, Antonio, Mario, Luigi, Francesco, Alessandro, Andrea, Marco, Paolo, Roberto, Stefano, Luca, Matteo, Lorenzo, Davide, Massimo, Fabio, Carlo, Pietro'),
    female: split('Maria, Anna, Giuseppina, Rosa, Angela, Giovanna, Teresa, Lucia, Francesca, Chiara, Giulia, Sara, Elena, Paola, Laura, Silvia, Alessandra, Valentina, Federica, Elisa'),
    surnames: split('Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani, Rinaldi, Caruso, Ferrara, Galli, Martini, Leone'),
  },
  nl: {
    male: split('Jan, Pieter, Hendrik, Johannes, Willem, Cornelis, Gerrit, Dirk, Bram, Daan, Sem, Lucas, Thijs, Joost, Maarten, Ruud, Koen, Bas, Wouter, Jeroen'),
    female: split('Maria, Anna, Johanna, Cornelia, Elisabeth, Sanne, Anouk, Femke, Lotte, Eva, Sophie, Iris, Marieke, Ingrid, Annemarie, Esther, Noor, Fleur, Linda, Mirjam'),
    surnames: split('de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, de Wit, Dijkstra, Smits, de Graaf, van der Meer, Kok, Jacobs, de Haan, Vermeulen, van der Heijden'),
  },
  fr: {
    male: split('Jean, Pierre, Michel, André, Philippe, Alain, Jacques, Bernard, Christophe, Nicolas, François, Julien, Laurent, Olivier, Antoine, Louis, Thierry, Étienne, Hugo, Guillaume'),
    female: split('Marie, Nathalie, Isabelle, Sylvie, Catherine, Françoise, Christine, Monique, Valérie, Sophie, Camille, Julie, Céline, Hélène, Élodie, Claire, Aurélie, Margaux, Chloé, Léa'),
    surnames: split('Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefèvre, Michel, Garnier, David, Bertrand, Roux, Vincent, Fournier, Morel, Girard, Lefebvre, Mercier, Dupont, Lambert, Bonnet, Peeters, Janssens, Maes'),
  },
};
