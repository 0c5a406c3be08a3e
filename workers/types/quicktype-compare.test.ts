import { FetchingJSONSchemaStore, InputData, JSONSchemaInput, quicktype } from 'quicktype-core';
import { describe, expect, it } from 'vitest';
import { modelOf, render, samples, VARIANTS, type VariantId } from './toolchain.test-support';

/**
 * C#, Kotlin and Swift have no toolchain that can build current code here, so their outputs are compared field by
 * field with quicktype's for the same JSON Schema (ours): every class has the same JSON keys, and each key the same
 * type and nullability. Where the two differ by design the comparison says so in `DIFFERENT_BY_DESIGN`.
 */

type Lang = 'csharp' | 'kotlin' | 'swift';

/** quicktype's options: the same libraries as ours (System.Text.Json, kotlinx.serialization, Codable), no guessing. */
const QUICKTYPE_OPTIONS: Record<Lang, Record<string, string>> = {
  csharp: { framework: 'SystemTextJson', features: 'attributes-only', 'array-type': 'list' },
  kotlin: { framework: 'kotlinx' },
  swift: { 'coding-keys': 'true', initializers: 'false' },
};

/**
 * Types ours writes differently on purpose: unions and values of no fixed kind (ours JsonElement / JSONValue,
 * quicktype's a union type with a converter, JSONAny or JSONNull), integers past 2^63 (ulong, ULong, UInt64, Decimal: quicktype's
 * are always 64-bit signed), and formats (ours: DateTimeOffset, DateOnly, Guid; quicktype: Uri, LocalDate…), all
 * compared as what they hold.
 */
const DIFFERENT_BY_DESIGN = /^(JsonElement|JSONValue|JSONAny|JSONNull|NSNull|object|ulong|ULong|UInt64|Decimal)$/;

const PRIMITIVES: Record<string, string> = {
  long: 'int', Long: 'int', Int: 'int', int: 'int',
  double: 'number', Double: 'number',
  bool: 'bool', Boolean: 'bool', Bool: 'bool',
  string: 'string', String: 'string',
  DateTimeOffset: 'string', DateOnly: 'string', Guid: 'string', Uri: 'string', URL: 'string', UUID: 'string', LocalDate: 'string', Date: 'string',
};

interface Field {
  key: string;
  type: string;
}

