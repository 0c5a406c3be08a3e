import { FIELD_TYPES, MAX_SCHEMA_DEPTH, isCountryOption, type FieldDefinition, type FieldOptions, type FieldType } from '@workers/json-generator/meta';

/** The URL-hash parameter that carries a shared schema: `#schema=<base64url JSON>`. */
export const SHARE_HASH_KEY = 'schema';

const MAX_FIELDS = 500;

const isType = (v: unknown): v is FieldType => typeof v === 'string' && (FIELD_TYPES as readonly string[]).includes(v);
const finite = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * Turns untrusted data (a shared link, old localStorage) into field definitions, dropping whatever does not fit
 * the shape. Returns null when the data is not a list of fields at all. `depth` is the level of `data` (1 for the
 * top). Schemas up to `MAX_SCHEMA_DEPTH` levels come through whole; one level more is kept (without its own
 * nested fields) so that validation names the field that goes too deep instead of the schema being cut silently.
 */
export function sanitizeFields(data: unknown, depth = 1): FieldDefinition[] | null {
  if (!Array.isArray(data) || depth > MAX_SCHEMA_DEPTH + 1) return null;
  const out: FieldDefinition[] = [];
  for (const item of data.slice(0, MAX_FIELDS)) {
    if (!item || typeof item !== 'object') continue;
    const { key, type, options } = item as Record<string, unknown>;
    if (typeof key !== 'string' || !isType(type)) continue;
    const field: FieldDefinition = { key, type };
    if (options && typeof options === 'object') {
      const o = options as Record<string, unknown>;
      const clean: FieldOptions = {};
      const min = finite(o.min);
      const max = finite(o.max);
      const length = finite(o.length);
      if (min !== undefined) clean.min = min;
      if (max !== undefined) clean.max = max;
      if (length !== undefined) clean.length = length;
      if (isType(o.items)) clean.items = o.items;
      if (typeof o.pattern === 'string') clean.pattern = o.pattern;
      if (isCountryOption(o.country)) clean.country = o.country;
      const fields = sanitizeFields(o.fields, depth + 1);
      if (fields) clean.fields = fields;
      if (Object.keys(clean).length > 0) field.options = clean;
    }
    out.push(field);
  }
  return out;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The schema as the URL-safe text of a share link's hash. */
export const encodeSchema = (fields: readonly FieldDefinition[]): string => toBase64Url(JSON.stringify(fields));

/** The schema from a share link's encoded text, or null when it is damaged. */
export function decodeSchema(encoded: string): FieldDefinition[] | null {
  try {
    return sanitizeFields(JSON.parse(fromBase64Url(encoded)));
  } catch {
    return null;
  }
}

/** The schema in a URL hash such as `#schema=…` (other hash parameters are ignored), or null. */
export function schemaFromHash(hash: string): FieldDefinition[] | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const encoded = params.get(SHARE_HASH_KEY);
  return encoded ? decodeSchema(encoded) : null;
}

/** A link to `pageUrl` (without its hash) that restores `fields`. */
export function shareLink(pageUrl: string, fields: readonly FieldDefinition[]): string {
  return `${pageUrl.replace(/#.*$/, '')}#${SHARE_HASH_KEY}=${encodeSchema(fields)}`;
}
