import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_SQL_DIALECT, DEFAULT_TABLE_NAME, isSqlDialect, type ExportSettings, type SqlDialect, DEFAULT_RECORDS, type FieldDefinition, type FieldOptions, type FieldType, templateFields, TEMPLATE_IDS, type TemplateId } from '@workers/json-generator/meta';
import { STORAGE_KEYS, migratingStorage } from '../../lib/storage-keys';
import { sanitizeFields } from './schema-codec';

/** A field as the editor holds it: the definition plus a stable id for React keys and open/closed rows. */
export interface EditorField {
  uid: string;
  key: string;
  type: FieldType;
  options: Omit<FieldOptions, 'fields'> & { fields?: EditorField[] };
}

let nextUid = 0;
const uid = (): string => `f${++nextUid}`;

/** Editor fields from plain definitions (new ids). */
export function toEditorFields(fields: readonly FieldDefinition[]): EditorField[] {
  return fields.map((f) => {
    const { fields: nested, ...rest } = f.options ?? {};
    return { uid: uid(), key: f.key, type: f.type, options: nested ? { ...rest, fields: toEditorFields(nested) } : { ...rest } };
  });
}

/** Plain definitions from editor fields: no ids, no empty options. */
export function toDefinitions(fields: readonly EditorField[]): FieldDefinition[] {
  return fields.map((f) => {
    const { fields: nested, ...rest } = f.options;
    const options: FieldOptions = { ...rest };
    for (const k of Object.keys(options) as (keyof FieldOptions)[]) if (options[k] === undefined) delete options[k];
    if (nested) options.fields = toDefinitions(nested);
    return Object.keys(options).length > 0 ? { key: f.key, type: f.type, options } : { key: f.key, type: f.type };
  });
}

/** Options a field gets when its type changes: what that type needs to be useful at once. */
export function optionsForType(type: FieldType): EditorField['options'] {
  switch (type) {
    case 'array':
      return { length: 3, items: 'string' };
    case 'object':
      return { fields: toEditorFields([{ key: 'value', type: 'string' }]) };
    case 'regex':
      return { pattern: '[A-Z]{3}-\\d{4}' };
    default:
      return {};
  }
}

/** A name not yet used on this level: field1, field2, … */
function freshKey(siblings: readonly EditorField[]): string {
  const used = new Set(siblings.map((f) => f.key.trim()));
  let n = siblings.length + 1;
  while (used.has(`field${n}`)) n++;
  return `field${n}`;
}

/** Applies `fn` to the list of fields at `parent` (the indices of the enclosing fields; [] for the top). */
function updateList(fields: EditorField[], parent: readonly number[], fn: (list: EditorField[]) => EditorField[]): EditorField[] {
  if (parent.length === 0) return fn(fields);
  const [head, ...rest] = parent;
  return fields.map((f, i) =>
    i === head ? { ...f, options: { ...f.options, fields: updateList(f.options.fields ?? [], rest, fn) } } : f,
  );
}

export interface JsonGeneratorSettings {
  template: TemplateId;
  /** The Number of Records input as typed; clamped when generating. */
  countText: string;
  fields: EditorField[];
  /** The optional Seed input as typed. */
  seedText: string;
  tableName: string;
  /** SQL export: the dialect whose escaping and identifier quotes the INSERTs use. */
  sqlDialect: SqlDialect;
  /** CSV export: neutralise cells that would start a spreadsheet formula (on by default). */
  protectFormulas: boolean;
}

export interface JsonGeneratorState extends JsonGeneratorSettings {
  /** Replaces the whole field list with the template's fields. */
  setTemplate(template: TemplateId): void;
  setCountText(text: string): void;
  setSeedText(text: string): void;
  setTableName(name: string): void;
  setProtectFormulas(on: boolean): void;
  setSqlDialect(dialect: SqlDialect): void;
  /** Replaces the field list (e.g. from a share link); the template becomes Custom. */
  loadFields(fields: readonly FieldDefinition[]): void;
  /** Changes the field at `path` (indices through nested fields). */
  updateField(path: readonly number[], patch: Partial<Omit<EditorField, 'uid'>>): void;
  /** Changes one option of the field at `path`. */
  setOption<K extends keyof EditorField['options']>(path: readonly number[], key: K, value: EditorField['options'][K]): void;
  removeField(path: readonly number[]): void;
  /** Appends a new string field to the list at `parent` ([] for the top level). */
  addField(parent: readonly number[]): void;
}

