/**
 * The language enumeration (docs/product.md#languages): ids 1–91 with ISO 639-2 three-letter codes.
 * Ids the spec shows are fixed; the rest are real ISO 639-2 languages ending at 91 Ewe.
 * Names are English endonym-free labels; storefronts translate them via Intl.DisplayNames.
 */
export const LANGUAGES = [
  [1, 'CES', 'Czech'], [2, 'SLK', 'Slovak'], [3, 'ENG', 'English'], [4, 'DEU', 'German'],
  [5, 'FRA', 'French'], [6, 'POL', 'Polish'], [7, 'SPA', 'Spanish'], [8, 'ITA', 'Italian'],
  [9, 'LAT', 'Latin'], [10, 'HEB', 'Hebrew'], [11, 'ZHO', 'Chinese'], [12, 'ARA', 'Arabic'],
  [13, 'RUS', 'Russian'], [14, 'JPN', 'Japanese'], [15, 'VIE', 'Vietnamese'], [16, 'POR', 'Portuguese'],
  [17, 'KOR', 'Korean'], [18, 'MIS', 'Other'], [19, 'HUN', 'Hungarian'], [20, 'UKR', 'Ukrainian'],
  [21, 'NLD', 'Dutch'], [22, 'NOR', 'Norwegian'], [23, 'DAN', 'Danish'], [24, 'SWE', 'Swedish'],
  [25, 'TUR', 'Turkish'], [26, 'RON', 'Romanian'], [27, 'BUL', 'Bulgarian'], [28, 'SLV', 'Slovenian'],
  [29, 'HRV', 'Croatian'], [30, 'FIN', 'Finnish'], [31, 'HIN', 'Hindi'], [32, 'CAT', 'Catalan'],
  [33, 'ELL', 'Greek'], [34, 'SRP', 'Serbian'], [35, 'LIT', 'Lithuanian'], [36, 'LAV', 'Latvian'],
  [37, 'EST', 'Estonian'], [38, 'ISL', 'Icelandic'], [39, 'GLE', 'Irish'], [40, 'CYM', 'Welsh'],
  [41, 'EUS', 'Basque'], [42, 'GLG', 'Galician'], [43, 'SQI', 'Albanian'], [44, 'MKD', 'Macedonian'],
  [45, 'BEL', 'Belarusian'], [46, 'BOS', 'Bosnian'], [47, 'MLT', 'Maltese'], [48, 'LTZ', 'Luxembourgish'],
  [49, 'FRY', 'Western Frisian'], [50, 'EPO', 'Esperanto'], [51, 'YID', 'Yiddish'], [52, 'RUE', 'Rusyn'],
  [53, 'HSB', 'Upper Sorbian'], [54, 'DSB', 'Lower Sorbian'], [55, 'ROM', 'Romany'], [56, 'GRC', 'Ancient Greek'],
  [57, 'CHU', 'Church Slavic'], [58, 'SAN', 'Sanskrit'], [59, 'PER', 'Persian'], [60, 'URD', 'Urdu'],
  [61, 'BEN', 'Bengali'], [62, 'TAM', 'Tamil'], [63, 'TEL', 'Telugu'], [64, 'MAR', 'Marathi'],
  [65, 'GUJ', 'Gujarati'], [66, 'PAN', 'Punjabi'], [67, 'THA', 'Thai'], [68, 'IND', 'Indonesian'],
  [69, 'MSA', 'Malay'], [70, 'TGL', 'Tagalog'], [71, 'KHM', 'Khmer'], [72, 'MON', 'Mongolian'],
  [73, 'KAT', 'Georgian'], [74, 'HYE', 'Armenian'], [75, 'AZE', 'Azerbaijani'], [76, 'KAZ', 'Kazakh'],
  [77, 'UZB', 'Uzbek'], [78, 'TAT', 'Tatar'], [79, 'AFR', 'Afrikaans'], [80, 'SWA', 'Swahili'],
  [81, 'AMH', 'Amharic'], [82, 'SOM', 'Somali'], [83, 'HAU', 'Hausa'], [84, 'YOR', 'Yoruba'],
  [85, 'IBO', 'Igbo'], [86, 'ZUL', 'Zulu'], [87, 'XHO', 'Xhosa'], [88, 'LIN', 'Lingala'],
  [89, 'WOL', 'Wolof'], [90, 'TWI', 'Twi'], [91, 'EWE', 'Ewe'],
] as const satisfies ReadonlyArray<readonly [number, string, string]>;

export type LanguageId = (typeof LANGUAGES)[number][0];

/** Named ids used by code (default filters, seed); never compare by a literal elsewhere. */
export const LANGUAGE = {
  czech: 1, slovak: 2, english: 3, german: 4, french: 5, polish: 6, spanish: 7, italian: 8,
  dutch: 21, catalan: 32,
} as const satisfies Record<string, LanguageId>;

export const languageById = new Map<number, { id: number; code: string; name: string }>(
  LANGUAGES.map(([id, code, name]) => [id, { id, code, name }]),
);
