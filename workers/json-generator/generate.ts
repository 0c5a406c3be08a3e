import { Faker, en } from '@faker-js/faker';
import RandExp from 'randexp';
import type { ProgressFn } from '../shared/result';
import { generateAddress, type Address } from '../testdata/address';
import { generateBsn } from '../testdata/bsn';
import { COUNTRIES, countryByCode } from '../testdata/countries';
import type { CountryData, Gender, PersonFacts } from '../testdata/countries/types';
import { ibanFor } from '../testdata/iban';
import { birthDate, emailFor } from '../testdata/person';
import { generatePhone } from '../testdata/phone';
import { DIGITS, type Random } from '../testdata/random';
import { DEFAULT_ARRAY_LENGTH, RANDOM_COUNTRY, UNBOUNDED_REPEAT_EXTRA, enumValues, numberRange, type FieldDefinition, type FieldType } from './meta';

/** A generated record: plain JSON values only. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonRecord = { [key: string]: JsonValue };

export interface GenerateOptions {
  /** Makes the output reproducible: the same schema, count and seed give the same records. */
  seed?: number;
  /** Called every `PROGRESS_EVERY` records and once at the end; never awaited. */
  onProgress?: ProgressFn;
  /**
   * The moment dates are generated around (ms since epoch). Defaults to now, or to a fixed day when a seed is
   * given, so that a seed reproduces the same dates tomorrow too.
   */
  now?: number;
}

/** Records between two progress reports. */
export const PROGRESS_EVERY = 500;

/** The reference moment of seeded runs (2026-01-01T00:00:00Z). */
export const SEEDED_NOW = Date.UTC(2026, 0, 1);

const DAY = 86_400_000;

// One generator for the whole module: only the English locale is imported, so the bundle carries no other.
const faker = new Faker({ locale: [en] });

/** The test-data generators' random source, drawing from the seeded faker so that a seed reproduces everything. */
const rng: Random = (() => {
  const next = (): number => faker.number.int(0xffffffff) / 4294967296;
  const chars = (alphabet: string, count: number): string => {
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chars,
    digits: (count) => chars(DIGITS, count),
  };
})();

/**
 * The record's countries. Country-bound fields (`COUNTRY_TYPES`) without a `country` option take the record's
 * country: the code of the schema's first `country` field that names one, else a country drawn once per record,
 * which is also what "random" means. So a record's address, city, postcode, phone, names, IBAN and country agree.
 */
interface RecordCountry {
  /** The country a `country` field of the schema names, for every record. */
  pinned: CountryData | null;
  /** Drawn at the first use in each record. */
  random: CountryData | null;
}

const recordCountry: RecordCountry = { pinned: null, random: null };

const randomCountry = (): CountryData => (recordCountry.random ??= rng.pick(COUNTRIES));

/** The country of a field: its own code, the record's random one, or the record's country. */
function countryOf(option: string | undefined): CountryData {
  if (option !== undefined && option !== RANDOM_COUNTRY) {
    const c = countryByCode(option);
    if (c) return c;
  }
  return option === RANDOM_COUNTRY ? randomCountry() : (recordCountry.pinned ?? randomCountry());
}

