/**
 * National identification numbers: each rule against published valid and invalid examples, then 1,000 numbers
 * per country checked by an independent validator library (stdnum, a port of python-stdnum) and decoded here,
 * independently of the generators, to check that they agree with the holder's birth date and gender.
 *
 * "Published" examples come from the rule's own documentation where it gives one (named beside it), else from
 * python-stdnum's documentation, whose examples stdnum's test suite also uses.
 */
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import type { Gender, IdRule, NationalIdSpec, PersonFacts } from './countries/types';
import * as ids from './national-id';
import { createRandom } from './random';

type Validate = (v: string) => { isValid: boolean };

/** The independent validator of each country's number. */
const STDNUM: Record<string, Validate> = {
  DE: stdnum.DE.idnr.validate, FR: stdnum.FR.nir.validate, ES: stdnum.ES.dni.validate, IT: stdnum.IT.codicefiscale.validate,
  BE: stdnum.BE.nn.validate, AT: stdnum.AT.vnr.validate, PT: stdnum.PT.cc.validate, IE: stdnum.IE.pps.validate,
  SE: stdnum.SE.personnummer.validate, DK: stdnum.DK.cpr.validate, NO: stdnum.NO.fodselsnummer.validate, FI: stdnum.FI.hetu.validate,
  PL: stdnum.PL.pesel.validate, CZ: stdnum.CZ.rc.validate, SK: stdnum.SK.rc.validate, GR: stdnum.GR.amka.validate,
  RO: stdnum.RO.cnp.validate, BG: stdnum.BG.egn.validate, HR: stdnum.HR.oib.validate, LT: stdnum.LT.asmens.validate,
  // stdnum checks Latvian personal codes as the individual form of the PVN (VAT) number, which is the personal code.
  LV: stdnum.LV.pvn.validate, EE: stdnum.EE.ik.validate, SI: stdnum.SI.emso.validate, CH: stdnum.CH.ssn.validate,
  IS: stdnum.IS.kennitala.validate, LI: stdnum.LI.peid.validate, GB: stdnum.GB.nino.validate, NL: stdnum.NL.bsn.validate,
};

interface Example {
  rule: IdRule;
  valid: string[];
  invalid: string[];
  source: string;
}

