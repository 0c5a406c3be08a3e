/**
 * Names for types and fields: words split out of any key (camelCase, snake_case, kebab-case, spaces, digits),
 * joined in each language's case, a type's name singularised from the key of its array (`orders[]` → `Order`).
 */

/** The words of a key: split at non-alphanumerics and at lower→upper and letter→digit changes; ASCII only. */
export function wordsOf(key: string): string[] {
  const ascii = key.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const words: string[] = [];
  for (const part of ascii.split(/[^A-Za-z0-9]+/)) {
    if (!part) continue;
    // "HTTPServer" → HTTP Server, "userID" → user ID, "address2" → address 2
    for (const w of part.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/)) if (w) words.push(w);
  }
  return words;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
/** Words that are all capitals stay so inside a name (`userID` → `UserID`); others are capitalised. */
const pascalWord = (w: string) => (w.length > 1 && w === w.toUpperCase() && /[A-Z]/.test(w) ? w : cap(w));

/** PascalCase of a key; `fallback` when it has no letters or digits. A leading digit gets `fallback`'s first letter. */
export function pascalCase(key: string, fallback = 'Field'): string {
  const words = wordsOf(key);
  if (words.length === 0) return fallback;
  const name = words.map(pascalWord).join('');
  return /^\d/.test(name) ? fallback.charAt(0).toUpperCase() + name : name;
}

/** camelCase of a key (see pascalCase). */
export function camelCase(key: string, fallback = 'field'): string {
  const words = wordsOf(key);
  if (words.length === 0) return fallback;
  const name = words[0].toLowerCase() + words.slice(1).map(pascalWord).join('');
  return /^\d/.test(name) ? fallback.charAt(0).toLowerCase() + '_' + name : name;
}

/** snake_case of a key (see pascalCase). */
export function snakeCase(key: string, fallback = 'field'): string {
  const words = wordsOf(key);
  if (words.length === 0) return fallback;
  const name = words.map((w) => w.toLowerCase()).join('_');
  return /^\d/.test(name) ? fallback.charAt(0).toLowerCase() + '_' + name : name;
}

const IRREGULAR: Record<string, string> = {
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  indices: 'index',
  matrices: 'matrix',
  vertices: 'vertex',
  criteria: 'criterion',
  analyses: 'analysis',
  movies: 'movie',
  cookies: 'cookie',
  ties: 'tie',
  calories: 'calorie',
  zombies: 'zombie',
  rookies: 'rookie',
  selfies: 'selfie',
};

const cased = (model: string, s: string) => (model === model.toUpperCase() ? s.toUpperCase() : model[0] === model[0].toUpperCase() ? cap(s) : s);

/** The singular of an English plural noun (the last word of a key); unchanged when it does not look plural. */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return cased(word, irregular);
  if (/[^aeiou]ies$/.test(lower)) return word.slice(0, -3) + (word === word.toUpperCase() ? 'Y' : 'y');
  if (/(?:ss|sh|ch|x|z)es$/.test(lower) || /(?:status|bus|alias|campus|virus)es$/.test(lower)) return word.slice(0, -2);
  if (/(?:ss|us|is|ics|news|series|species)$/.test(lower)) return word;
  if (/[a-z0-9]s$/.test(lower) && lower.length > 2) return word.slice(0, -1);
  return word;
}

/** The type name for the items of an array at `key`: its last word singularised, or `Item` added. */
export function itemTypeName(key: string): string {
  const words = wordsOf(key);
  if (words.length === 0) return 'Item';
  const last = words[words.length - 1];
  const one = singular(last);
  if (one.toLowerCase() === last.toLowerCase()) return pascalCase(key, 'Item') + 'Item';
  words[words.length - 1] = one;
  return pascalCase(words.join(' '), 'Item');
}

/**
 * Type names that a generated type must not take in any target (built-in or standard types that a declaration
 * would shadow, or names the outputs use themselves).
 */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set(
  (
    'Any Array BaseModel BigInt BigInteger Bool Boolean Box Byte Char Character Codable CodingKey CodingKeys ConfigDict Data Date ' +
    'Decimal Decoder Dict Dictionary Double Encoder Enum Error Field Float Function Int Int64 Integer Iterable JSON JSONValue ' +
    'JsonElement JsonNode JsonProperty JsonPropertyName List Long Map Math Never None NotRequired Nothing Number Object Option ' +
    'Optional Promise Protocol Record Result Self Serializable SerialName Set Short Some String Symbol Type TypedDict UInt64 URL ' +
    'UUID Union Unit Value Vec Void'
  ).split(' '),
);
