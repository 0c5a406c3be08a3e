import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { COUNTRY_OPTIONS, countryOption } from './meta';

describe('the countries as the page knows them', () => {
  it('are the registry, in its order, with its names, flags and groups', () => {
    expect(COUNTRY_OPTIONS.map((c) => [c.code, c.name, c.flag, c.group, c.hasBSN])).toEqual(COUNTRIES.map((c) => [c.code, c.name, c.flag, c.group, c.hasBSN]));
  });

  it('give a reason exactly where the country file generates no national number, VAT number or company number', () => {
    for (const c of COUNTRIES) {
      const option = countryOption(c.code)!;
      expect(option.noNationalId?.reason, c.code).toBe(c.nationalId.kind === 'none' ? c.nationalId.reason : undefined);
      expect(option.noVat?.reason, c.code).toBe(c.vat.kind === 'none' ? c.vat.reason : undefined);
      expect(option.noCompanyNumber?.reason, c.code).toBe(c.company.registry.kind === 'none' ? c.company.registry.reason : undefined);
    }
    expect(COUNTRY_OPTIONS.filter((c) => c.noVat).map((c) => c.code)).toEqual(['LI', 'VA']);
    expect(countryOption('nl')?.name).toBe('Netherlands');
    expect(countryOption('XX')).toBeUndefined();
  });
});