/** The first country code a `country` field of the schema names (depth first), or null. */
function pinnedCountry(fields: readonly FieldDefinition[]): CountryData | null {
  for (const f of fields) {
    const code = f.options?.country;
    if (f.type === 'country' && code !== undefined && code !== RANDOM_COUNTRY) return countryByCode(code) ?? null;
    if (f.type === 'object' || (f.type === 'array' && f.options?.items === 'object')) {
      const inner = pinnedCountry(f.options?.fields ?? []);
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * Generates `count` records for a schema that passed `validateSchema`. Fields that belong together agree:
 * names, first and last names and e-mail addresses on one level describe one person; street, city, postcode and
 * phone on one level are one address of the record's country; a total next to an array of priced items is the
 * sum of quantity × price, the items drawn so that the sum stays within the total's own range.
 */
export function generateRecords(fields: readonly FieldDefinition[], count: number, options: GenerateOptions = {}): JsonRecord[] {
  const build = recordSource(fields, options);
  const records: JsonRecord[] = new Array(count);
  for (let i = 0; i < count; i++) {
    records[i] = build();
    if (options.onProgress && (i + 1) % PROGRESS_EVERY === 0 && i + 1 < count) options.onProgress(i + 1, count);
  }
  options.onProgress?.(count, count);
  return records;
}

/**
 * The record maker behind `generateRecords`, for callers that stream records one at a time (the command line):
 * seeds the module's generator, and each call returns the next record — the same records, in the same order, as
 * `generateRecords` with the same options. One source at a time: a new source (or `generateRecords`) reseeds it.
 */
export function recordSource(fields: readonly FieldDefinition[], options: Omit<GenerateOptions, 'onProgress'> = {}): () => JsonRecord {
  if (options.seed !== undefined) faker.seed(options.seed);
  else faker.seed();
  const now = options.now ?? (options.seed !== undefined ? SEEDED_NOW : Date.now());
  const build = compileLevel(fields, { now, asOf: new Date(now).toISOString().slice(0, 10) });
  const pinned = pinnedCountry(fields);
  // Each record draws its own country (for the fields that follow the record's country).
  return () => {
    recordCountry.pinned = pinned;
    recordCountry.random = null;
    return build();
  };
}

interface Env {
  now: number;
  /** `now` as YYYY-MM-DD, the day ages are counted from. */
  asOf: string;
}

interface Person extends PersonFacts {
  first: string;
  last: string;
  country: CountryData;
}

/** Per-record state of one object level: the person its name and e-mail fields share, its address per country. */
interface Scope {
  person: Person | null;
  addresses: Map<string, Address> | null;
  values: JsonRecord;
}

type Gen = (scope: Scope) => JsonValue;

/** The key reduced to lower-case letters and digits, for matching hints such as "first_name" or "zipCode". */
const norm = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIRST_KEYS = new Set(['firstname', 'givenname', 'forename', 'first']);
const LAST_KEYS = new Set(['lastname', 'surname', 'familyname', 'last']);
const TOTAL_KEYS = new Set(['total', 'totalamount', 'totalprice', 'ordertotal', 'amount', 'subtotal', 'grandtotal']);
const PRICE_KEYS = new Set(['price', 'unitprice', 'amount', 'cost']);
const QUANTITY_KEYS = new Set(['quantity', 'qty', 'count']);
const PRODUCT_HINTS = new Set(['price', 'category', 'sku', 'instock', 'stock', 'brand', 'specifications']);
const DECIMAL_HINT = /price|amount|total|cost|weight|rate|balance|salary|fee|tax/;
const DATETIME_RECENT = /created|updated|published|modified|posted|ordered|timestamp|at$/;

type PersonRole = 'first' | 'last' | 'full';

/** Which person part a name-like field stands for, or null when it is not about a person. */
function personRole(field: FieldDefinition, productLevel: boolean): PersonRole | null {
  const k = norm(field.key);
  if (field.type !== 'name' && field.type !== 'string') return null;
  if (FIRST_KEYS.has(k)) return 'first';
  if (LAST_KEYS.has(k)) return 'last';
  if (field.type === 'name') return 'full';
  return (k === 'name' || k === 'fullname') && !productLevel ? 'full' : null;
}

/** A person of `country`: a name typical of it, a gender and a birth date 18–90 years before `asOf`. */
function newPerson(country: CountryData, asOf: string): Person {
  const gender: Gender = rng.int(0, 1) === 0 ? 'female' : 'male';
  const { names } = country;
  const first = rng.pick(gender === 'male' ? names.male : names.female);
  const i = rng.int(0, names.last.length - 1);
  const last = gender === 'female' && names.lastFemale ? names.lastFemale[i] : names.last[i];
  return { first, last, firstName: first, lastName: last, gender, dateOfBirth: birthDate(asOf, rng), country };
}

/** The level's person (drawn from `option`'s country at the first use). */
const personOf = (scope: Scope, env: Env, option?: string): Person => (scope.person ??= newPerson(countryOf(option), env.asOf));

/** The level's address in `country` (one per country and level, so street, city and postcode agree). */
function addressOf(scope: Scope, country: CountryData, shared: boolean): Address {
  if (!shared) return generateAddress(country.code, rng);
  scope.addresses ??= new Map();
  let a = scope.addresses.get(country.code);
  if (!a) scope.addresses.set(country.code, (a = generateAddress(country.code, rng)));
  return a;
}

/** The street line of an address as the country writes it ("Hauptstraße 12", "12 rue de la Paix"). */
const streetLine = (a: Address): string => a.lines.find((l) => l.includes(a.street)) ?? `${a.street} ${a.number}`;

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** A random (version 4) UUID from the seeded generator; faker's own is ten times slower. */
function uuid(): string {
  const b = new Array<number>(16);
  for (let i = 0; i < 16; i += 4) {
    const r = faker.number.int(0xffffffff);
    b[i] = r & 0xff;
    b[i + 1] = (r >>> 8) & 0xff;
    b[i + 2] = (r >>> 16) & 0xff;
    b[i + 3] = r >>> 24;
  }
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.map((x) => HEX[x]);
  return `${h[0]}${h[1]}${h[2]}${h[3]}-${h[4]}${h[5]}-${h[6]}${h[7]}-${h[8]}${h[9]}-${h[10]}${h[11]}${h[12]}${h[13]}${h[14]}${h[15]}`;
}

/** A moment between `daysBack` days before `now` and `now`. */
const pastMs = (env: Env, daysBack: number): number => env.now - faker.number.int({ min: 0, max: daysBack * DAY });

function numberGen(key: string, options: FieldDefinition['options']): () => number {
  const { min, max } = numberRange(options);
  const lo = Math.ceil(min);
  const hi = Math.floor(max);
  // Money, weights and rates read naturally with cents; counts and ages as whole numbers.
  if (DECIMAL_HINT.test(norm(key)) || lo > hi) {
    return () => Math.min(max, Math.max(min, faker.number.float({ min, max, fractionDigits: 2 })));
  }
  return () => faker.number.int({ min: lo, max: hi });
}

const STREET_KEYS = new Set(['street', 'streetaddress', 'address1']);
const POSTCODE_KEYS = new Set(['zip', 'zipcode', 'postcode', 'postalcode']);

/** Plain string fields take their flavour from the key; anything unknown gets one to three words. */
function stringGen(key: string, productLevel: boolean, shared: boolean): Gen {
  const k = norm(key);
  // Parts of the level's address, in the record's country.
  if (STREET_KEYS.has(k)) return (s) => streetLine(addressOf(s, countryOf(undefined), shared));
  if (POSTCODE_KEYS.has(k)) return (s) => addressOf(s, countryOf(undefined), shared).postcode;
  if (k === 'state' || k === 'region') return (s) => addressOf(s, countryOf(undefined), shared).region ?? '';
  if (k === 'name' && productLevel) return () => faker.commerce.productName();
  if (k === 'title' || k === 'headline' || k === 'subject') return () => faker.company.catchPhrase();
  if (k === 'description') return productLevel ? () => faker.commerce.productDescription() : () => faker.lorem.sentence();
  if (['content', 'body', 'text', 'message', 'comment', 'bio', 'summary'].includes(k)) return () => faker.lorem.paragraph();
  if (k === 'size') return () => faker.helpers.arrayElement(['XS', 'S', 'M', 'L', 'XL']);
  if (k === 'color' || k === 'colour') return () => faker.color.human();
  if (['username', 'user', 'login', 'handle'].includes(k)) return () => faker.internet.username();
  if (k === 'company') return () => faker.company.name();
  if (k === 'jobtitle' || k === 'job') return () => faker.person.jobTitle();
  if (k === 'category' || k === 'department') return () => faker.commerce.department();
  if (k === 'currency') return () => faker.finance.currencyCode();
  if (k === 'password') return () => faker.internet.password();
  if (k === 'tag' || k === 'tags' || k === 'keyword' || k === 'keywords') return () => faker.word.noun();
  if (k.endsWith('id') && k.length > 2) return () => faker.string.alphanumeric(12);
  return () => faker.word.words({ count: { min: 1, max: 3 } });
}

/**
 * The value generator of one type (for arrays: of one item), `key` hinting at the flavour. `shared` is false for
 * array items, which each get their own address instead of the level's.
 */
function valueGen(type: FieldType, key: string, field: FieldDefinition, env: Env, productLevel: boolean, shared = true): Gen {
  const o = field.options;
  const country = o?.country;
  switch (type) {
    case 'string':
      return stringGen(key, productLevel, shared);
    case 'number':
      return numberGen(key, o);
    case 'boolean':
      return () => faker.datatype.boolean();
    case 'uuid':
      return uuid;
    case 'email':
      return () => faker.internet.email();
    case 'phone':
      return () => generatePhone(countryOf(country).code, rng);
    case 'name':
      return () => {
        const p = newPerson(countryOf(country), env.asOf);
        return `${p.first} ${p.last}`;
      };
    case 'address':
      return (s) => streetLine(addressOf(s, countryOf(country), shared));
    case 'city':
      return (s) => addressOf(s, countryOf(country), shared).city;
    case 'country':
      return () => countryOf(country).name;
    case 'iban':
      return () => ibanFor(countryOf(country), rng);
    case 'nationalId':
      return (s) => {
        const c = countryOf(country);
        if (c.nationalId.kind === 'none') return null;
        // The level's person when it is of this country, so the number agrees with their birth date and gender.
        const p = s.person?.country === c ? s.person : newPerson(c, env.asOf);
        return c.nationalId.generate(p, rng);
      };
    case 'vat':
      return () => {
        const spec = countryOf(country).vat;
        return spec.kind === 'none' ? null : spec.generate(rng);
      };
    case 'bsn':
      return () => generateBsn(rng);
    case 'date':
      return () => new Date(pastMs(env, 3650)).toISOString().slice(0, 10);
    case 'time':
      return () =>
        `${pad2(faker.number.int(23))}:${pad2(faker.number.int(59))}:${pad2(faker.number.int(59))}`;
    case 'datetime': {
      const days = DATETIME_RECENT.test(norm(key)) ? 730 : 3650;
      return () => new Date(pastMs(env, days)).toISOString();
    }
    case 'url':
      return () => `https://${faker.internet.domainName()}${faker.datatype.boolean() ? `/${faker.word.noun()}` : ''}`;
    case 'ip':
      return () => faker.internet.ipv4();
    case 'color':
      return () => `#${faker.number.int(0xffffff).toString(16).padStart(6, '0')}`;
    case 'enum': {
      const values = enumValues(o?.pattern);
      return () => faker.helpers.arrayElement(values);
    }
    case 'regex': {
      const re = new RandExp(new RegExp(o?.pattern ?? ''));
      // Draw from the seeded generator so seeded output is reproducible; keep `*` and `+` runs short.
      re.randInt = (a: number, b: number) => faker.number.int({ min: a, max: b });
      re.max = UNBOUNDED_REPEAT_EXTRA;
      return () => re.gen();
    }
    case 'object': {
      const build = compileLevel(o?.fields ?? [], env);
      return build;
    }
    case 'array': {
      const itemType = o?.items && o.items !== 'array' ? o.items : 'string';
      const item = valueGen(itemType, key, field, env, productLevel, false);
      const length = Math.floor(o?.length ?? DEFAULT_ARRAY_LENGTH);
      return (s) => {
        const out: JsonValue[] = new Array(length);
        for (let i = 0; i < length; i++) out[i] = item(s);
        return out;
      };
    }
  }
}

/** The item fields of an array of objects, or null. */
const objectItemFields = (f: FieldDefinition): FieldDefinition[] | null =>
  f.type === 'array' && f.options?.items === 'object' ? (f.options.fields ?? []) : null;

interface TotalSource {
  itemsKey: string;
  priceKey: string;
  quantityKey: string | null;
  price: FieldDefinition;
  quantity: FieldDefinition | null;
}

/** For a total-like number field: the sibling array of priced items it sums, with the keys to multiply. */
function findTotalSource(field: FieldDefinition, siblings: readonly FieldDefinition[]): TotalSource | null {
  if (field.type !== 'number' || !TOTAL_KEYS.has(norm(field.key))) return null;
  for (const s of siblings) {
    const itemFields = objectItemFields(s);
    if (!itemFields) continue;
    const price = itemFields.find((f) => f.type === 'number' && PRICE_KEYS.has(norm(f.key)));
    if (!price) continue;
    const quantity = itemFields.find((f) => f.type === 'number' && QUANTITY_KEYS.has(norm(f.key)));
    return { itemsKey: s.key.trim(), priceKey: price.key.trim(), quantityKey: quantity ? quantity.key.trim() : null, price, quantity: quantity ?? null };
  }
  return null;
}

/**
 * The items' sum of quantity × price in cents, after bringing it into [lo, hi] cents where the items' own ranges
 * allow: prices are lowered in proportion (then quantities, when prices are at their minimum), or raised, each
 * within its field's range.
 * Prices are written back rounded to the cent, so the sum is exact.
 */
function fitItems(items: JsonRecord[], t: TotalSource, lo: number, hi: number): number {
  const pr = numberRange(t.price.options);
  const pmin = Math.max(0, Math.ceil(pr.min * 100));
  const pmax = Math.floor(pr.max * 100);
  const qr = t.quantity ? numberRange(t.quantity.options) : { min: 1, max: 1 };
  const qmin = Math.max(0, Math.ceil(qr.min));
  const price = items.map((it) => Math.round((Number(it[t.priceKey]) || 0) * 100));
  const qty = items.map((it) => (t.quantityKey === null ? 1 : Number(it[t.quantityKey]) || 0));
  let total = price.reduce((sum, p, i) => sum + p * qty[i], 0);
  if (total > hi) {
    // Scale every price's part above its minimum towards a total drawn from the upper half of the range, so that
    // totals spread over the range instead of piling up at its top.
    const floor = price.reduce((sum, p, i) => sum + Math.min(p, pmin) * qty[i], 0);
    // Past reach even at the minimum prices: as close as the prices allow.
    const target = floor > hi ? floor : rng.int(Math.max(floor, Math.floor(hi / 2), Number.isFinite(lo) ? Math.min(lo, hi) : 0), hi);
    if (floor < total) {
      const f = (target - floor) / (total - floor);
      total = 0;
      for (let i = 0; i < price.length; i++) {
        if (price[i] > pmin) price[i] = pmin + Math.floor((price[i] - pmin) * f);
        total += price[i] * qty[i];
      }
    }
  }
  for (let i = items.length - 1; i >= 0 && total > hi && t.quantityKey !== null; i--) {
    if (price[i] <= 0 || !Number.isInteger(qty[i]) || qty[i] <= qmin) continue;
    const cut = Math.min(qty[i] - qmin, Math.ceil((total - hi) / price[i]));
    qty[i] -= cut;
    total -= cut * price[i];
  }
  for (let i = 0; i < items.length && total < lo; i++) {
    if (qty[i] <= 0 || price[i] >= pmax) continue;
    const add = Math.min(pmax - price[i], Math.ceil((lo - total) / qty[i]));
    price[i] += add;
    total += add * qty[i];
  }
  items.forEach((it, i) => {
    setOwn(it, t.priceKey, price[i] / 100);
    if (t.quantityKey !== null) setOwn(it, t.quantityKey, qty[i]);
  });
  return total;
}

/**
 * Sets `record[key]` as an own, enumerable property whatever the key: plain assignment of `__proto__` would
 * change the object's prototype instead and the field would vanish from the output.
 */
export function setOwn(record: JsonRecord, key: string, value: JsonValue): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Compiles one object level into a record builder (schema walked once, not once per record). */
function compileLevel(fields: readonly FieldDefinition[], env: Env): () => JsonRecord {
  const productLevel = fields.some((f) => PRODUCT_HINTS.has(norm(f.key)));
  const taken = new Set<PersonRole>();
  const roles = fields.map((f) => {
    const role = personRole(f, productLevel);
    // Only the first field of each role belongs to the level's person; a second "name" is someone else.
    if (role === null || taken.has(role)) return null;
    taken.add(role);
    return role;
  });
  const hasPerson = taken.size > 0;
  let emailTaken = false;

  const keys = fields.map((f) => f.key.trim());
  const gens: Gen[] = [];
  const deferred: { index: number; gen: Gen }[] = [];
  fields.forEach((field, i) => {
    const role = roles[i];
    const option = field.options?.country;
    if (role === 'first') gens.push((s) => personOf(s, env, option).first);
    else if (role === 'last') gens.push((s) => personOf(s, env, option).last);
    else if (role === 'full') gens.push((s) => `${personOf(s, env, option).first} ${personOf(s, env, option).last}`);
    else if (field.type === 'email' && hasPerson && !emailTaken) {
      emailTaken = true;
      // ASCII-folded firstname.lastname at a reserved example domain (names may be Greek, Cyrillic, accented).
      gens.push((s) => {
        const p = personOf(s, env);
        return emailFor(p.first, p.last, rng);
      });
    } else {
      const total = findTotalSource(field, fields);
      const gen = valueGen(field.type, keys[i], field, env, productLevel);
      if (total) {
        // The total's own bounds, when the schema gives them, bound the items' sum too.
        const own = field.options ?? {};
        const bounded = own.min !== undefined || own.max !== undefined;
        const range = numberRange(own);
        const lo = bounded && own.min !== undefined ? Math.ceil(range.min * 100) : -Infinity;
        const hi = bounded && own.max !== undefined ? Math.floor(range.max * 100) : Infinity;
        const sum: Gen = (s) => {
          const items = s.values[total.itemsKey];
          if (!Array.isArray(items) || items.length === 0) return gen(s);
          return fitItems(items as JsonRecord[], total, lo, hi) / 100;
        };
        deferred.push({ index: i, gen: sum });
        gens.push(() => null);
      } else gens.push(gen);
    }
  });

  const n = fields.length;
  return () => {
    const values: JsonRecord = {};
    const scope: Scope = { person: null, addresses: null, values };
    for (let i = 0; i < n; i++) setOwn(values, keys[i], gens[i](scope));
    // Re-defining keeps the key's place in the record: the total stays where the schema puts it.
    for (const d of deferred) setOwn(values, keys[d.index], d.gen(scope));
    return values;
  };
}