const EXAMPLES: Record<string, Example> = {
  DE: { rule: ids.deIdnr, valid: ['36574261809', '86095742719'], invalid: ['36574261808', '06095742719', '11195742719'], source: 'python-stdnum de.idnr; de.wikipedia "Steuerliche Identifikationsnummer" (86095742719)' },
  FR: { rule: ids.frNir, valid: ['295109912611193', '255081416802538'], invalid: ['295109912611199', '255081416802539'], source: 'python-stdnum fr.nir; fr.wikipedia "Numéro de sécurité sociale en France" (2 55 08 14 168 025 38)' },
  ES: { rule: ids.esDni, valid: ['54362315K', '12345678Z'], invalid: ['54362315Z', '12345678A'], source: 'python-stdnum es.dni; Ministerio del Interior check-letter table (12345678Z)' },
  IT: { rule: ids.itCodiceFiscale, valid: ['RCCMNL83S18D969H', 'RSSMRA85T10A562S'], invalid: ['RCCMNL83S18D969A', 'RSSMRA85T10A562T'], source: 'python-stdnum it.codicefiscale; it.wikipedia "Codice fiscale" (RSSMRA85T10A562S)' },
  BE: { rule: ids.beRrn, valid: ['85073003328', '17073003384'], invalid: ['85073003327', '17073003385'], source: 'python-stdnum be.nn (17073003384 is born in 2017, its key counted with the leading 2)' },
  AT: { rule: ids.atSvnr, valid: ['1237 010180'], invalid: ['2237 010180', '1236 010180'], source: 'python-stdnum at.vnr; de.wikipedia "Sozialversicherungsnummer" (1237 010180)' },
  PT: { rule: ids.ptCc, valid: ['000000000ZZ4', '100000000ZZ2'], invalid: ['100000000ZZ4', '000000000ZZ5'], source: 'python-stdnum pt.cc, from AMA "Validação de Número de Documento do Cartão de Cidadão"' },
  IE: { rule: ids.iePps, valid: ['6433435F', '6433435FW', '6433435OA'], invalid: ['6433435E', '6433435VH'], source: 'python-stdnum ie.pps' },
  SE: { rule: ids.sePersonnummer, valid: ['880320-0016', '811228-9874'], invalid: ['880320-0018', '811228-9873'], source: 'python-stdnum se.personnummer; Skatteverket/sv.wikipedia "Personnummer i Sverige" (811228-9874)' },
  DK: { rule: ids.dkCpr, valid: ['211062-5629'], invalid: ['211062-5628', '511062-5629'], source: 'python-stdnum dk.cpr; CPR-kontoret "Personnummeret i CPR" (modulus-11 control)' },
  NO: { rule: ids.noFodselsnummer, valid: ['15108695088'], invalid: ['15108695077', '15108695089'], source: 'python-stdnum no.fodselsnummer' },
  FI: { rule: ids.fiHetu, valid: ['131052-308T'], invalid: ['131052-308U', '310252-308Y'], source: 'DVV "Personal identity code" (131052-308T); python-stdnum fi.hetu' },
  PL: { rule: ids.plPesel, valid: ['44051401359', '02070803628'], invalid: ['44051401358', '02070803629'], source: 'pl.wikipedia "PESEL" (44051401359); python-stdnum pl.pesel' },
  CZ: { rule: ids.czSkRodneCislo, valid: ['710319/2745', '530101/111'], invalid: ['710319/2746', '715319/2745'], source: 'python-stdnum cz.rc; 9-digit numbers before 1954 (zákon 133/2000 Sb.)' },
  GR: { rule: ids.grAmka, valid: ['01013099997'], invalid: ['01013099999', '32013099997'], source: 'python-stdnum gr.amka' },
  RO: { rule: ids.roCnp, valid: ['1630615123457', '1800101221144'], invalid: ['1630615123458', '0800101221142'], source: 'python-stdnum ro.cnp' },
  BG: { rule: ids.bgEgn, valid: ['7523169263', '8032056031'], invalid: ['7523169264', '8032056030'], source: 'python-stdnum bg.egn' },
  HR: { rule: ids.hrOib, valid: ['33392005961', '94577403194'], invalid: ['33392005962', '94577403195'], source: 'python-stdnum hr.oib; Porezna uprava "Kontrola OIB-a" (94577403194)' },
  LT: { rule: ids.balticPersonalCode, valid: ['33309240064', '35002125431'], invalid: ['33309240164', '35002125432'], source: 'python-stdnum lt.asmens' },
  EE: { rule: ids.balticPersonalCode, valid: ['36805280109', '37605030299'], invalid: ['36805280108', '37605030290'], source: 'python-stdnum ee.ik; et.wikipedia "Isikukood" (37605030299)' },
  LV: { rule: ids.lvPersonasKods, valid: ['161175-19997'], invalid: ['161175-19996', '161375-19997'], source: 'python-stdnum lv.pvn (personal code form)' },
  SI: { rule: ids.siEmso, valid: ['0101006500006'], invalid: ['0101006500007', '3201006500006'], source: 'python-stdnum si.emso' },
  CH: { rule: ids.chAhv, valid: ['756.9217.0769.85', '756.1234.5678.97'], invalid: ['756.9217.0769.84', '757.1234.5678.97'], source: 'python-stdnum ch.ssn; ZAS "Die AHV-Nummer" (756.1234.5678.97)' },
  IS: { rule: ids.isKennitala, valid: ['120174-3399'], invalid: ['120174-3389', '320174-3399', '450401-3150'], source: 'python-stdnum is.kennitala; is.wikipedia "Kennitala" (120174-3399); 450401-3150 is a company\'s (day + 40), not a person\'s' },
  LI: { rule: ids.liPeid, valid: ['00001234567', '1234567'], invalid: ['123', '00001234568913454545'], source: 'python-stdnum li.peid (format only: no check digit is published)' },
  GB: { rule: ids.gbNino, valid: ['HH012345D', 'AB123456C'], invalid: ['HH012345E', 'TO012345D', 'BG123456A', 'DA123456A'], source: 'python-stdnum gb.nino; HMRC NIM39110 (prefixes BG, GB, NK, KN, TN, NT, ZZ and letters D F I Q U V, O second, are never allocated)' },
  NL: { rule: ids.nlBsn, valid: ['111222333', '123456782'], invalid: ['999999999', '123456789'], source: 'python-stdnum nl.bsn; Rijksoverheid test numbers' },
};