/** The classes of a C#, Kotlin or Swift source and their JSON keys with the written types. */
function classesOf(lang: Lang, source: string): Map<string, Field[]> {
  const classes = new Map<string, Field[]>();
  const enums = new Set<string>();
  let current: Field[] | null = null;
  let inCodingKeys = false;
  let pendingKey: string | null = null;
  /** Swift: property name → JSON key, from CodingKeys. */
  const swiftKeys = new Map<string, Map<string, string>>();
  let className = '';
  const unquote = (s: string) => JSON.parse(s.replace(/\\\$/g, '$')) as string;
  for (const line of source.split('\n')) {
    const enumDecl = /^\s*(?:public\s+)?enum\s+(?:class\s+)?(\w+)/.exec(line);
    if (enumDecl) {
      if (enumDecl[1] === 'CodingKeys') inCodingKeys = true;
      else if (!DIFFERENT_BY_DESIGN.test(enumDecl[1])) {
        enums.add(enumDecl[1]);
        current = null;
      }
      continue;
    }
    if (inCodingKeys && line.trim() === '}') {
      inCodingKeys = false;
      continue;
    }
    const decl = /\b(?:class|record|struct)\s+(\w+)/.exec(line);
    if (decl && !line.trim().startsWith('//')) {
      className = decl[1];
      current = [];
      classes.set(className, current);
      continue;
    }
    if (!current) continue;
    if (lang === 'csharp') {
      const key = /JsonPropertyName\(("(?:[^"\\]|\\.)*")\)\]/.exec(line);
      if (key) pendingKey = unquote(key[1]);
      const ours = /JsonPropertyName\("(?:[^"\\]|\\.)*"\)\]\s+(.+?)\s+@?[\p{L}\p{N}_]+,?$/u.exec(line);
      const theirs = /public\s+(.+?)\s+[\p{L}\p{N}_]+\s*\{ get; set; \}/u.exec(line);
      const type = ours?.[1] ?? theirs?.[1];
      if (type && pendingKey !== null) {
        current.push({ key: pendingKey, type });
        pendingKey = null;
      }
    } else if (lang === 'kotlin') {
      const key = /@SerialName\(("(?:[^"\\]|\\.)*")\)/.exec(line);
      if (key) pendingKey = unquote(key[1]);
      const prop = /^\s*val\s+(`?[^:`]+`?):\s+(.+?)(?:\s*=\s*null)?,?\s*$/.exec(line);
      if (prop) {
        current.push({ key: pendingKey ?? prop[1].replace(/`/g, ''), type: prop[2] });
        pendingKey = null;
      }
    } else {
      const prop = /^\s*let\s+(`?[\p{L}\p{N}_]+`?):\s+(.+?)\s*$/u.exec(line);
      if (prop) current.push({ key: prop[1].replace(/`/g, ''), type: prop[2] });
      const cases = /^\s*case\s+(.+)$/.exec(line);
      if (inCodingKeys && cases) {
        const map = swiftKeys.get(className) ?? new Map<string, string>();
        swiftKeys.set(className, map);
        for (const part of cases[1].split(/,\s*(?=`?[\p{L}\p{N}_]+`?(?:\s*=|,|$))/u)) {
          const m = /^(`?[\p{L}\p{N}_]+`?)(?:\s*=\s*("(?:[^"\\]|\\.)*"))?$/u.exec(part.trim());
          if (m) map.set(m[1].replace(/`/g, ''), m[2] ? unquote(m[2].replace(/\\u\{([0-9a-f]+)\}/g, (_, h: string) => '\\u' + h.padStart(4, '0'))) : m[1].replace(/`/g, ''));
        }
      }
    }
  }
  for (const [name, keys] of swiftKeys) for (const f of classes.get(name) ?? []) f.key = keys.get(f.key) ?? f.key;
  // An enum's name compares as "enum" (both sides make the same keys enums; their names may differ).
  for (const fields of classes.values()) for (const f of fields) f.type = f.type.replace(/\b\w+\b/g, (w) => (enums.has(w) ? 'String' : w));
  return classes;
}

/** `T?` → nullable; List<T>, [T], Dictionary<string, T>, Map<String, T>, [String: T] → their element. */
function shapeOf(type: string): { nullable: boolean; kind: 'list' | 'map' | 'name'; inner: string } {
  let t = type.trim();
  const nullable = t.endsWith('?');
  if (nullable) t = t.slice(0, -1);
  const list = /^(?:List<(.+)>|\[([^:]+)\])$/.exec(t);
  if (list) return { nullable, kind: 'list', inner: list[1] ?? list[2] };
  const map = /^(?:Dictionary<string, (.+)>|Map<String, (.+)>|\[String: (.+)\])$/.exec(t);
  if (map) return { nullable, kind: 'map', inner: map[1] ?? map[2] ?? map[3] };
  return { nullable, kind: 'name', inner: t };
}

/** Differences between our class `ours` and quicktype's `theirs`, following class references into both. */
function compare(oursAll: Map<string, Field[]>, theirsAll: Map<string, Field[]>, ours: string, theirs: string, path: string, out: string[], seen = new Set<string>()) {
  if (seen.has(ours + '/' + theirs)) return;
  seen.add(ours + '/' + theirs);
  const a = oursAll.get(ours);
  const b = theirsAll.get(theirs);
  if (!a || !b) return void out.push(`${path}: class ${ours} or ${theirs} not found`);
  expect(a.map((f) => f.key).sort(), path).toEqual(b.map((f) => f.key).sort());
  for (const fa of a) {
    const fb = b.find((f) => f.key === fa.key)!;
    compareTypes(fa.type, fb.type, `${path}.${fa.key}`);
  }
  function compareTypes(ta: string, tb: string, at: string) {
    const sa = shapeOf(ta);
    const sb = shapeOf(tb);
    if (DIFFERENT_BY_DESIGN.test(sa.inner) || DIFFERENT_BY_DESIGN.test(sb.inner)) return;
    if (sa.nullable !== sb.nullable) out.push(`${at}: ${ta} vs ${tb} (nullability)`);
    if (sa.kind !== sb.kind) return void out.push(`${at}: ${ta} vs ${tb}`);
    if (sa.kind !== 'name') return compareTypes(sa.inner, sb.inner, `${at}[]`);
    const pa = PRIMITIVES[sa.inner];
    const pb = PRIMITIVES[sb.inner];
    if (pa || pb) {
      if (pa !== pb) out.push(`${at}: ${ta} vs ${tb}`);
      return;
    }
    compare(oursAll, theirsAll, sa.inner, sb.inner, at, out, seen);
  }
}

async function quicktypeOf(lang: Lang, schema: string): Promise<string> {
  const input = new JSONSchemaInput(new FetchingJSONSchemaStore());
  await input.addSource({ name: 'Root', schema });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktype({
    inputData,
    lang,
    rendererOptions: QUICKTYPE_OPTIONS[lang],
    inferDateTimes: false,
    inferEnums: false,
    inferUuids: false,
    inferIntegerStrings: false,
    inferBooleanStrings: false,
  });
  return result.lines.join('\n');
}

const cases = samples.flatMap((sample) => (Object.keys(VARIANTS) as VariantId[]).map((variant) => [`${sample.id} (${variant})`, sample, variant] as const));

describe.each(['csharp', 'kotlin', 'swift'] as const)('%s, field by field against quicktype', (lang) => {
  it.each(cases)('%s', async (_, sample, variant) => {
    const model = modelOf(sample, variant);
    const ours = classesOf(lang, render(sample, lang, variant));
    const theirs = classesOf(lang, await quicktypeOf(lang, render(sample, 'json-schema', variant)));
    // quicktype names the root's class after the schema's title or adds "Element" to a list's items.
    const root = model.rootName;
    const theirRoot = [...theirs.keys()].find((k) => k === root || k === `${root}Element` || k === 'RootElement' || k === 'Root')!;
    expect(ours.size).toBeGreaterThan(0);
    const differences: string[] = [];
    compare(ours, theirs, root, theirRoot, root, differences);
    expect(differences).toEqual([]);
  });
});
