import type { Rng } from '../prng';
import { PERSON_NAMES } from '../vocab/person-names';
import type { TextLang } from '../vocab/text-languages';

export type PersonGender = 'm' | 'f';

/** "Marie Štěpánová", "Ján Kováč", "Lucía García Moreno", "Pieter van den Berg". */
export function makePersonName(rng: Rng, lang: TextLang, gender: PersonGender): string {
  const list = PERSON_NAMES[lang];
  const first = rng.pick(gender === 'm' ? list.male : list.female);
  const surname = (): string => {
    const forms = rng.pick(list.surnames).split('/');
    return gender === 'f' ? forms[1] ?? forms[0] : forms[0];
  };
  let last = surname();
  if (list.doubleSurnameChance && rng.chance(list.doubleSurnameChance)) {
    const second = surname();
    if (second !== last) last = `${last} ${second}`;
  }
  return `${first} ${last}`;
}
