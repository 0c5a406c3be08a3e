import type { CountryData } from './types';
import { nl } from './nl';
import { de } from './de';
import { gb } from './gb';
import { fr } from './fr';
import { es } from './es';
import { it } from './it';
import { be } from './be';
import { at } from './at';
import { pt } from './pt';
import { ie } from './ie';
import { se } from './se';
import { dk } from './dk';
import { no } from './no';
import { fi } from './fi';
import { pl } from './pl';
import { cz } from './cz';
import { gr } from './gr';
import { hu } from './hu';
import { ro } from './ro';
import { bg } from './bg';
import { hr } from './hr';
import { lt } from './lt';
import { lv } from './lv';
import { ee } from './ee';
import { si } from './si';
import { sk } from './sk';
import { mt } from './mt';
import { lu } from './lu';
import { cy } from './cy';
import { ch } from './ch';
import { is } from './is';
import { li } from './li';
import { mc } from './mc';
import { ad } from './ad';
import { sm } from './sm';
import { va } from './va';

/** The country registry: every supported country once. Adding a country is one file plus one entry here. */
export const COUNTRIES: readonly CountryData[] = [
  at, be, bg, hr, cy, cz, dk, ee, fi, fr, de, gr, hu, ie, it, lv, lt, lu, mt, nl, pl, pt, ro, sk, si, es, se,
  gb, no, ch, is, li, mc, ad, sm, va,
];

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The country's data, or undefined for a code we do not support (case-insensitive). */
export const countryByCode = (code: string): CountryData | undefined => byCode.get(code.toUpperCase());
