import { generateAddress } from './address';
import { countryByCode } from './countries';
import type { CountryData } from './countries/types';
import { ibanFor } from './iban';
import { asciiFold } from './person';
import { generatePhone } from './phone';
import type { Random } from './random';
import type { CompanyField } from './meta';
import { generateVat } from './vat';

/** One consistent test company: every field is a string (empty where a country has no such value). */
export type Company = Record<CompanyField, string>;

/**
 * The company's domain: its surname and trade, ASCII-folded, under `.example`, the top-level domain reserved for
 * examples (RFC 2606), so no generated address or website reaches a real one.
 */
export const companyDomain = (surname: string, trade: string): string => `${asciiFold(surname) || 'company'}-${asciiFold(trade) || 'trade'}.example`;

function companyOf(country: CountryData, rng: Random): Company {
  const { company, names } = country;
  const surname = rng.pick(names.last);
  const trade = rng.pick(company.trades);
  const legalForm = rng.pick(company.legalForms);
  const vatNumber = country.vat.kind === 'rule' ? generateVat(country.vat, rng) : '';
  const registry = company.registry;
  const registrationNumber = registry.kind === 'rule' ? registry.number(vatNumber, rng) : '';
  const domain = companyDomain(surname, trade);
  const phone = generatePhone(country.code, rng);
  const address = generateAddress(country.code, rng);
  return {
    country: country.code,
    name: `${surname} ${trade} ${legalForm}`,
    legalForm,
    vatNumber,
    registrationNumber,
    registrationNumberName: registry.kind === 'rule' ? registry.localName : '',
    email: `info@${domain}`,
    website: `https://www.${domain}`,
    phone,
    street: address.street,
    houseNumber: String(address.number),
    postcode: address.postcode,
    city: address.city,
    region: address.region ?? '',
    iban: ibanFor(country, rng),
  };
}

/**
 * A consistent company of `code`: a name of a surname and a trade of the country with one of its legal forms, a VAT
 * number with the national check digits (GB, CH and NO equivalents included), the national company number agreeing
 * with it where the country has a public rule, email and website on a domain derived from the name, and a phone
 * number, address and IBAN of the country. Throws "Unsupported country code: XX" for other codes.
 */
export function generateCompany(code: string, rng: Random): Company {
  const country = countryByCode(code);
  if (!country) throw new Error(`Unsupported country code: ${code}`);
  return companyOf(country, rng);
}

/** A generator of companies drawn from `countries` (one each time, at random when several) for bulk use. */
export function companySource(countries: readonly CountryData[], rng: Random): () => Company {
  return () => companyOf(countries.length === 1 ? countries[0] : rng.pick(countries), rng);
}