describe('national identification numbers: published examples', () => {
  for (const [code, ex] of Object.entries(EXAMPLES)) {
    it(`${code}: ${ex.source}`, () => {
      for (const v of ex.valid) {
        expect(ex.rule.isValid(v), `${v} should be valid`).toBe(true);
        expect(STDNUM[code](v).isValid, `stdnum agrees ${v} is valid`).toBe(true);
      }
      for (const v of ex.invalid) expect(ex.rule.isValid(v), `${v} should be invalid`).toBe(false);
    });
  }

  it('ES NIE: python-stdnum es.nie (x-2482300w) and the Ministerio del Interior rule', () => {
    expect(ids.esNie.isValid('X2482300W')).toBe(true);
    expect(ids.esNie.isValid('X2482300A')).toBe(false);
    const rng = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const v = ids.esNie.generate(person(rng), rng);
      expect(ids.esNie.isValid(v)).toBe(true);
      expect(stdnum.ES.nie.validate(v).isValid, v).toBe(true);
    }
  });

  it('codice fiscale name letters follow the published rule', () => {
    // it.wikipedia: Rossi → RSS, Mario → MRA; first names with 4+ consonants take the 1st, 3rd and 4th.
    expect(ids.cfSurname('Rossi')).toBe('RSS');
    expect(ids.cfFirstName('Mario')).toBe('MRA');
    expect(ids.cfFirstName('Gianfranco')).toBe('GFR');
    expect(ids.cfSurname('Fo')).toBe('FOX');
    expect(ids.cfSurname("D'Amico")).toBe('DMC');
    expect(ids.cfSurname('Niccolò')).toBe('NCC');
  });
});

// ---- agreement with the holder ---------------------------------------------------------------------------

const NAMES: [string, string][] = [['Łukasz', 'Wójcik'], ['Zoë', 'Müller'], ['Ana', 'Ñúñez'], ['Jean-Luc', "D'Arco"], ['Bo', 'Ek'], ['Gianfranco', 'Rossi']];

/** A person born 1935–2007, of either gender. */
function person(rng: ReturnType<typeof createRandom>): PersonFacts {
  const day = rng.int(Date.UTC(1935, 0, 1) / 864e5, Date.UTC(2007, 11, 31) / 864e5);
  const [firstName, lastName] = rng.pick(NAMES);
  return { dateOfBirth: new Date(day * 864e5).toISOString().slice(0, 10), gender: rng.pick(['female', 'male'] as const), firstName, lastName };
}

interface Decoded {
  year: number;
  month: number;
  day?: number;
  gender?: Gender;
}

const n = (s: string): number => Number(s);
const odd = (c: string): Gender => (n(c) % 2 === 1 ? 'male' : 'female');

/** Reads the birth date and gender back out of each number, written from the public rules, not from the generators. */
const DECODE: Record<string, (v: string) => Decoded> = {
  FR: (v) => ({ year: 1900 + n(v.slice(1, 3)) + (n(v.slice(1, 3)) < 10 ? 100 : 0), month: n(v.slice(3, 5)), gender: v[0] === '1' ? 'male' : 'female' }),
  IT: (v) => {
    const day = n(v.slice(9, 11));
    return { year: 1900 + n(v.slice(6, 8)) + (n(v.slice(6, 8)) < 10 ? 100 : 0), month: 'ABCDEHLMPRST'.indexOf(v[8]) + 1, day: day % 40, gender: day > 40 ? 'female' : 'male' };
  },
  BE: (v) => {
    const in2000s = (97 - (n('2' + v.slice(0, 9)) % 97)) === n(v.slice(9));
    return { year: (in2000s ? 2000 : 1900) + n(v.slice(0, 2)), month: n(v.slice(2, 4)), day: n(v.slice(4, 6)), gender: odd(v[8]) };
  },
  AT: (v) => ({ year: 1900 + n(v.slice(9, 11)) + (n(v.slice(9, 11)) < 10 ? 100 : 0), month: n(v.slice(7, 9)), day: n(v.slice(5, 7)) }),
  SE: (v) => ({ year: 1900 + n(v.slice(0, 2)) + (n(v.slice(0, 2)) < 10 ? 100 : 0), month: n(v.slice(2, 4)), day: n(v.slice(4, 6)), gender: odd(v[9]) }),
  DK: (v) => ({ year: ('0123'.includes(v[7]) ? 1900 : 2000) + n(v.slice(4, 6)), month: n(v.slice(2, 4)), day: n(v.slice(0, 2)), gender: odd(v[10]) }),
  NO: (v) => ({ year: (n(v.slice(6, 9)) < 500 ? 1900 : 2000) + n(v.slice(4, 6)), month: n(v.slice(2, 4)), day: n(v.slice(0, 2)), gender: odd(v[8]) }),
  FI: (v) => ({ year: (v[6] === '-' ? 1900 : 2000) + n(v.slice(4, 6)), month: n(v.slice(2, 4)), day: n(v.slice(0, 2)), gender: odd(v[9]) }),
  PL: (v) => ({ year: (n(v.slice(2, 4)) > 20 ? 2000 : 1900) + n(v.slice(0, 2)), month: n(v.slice(2, 4)) % 20, day: n(v.slice(4, 6)), gender: odd(v[9]) }),
  CZ: (v) => ({ year: (v.length === 10 ? 1900 : n(v.slice(0, 2)) < 54 ? 2000 : 1900) + n(v.slice(0, 2)), month: n(v.slice(2, 4)) % 50, day: n(v.slice(4, 6)), gender: n(v.slice(2, 4)) > 50 ? 'female' : 'male' }),
  GR: (v) => ({ year: 1900 + n(v.slice(4, 6)) + (n(v.slice(4, 6)) < 10 ? 100 : 0), month: n(v.slice(2, 4)), day: n(v.slice(0, 2)), gender: odd(v[9]) }),
  RO: (v) => ({ year: ('12'.includes(v[0]) ? 1900 : 2000) + n(v.slice(1, 3)), month: n(v.slice(3, 5)), day: n(v.slice(5, 7)), gender: '15'.includes(v[0]) ? 'male' : 'female' }),
  BG: (v) => ({ year: (n(v.slice(2, 4)) > 40 ? 2000 : 1900) + n(v.slice(0, 2)), month: n(v.slice(2, 4)) % 40, day: n(v.slice(4, 6)), gender: n(v[8]) % 2 === 0 ? 'male' : 'female' }),
  LT: (v) => ({ year: ('34'.includes(v[0]) ? 1900 : 2000) + n(v.slice(1, 3)), month: n(v.slice(3, 5)), day: n(v.slice(5, 7)), gender: '35'.includes(v[0]) ? 'male' : 'female' }),
  LV: (v) => ({ year: (v[7] === '1' ? 1900 : 2000) + n(v.slice(4, 6)), month: n(v.slice(2, 4)), day: n(v.slice(0, 2)) }),
  SI: (v) => ({ year: (n(v.slice(4, 7)) < 800 ? 2000 : 1000) + n(v.slice(4, 7)), month: n(v.slice(2, 4)), day: n(v.slice(0, 2)), gender: n(v.slice(9, 12)) < 500 ? 'male' : 'female' }),
  IS: (v) => ({ year: (v[10] === '9' ? 1900 : 2000) + n(v.slice(4, 6)), month: n(v.slice(2, 4)), day: n(v.slice(0, 2)) }),
};
DECODE.SK = DECODE.CZ;
DECODE.EE = DECODE.LT;

