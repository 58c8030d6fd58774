/**
 * Staff notes on a copy's condition. The warehouse team is Czech, so notes are written in
 * Czech on every storefront (the column is free text, not translated). Keyed by condition id.
 */
export const CONDITION_NOTES: Readonly<Record<number, readonly string[]>> = {
  2: ['Nepatrné stopy čtení.', 'Knihovnické razítko na předsádce.'],
  3: ['Mírně opotřebené rohy.', 'Drobné oděrky na obálce.', 'Jméno předchozího majitele na předsádce.', 'Lehce zažloutlé stránky.', 'Věnování na titulní straně.'],
  4: ['Obálka natržená, text kompletní.', 'Podtrhávání tužkou na několika stranách.', 'Uvolněná vazba, všechny listy drží.', 'Skvrny na ořízce.', 'Chybí přebal.', 'Ohnuté rohy, výrazné stopy používání.'],
  5: ['Poškozený hřbet, kniha je čitelná.', 'Stopy vlhkosti na spodním okraji.', 'Vytržený titulní list.', 'Silně poškozená obálka, vpisky v textu.'],
};

/** Chance that a copy in this condition carries a note. */
export const CONDITION_NOTE_CHANCE: Readonly<Record<number, number>> = { 1: 0, 2: 0.05, 3: 0.3, 4: 1, 5: 1 };