const initialSettings = (): JsonGeneratorSettings => ({
  template: 'custom',
  countText: String(DEFAULT_RECORDS),
  fields: toEditorFields(templateFields('custom')),
  seedText: '',
  tableName: DEFAULT_TABLE_NAME,
  protectFormulas: true,
  sqlDialect: DEFAULT_SQL_DIALECT,
});

/** The export settings the worker needs, from the store's state. */
export const exportSettingsOf = (s: JsonGeneratorSettings): ExportSettings => ({
  tableName: s.tableName,
  protectFormulas: s.protectFormulas,
  sqlDialect: s.sqlDialect,
});

const atPath = (path: readonly number[]) => ({ parent: path.slice(0, -1), index: path[path.length - 1] });

/**
 * The JSON generator's settings. The schema and inputs are kept in localStorage; generated data never is (it
 * can be many megabytes and lives in the screen's memory only).
 */
export const useJsonGeneratorStore = create<JsonGeneratorState>()(
  persist(
    (set) => ({
      ...initialSettings(),
      setTemplate: (template) => set({ template, fields: toEditorFields(templateFields(template)) }),
      setCountText: (countText) => set({ countText }),
      setSeedText: (seedText) => set({ seedText }),
      setTableName: (tableName) => set({ tableName }),
      setProtectFormulas: (protectFormulas) => set({ protectFormulas }),
      setSqlDialect: (sqlDialect) => set({ sqlDialect }),
      loadFields: (fields) => set({ template: 'custom', fields: toEditorFields(fields) }),
      updateField: (path, patch) => {
        const { parent, index } = atPath(path);
        set((s) => ({ fields: updateList(s.fields, parent, (list) => list.map((f, i) => (i === index ? { ...f, ...patch } : f))) }));
      },
      setOption: (path, key, value) => {
        const { parent, index } = atPath(path);
        set((s) => ({
          fields: updateList(s.fields, parent, (list) =>
            list.map((f, i) => (i === index ? { ...f, options: { ...f.options, [key]: value } } : f)),
          ),
        }));
      },
      removeField: (path) => {
        const { parent, index } = atPath(path);
        set((s) => ({ fields: updateList(s.fields, parent, (list) => list.filter((_, i) => i !== index)) }));
      },
      addField: (parent) =>
        set((s) => ({
          fields: updateList(s.fields, parent, (list) => [...list, { uid: uid(), key: freshKey(list), type: 'string', options: {} }]),
        })),
    }),
    {
      name: STORAGE_KEYS.jsonGeneratorSchema.key,
      version: 1,
      storage: createJSONStorage(() => migratingStorage(STORAGE_KEYS.jsonGeneratorSchema)),
      // Restored by the body after mount, so prerendered HTML (defaults) and the first client render agree.
      skipHydration: true,
      partialize: (s) => ({
        template: s.template,
        countText: s.countText,
        seedText: s.seedText,
        tableName: s.tableName,
        protectFormulas: s.protectFormulas,
        sqlDialect: s.sqlDialect,
        fields: toDefinitions(s.fields),
      }),
      // Stored data is untrusted (older versions, hand edits): keep only what fits.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Record<keyof JsonGeneratorSettings, unknown>>;
        const fields = sanitizeFields(p.fields);
        return {
          ...current,
          template: TEMPLATE_IDS.includes(p.template as TemplateId) ? (p.template as TemplateId) : current.template,
          countText: typeof p.countText === 'string' ? p.countText : current.countText,
          seedText: typeof p.seedText === 'string' ? p.seedText : current.seedText,
          tableName: typeof p.tableName === 'string' ? p.tableName : current.tableName,
          protectFormulas: typeof p.protectFormulas === 'boolean' ? p.protectFormulas : current.protectFormulas,
          sqlDialect: isSqlDialect(p.sqlDialect) ? p.sqlDialect : current.sqlDialect,
          fields: fields ? toEditorFields(fields) : current.fields,
        };
      },
    },
  ),
);