/** Countries whose numbers must encode the birth date (and, where listed, gender). */
const ENCODES_DATE = Object.keys(DECODE).sort();

const PER_COUNTRY = 1000;
const ruleCountries = COUNTRIES.filter((c): c is typeof c & { nationalId: NationalIdSpec } => c.nationalId.kind === 'rule');

describe('national identification numbers: 1,000 per country', () => {
  it('every country has a rule or says why not', () => {
    expect(ruleCountries.map((c) => c.code).sort()).toEqual(Object.keys(STDNUM).sort());
    for (const c of COUNTRIES) {
      if (c.nationalId.kind === 'none') expect(c.nationalId.reason).toMatch(new RegExp(`^No national identification number is generated for ${c.name}: .{20,}`));
      else expect(c.nationalId.source.length).toBeGreaterThan(20);
    }
    expect(ruleCountries.filter((c) => c.nationalId.encodes.includes('dateOfBirth')).map((c) => c.code).sort()).toEqual(ENCODES_DATE);
  });

  for (const country of ruleCountries) {
    it(`${country.code} ${country.nationalId.localName}: valid by our rule and by stdnum, agreeing with the holder`, () => {
      const spec = country.nationalId;
      const rng = createRandom(`nid-${country.code}`);
      const seen = new Set<string>();
      for (let i = 0; i < PER_COUNTRY; i++) {
        const p = person(rng);
        const v = spec.generate(p, rng);
        seen.add(v);
        expect(spec.isValid(v), `${v} by our rule`).toBe(true);
        expect(STDNUM[country.code](v).isValid, `${v} by stdnum`).toBe(true);
        const decode = DECODE[country.code];
        if (decode) {
          const [y, m, d] = p.dateOfBirth.split('-').map(Number);
          const got = decode(v);
          expect({ year: got.year, month: got.month, day: got.day ?? d }, `${v} for ${p.dateOfBirth}`).toEqual({ year: y, month: m, day: d });
          if (spec.encodes.includes('gender')) expect(got.gender, `${v} for ${p.gender}`).toBe(p.gender);
          else expect(got.gender).toBeUndefined();
        }
        if (country.code === 'IT') expect(v.slice(0, 6)).toBe(ids.cfSurname(p.lastName) + ids.cfFirstName(p.firstName));
      }
      expect(seen.size).toBeGreaterThan(PER_COUNTRY * 0.95);
    });
  }
});
