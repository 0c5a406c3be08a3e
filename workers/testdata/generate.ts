import { generateAddress } from './address';
import { generateBsn } from './bsn';
import { countryByCode } from './countries';
import { generateIban } from './iban';
import { generatePassport } from './passport';
import { generatePhone } from './phone';
import type { Random } from './random';
import { generateVat } from './vat';
import type { DataKind } from './meta';

/**
 * One value of `kind` for `country` as it is copied: IBAN in electronic format, address as multi-line text.
 * Throws the engine's errors (e.g. "Unsupported country code: XX" for an IBAN, or for a VAT number of a country
 * without one the reason why).
 */
export function generate(kind: DataKind, country: string, rng: Random): string {
  switch (kind) {
    case 'bsn':
      return generateBsn(rng);
    case 'iban':
      return generateIban(country, rng);
    case 'passport':
      return generatePassport(country, rng);
    case 'address':
      return generateAddress(country, rng).text;
    case 'phone':
      return generatePhone(country, rng);
    case 'vat': {
      const data = countryByCode(country);
      if (!data) throw new Error(`Unsupported country code: ${country}`);
      return generateVat(data.vat, rng);
    }
  }
}
