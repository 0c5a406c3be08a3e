/**
 * VAT numbers: each rule against published valid and invalid examples, then 1,000 numbers per country checked by
 * an independent validator library (stdnum, a port of python-stdnum).
 *
 * The valid examples are python-stdnum's documentation examples of each module (its test suite uses them),
 * written here in the form the generators write; each invalid one is a valid example with one check character
 * changed, or a structure the rule forbids (named beside it).
 */
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode } from './countries';
import { createRandom } from './random';
import { generate } from './generate';
import { generateVat } from './vat';
import { STDNUM, forStdnum } from './vat-validators.test-support';

/** Countries without a VAT number, with what their reason must mention. */
const WITHOUT = { LI: 'no published structure', VA: 'levies no VAT' };

interface Example {
  valid: string[];
  invalid: string[];
  source: string;
}

const EXAMPLES: Record<string, Example> = {
  AT: { valid: ['ATU13585627'], invalid: ['ATU13585626', 'AT13585627'], source: 'python-stdnum at.uid' },
  BE: { valid: ['BE0403019261'], invalid: ['BE0403019262', 'BE2403019261'], source: 'python-stdnum be.vat' },
  BG: { valid: ['BG175074752'], invalid: ['BG175074753'], source: 'python-stdnum bg.vat' },
  HR: { valid: ['HR33392005961'], invalid: ['HR33392005962'], source: 'python-stdnum hr.oib' },
  CY: { valid: ['CY10259033P'], invalid: ['CY10259033Q', 'CY12000000C'], source: 'python-stdnum cy.vat (12… is never issued)' },
  CZ: { valid: ['CZ25123891'], invalid: ['CZ25123890'], source: 'python-stdnum cz.dic' },
  DK: { valid: ['DK13585628'], invalid: ['DK13585627'], source: 'python-stdnum dk.cvr' },
  EE: { valid: ['EE100931558', 'EE100594102'], invalid: ['EE100594103', 'EE200594102'], source: 'python-stdnum ee.kmkr' },
  FI: { valid: ['FI20774740'], invalid: ['FI20774741'], source: 'python-stdnum fi.alv' },
  FR: { valid: ['FR40303265045', 'FR23334175221'], invalid: ['FR84323140391', 'FR40303265046'], source: 'python-stdnum fr.tva' },
  DE: { valid: ['DE136695976'], invalid: ['DE136695978'], source: 'python-stdnum de.vat' },
  GR: { valid: ['EL094259216'], invalid: ['EL094259217', 'EL94259216'], source: 'python-stdnum gr.vat (EL is the VIES prefix)' },
  HU: { valid: ['HU12892312'], invalid: ['HU12892313'], source: 'python-stdnum hu.anum' },
  IE: { valid: ['IE6433435F'], invalid: ['IE6433435E'], source: 'python-stdnum ie.vat' },
  IT: { valid: ['IT00743110157'], invalid: ['IT00743110158', 'IT00743112157'], source: 'python-stdnum it.iva (office 112 is not issued)' },
  LV: { valid: ['LV40003521600'], invalid: ['LV40003521601'], source: 'python-stdnum lv.pvn' },
  LT: { valid: ['LT119511515'], invalid: ['LT119511516', 'LT119511025'], source: 'python-stdnum lt.pvm (legal entities have 1 as 8th digit)' },
  LU: { valid: ['LU15027442'], invalid: ['LU15027443'], source: 'python-stdnum lu.tva' },
  MT: { valid: ['MT11679112'], invalid: ['MT11679113'], source: 'python-stdnum mt.vat' },
  NL: { valid: ['NL004495445B01'], invalid: ['NL123456789B90', 'NL004495445B00'], source: 'python-stdnum nl.btw (branch 00 is not issued)' },
  PL: { valid: ['PL8567346215'], invalid: ['PL8567346216'], source: 'python-stdnum pl.nip' },
  PT: { valid: ['PT501964843'], invalid: ['PT501964842'], source: 'python-stdnum pt.nif' },
  RO: { valid: ['RO18547290'], invalid: ['RO18547291'], source: 'python-stdnum ro.cui' },
  SK: { valid: ['SK2022749619'], invalid: ['SK2022749618'], source: 'python-stdnum sk.dph' },
  SI: { valid: ['SI50223054'], invalid: ['SI50223055'], source: 'python-stdnum si.ddv' },
  ES: { valid: ['ESB58378431', 'ESA13585625'], invalid: ['ESB58378432'], source: 'python-stdnum es.nif and es.cif' },
  SE: { valid: ['SE123456789701'], invalid: ['SE123456789101', 'SE123456789702'], source: 'python-stdnum se.vat' },
  GB: { valid: ['GB980780684'], invalid: ['GB802311781'], source: 'python-stdnum gb.vat' },
  NO: { valid: ['NO995525828MVA'], invalid: ['NO995525829MVA', 'NO995525828'], source: 'python-stdnum no.mva' },
  CH: { valid: ['CHE-107.787.577 IVA'], invalid: ['CHE-107.787.578 IVA', 'CHE-107.787.577 VAT'], source: 'python-stdnum ch.vat' },
  IS: { valid: ['IS00621'], invalid: ['IS0062', 'IS1234567'], source: 'python-stdnum is_.vsk (format only)' },
  MC: { valid: ['FR53000004605'], invalid: ['FR40303265045', 'FR53000004606'], source: 'python-stdnum mc.tva (a French number outside 000… is not Monégasque)' },
  AD: { valid: ['U-132950-X', 'F-132950-X'], invalid: ['F-700000-B', 'A-132950-X', 'U-132950-1'], source: 'python-stdnum ad.nrt (F only below 700000, A and L only 700000–799999)' },
  SM: { valid: ['SM24165'], invalid: ['SM241650', 'SMA4165'], source: 'python-stdnum sm.coe (format only)' },
};

