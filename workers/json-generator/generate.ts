import { Faker, en } from '@faker-js/faker';
import RandExp from 'randexp';
import type { ProgressFn } from '../shared/result';
import { DEFAULT_ARRAY_LENGTH, UNBOUNDED_REPEAT_EXTRA, enumValues, numberRange, type FieldDefinition, type FieldType } from './schema';

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
const loc = faker.definitions.location;

/**
 * Generates `count` records for a schema that passed `validateSchema`. Fields that belong together agree:
 * names, first and last names and e-mail addresses on one level describe one person; a total next to an array
 * of priced items is the sum of quantity × price.
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
  const build = compileLevel(fields, { now });
  return () => build();
}

interface Env {
  now: number;
}

interface Person {
  first: string;
  last: string;
}

/** Per-record state of one object level: the person its name and e-mail fields share. */
interface Scope {
  person: Person | null;
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

const personOf = (scope: Scope): Person =>
  (scope.person ??= { first: faker.person.firstName(), last: faker.person.lastName() });

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

/** A street address ("4521 Maple Avenue") built from faker's English data without its slow template engine. */
function streetAddress(): string {
  return `${faker.number.int({ min: 1, max: 9999 })} ${street()}`;
}

function street(): string {
  return faker.datatype.boolean()
    ? faker.helpers.arrayElement(loc.street_name)
    : `${faker.person.lastName()} ${faker.helpers.arrayElement(loc.street_suffix)}`;
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

/** Plain string fields take their flavour from the key; anything unknown gets one to three words. */
function stringGen(key: string, productLevel: boolean): () => string {
  const k = norm(key);
  if (k === 'name' && productLevel) return () => faker.commerce.productName();
  if (k === 'title' || k === 'headline' || k === 'subject') return () => faker.company.catchPhrase();
  if (k === 'description') return productLevel ? () => faker.commerce.productDescription() : () => faker.lorem.sentence();
  if (['content', 'body', 'text', 'message', 'comment', 'bio', 'summary'].includes(k)) return () => faker.lorem.paragraph();
  if (k === 'street' || k === 'streetaddress' || k === 'address1') return streetAddress;
  if (['zip', 'zipcode', 'postcode', 'postalcode'].includes(k)) return () => faker.location.zipCode();
  if (k === 'state' || k === 'region') return () => faker.helpers.arrayElement(loc.state);
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

/** The value generator of one type (for arrays: of one item), `key` hinting at the flavour. */
function valueGen(type: FieldType, key: string, field: FieldDefinition, env: Env, productLevel: boolean): () => JsonValue {
  const o = field.options;
  switch (type) {
    case 'string':
      return stringGen(key, productLevel);
    case 'number':
      return numberGen(key, o);
    case 'boolean':
      return () => faker.datatype.boolean();
    case 'uuid':
      return uuid;
    case 'email':
      return () => faker.internet.email();
    case 'phone':
      return () => faker.phone.number({ style: 'international' });
    case 'name':
      return () => `${faker.person.firstName()} ${faker.person.lastName()}`;
    case 'address':
      return streetAddress;
    case 'city':
      // Real city names from faker's English data (its invented "Port Jaydenfurt" names cost ten times more).
      return () => faker.helpers.arrayElement(loc.city_name);
    case 'country':
      return () => faker.location.country();
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
      const item = valueGen(itemType, key, field, env, productLevel);
      const length = Math.floor(o?.length ?? DEFAULT_ARRAY_LENGTH);
      return () => {
        const out: JsonValue[] = new Array(length);
        for (let i = 0; i < length; i++) out[i] = item();
        return out;
      };
    }
  }
}

/** The item fields of an array of objects, or null. */
const objectItemFields = (f: FieldDefinition): FieldDefinition[] | null =>
  f.type === 'array' && f.options?.items === 'object' ? (f.options.fields ?? []) : null;

/** For a total-like number field: the sibling array of priced items it sums, with the keys to multiply. */
function findTotalSource(
  field: FieldDefinition,
  siblings: readonly FieldDefinition[],
): { itemsKey: string; priceKey: string; quantityKey: string | null } | null {
  if (field.type !== 'number' || !TOTAL_KEYS.has(norm(field.key))) return null;
  for (const s of siblings) {
    const itemFields = objectItemFields(s);
    if (!itemFields) continue;
    const price = itemFields.find((f) => f.type === 'number' && PRICE_KEYS.has(norm(f.key)));
    if (!price) continue;
    const quantity = itemFields.find((f) => f.type === 'number' && QUANTITY_KEYS.has(norm(f.key)));
    return { itemsKey: s.key.trim(), priceKey: price.key.trim(), quantityKey: quantity ? quantity.key.trim() : null };
  }
  return null;
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
    if (role === 'first') gens.push((s) => personOf(s).first);
    else if (role === 'last') gens.push((s) => personOf(s).last);
    else if (role === 'full') gens.push((s) => `${personOf(s).first} ${personOf(s).last}`);
    else if (field.type === 'email' && hasPerson && !emailTaken) {
      emailTaken = true;
      gens.push((s) => {
        const p = personOf(s);
        return faker.internet.email({ firstName: p.first, lastName: p.last });
      });
    } else {
      const total = findTotalSource(field, fields);
      const gen = valueGen(field.type, keys[i], field, env, productLevel);
      if (total) {
        const sum: Gen = (s) => {
          const items = s.values[total.itemsKey];
          if (!Array.isArray(items) || items.length === 0) return gen();
          let cents = 0;
          for (const item of items) {
            const it = item as JsonRecord;
            const price = Number(it[total.priceKey]) || 0;
            const quantity = total.quantityKey === null ? 1 : Number(it[total.quantityKey]) || 0;
            cents += Math.round(price * quantity * 100);
          }
          return cents / 100;
        };
        deferred.push({ index: i, gen: sum });
        gens.push(() => null);
      } else gens.push(gen);
    }
  });

  const n = fields.length;
  return () => {
    const values: JsonRecord = {};
    const scope: Scope = { person: null, values };
    for (let i = 0; i < n; i++) setOwn(values, keys[i], gens[i](scope));
    // Re-defining keeps the key's place in the record: the total stays where the schema puts it.
    for (const d of deferred) setOwn(values, keys[d.index], d.gen(scope));
    return values;
  };
}
