import { errorOf, fail, ok, withCode, type Result } from '../shared/result';
import { countryByCode } from './countries';
import { generate } from './generate';
import { createRandom } from './random';
import { COUNTRY_OPTIONS, DATA_KINDS, type DataKind } from './meta';

/**
 * A source of test-data values of `kind` for `country` (ISO code, any case): each call returns the next value.
 * With a seed (number, or text as typed into the site's Seed box) the values are those the site's bulk list shows
 * for the same seed, in the same order. Fails on an unknown kind or country.
 */
export function testDataSource(kind: string, country: string, seed?: number | string): Result<() => string> {
  if (!(DATA_KINDS as readonly string[]).includes(kind)) {
    return withCode(fail(`Unknown kind: ${kind}. Kinds: ${DATA_KINDS.join(', ')}`), 'unknown-kind');
  }
  const data = countryByCode(country);
  if (!data) {
    return withCode(
      fail(`Unsupported country code: ${country}. Countries: ${COUNTRY_OPTIONS.map((c) => c.code).join(', ')}`),
      'unknown-country',
    );
  }
  if (kind === 'bsn' && !data.hasBSN) {
    const withBsn = COUNTRY_OPTIONS.filter((c) => c.hasBSN).map((c) => c.code);
    return withCode(fail(`BSN is a Dutch number: use --country ${withBsn.join(' or ')}`), 'unknown-kind');
  }
  const rng = createRandom(seed === '' ? undefined : seed);
  const code = data.code;
  return ok(() => generate(kind as DataKind, code, rng));
}

/** `count` test-data values (see testDataSource); the first 1,000 equal the site's bulk list for the same seed. */
export function generateTestData(kind: string, country: string, count: number, seed?: number | string): Result<string[]> {
  const source = testDataSource(kind, country, seed);
  if (!source.ok) return source;
  try {
    const values: string[] = new Array(Math.max(0, Math.floor(count)));
    for (let i = 0; i < values.length; i++) values[i] = source.value();
    return ok(values);
  } catch (e) {
    return { ok: false, error: errorOf(e, 'Failed to generate test data') };
  }
}