const specOf = (code: string) => {
  const spec = countryByCode(code)?.vat;
  if (spec?.kind !== 'rule') throw new Error(`${code} has no VAT rule`);
  return spec;
};

describe('VAT numbers: published examples', () => {
  for (const [code, ex] of Object.entries(EXAMPLES)) {
    it(`${code}: ${ex.source}`, () => {
      const spec = specOf(code);
      for (const v of ex.valid) {
        expect(spec.isValid(v), `${v} should be valid`).toBe(true);
        expect(STDNUM[code](forStdnum(code, v)).isValid, `stdnum agrees ${v} is valid`).toBe(true);
      }
      for (const v of ex.invalid) expect(spec.isValid(v), `${v} should be invalid`).toBe(false);
    });
  }
});

describe('VAT numbers: every country', () => {
  it('has a rule with a source, or a reason why not', () => {
    for (const c of COUNTRIES) {
      if (c.code in WITHOUT) {
        expect(c.vat.kind, c.code).toBe('none');
        if (c.vat.kind === 'none') expect(c.vat.reason).toContain(WITHOUT[c.code as keyof typeof WITHOUT]);
      } else {
        expect(c.vat.kind, c.code).toBe('rule');
        if (c.vat.kind === 'rule') expect(c.vat.source.length, c.code).toBeGreaterThan(20);
        expect(EXAMPLES[c.code], `published examples for ${c.code}`).toBeDefined();
      }
    }
  });

  it('refuses to generate where there is none, with the reason', () => {
    expect(() => generateVat(countryByCode('VA')!.vat, createRandom(1))).toThrow(/levies no VAT/);
    expect(() => generate('vat', 'LI', createRandom(1))).toThrow(/no published structure/);
    expect(() => generate('vat', 'XX', createRandom(1))).toThrow('Unsupported country code: XX');
  });

  it('is a data kind of the single-value buttons and bulk lists', () => {
    expect(generate('vat', 'DE', createRandom(3))).toMatch(/^DE\d{9}$/);
    expect(stdnum.DE.vat.validate(generate('vat', 'DE', createRandom(3))).isValid).toBe(true);
  });
});

describe('VAT numbers: 1,000 per country pass stdnum', () => {
  for (const code of Object.keys(EXAMPLES)) {
    it(code, () => {
      const spec = specOf(code);
      const rng = createRandom(`vat-${code}`);
      const seen = new Set<string>();
      for (let i = 0; i < 1000; i++) {
        const v = generateVat(spec, rng);
        seen.add(v);
        expect(spec.isValid(v), `${v} passes our rule`).toBe(true);
        expect(STDNUM[code](forStdnum(code, v)).isValid, `stdnum accepts ${v}`).toBe(true);
      }
      expect(seen.size, 'distinct numbers').toBeGreaterThan(900);
    });
  }

  it('the same seed gives the same numbers', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    for (const c of COUNTRIES) if (c.vat.kind === 'rule') expect(c.vat.generate(a)).toBe(c.vat.generate(b));
  });
});
