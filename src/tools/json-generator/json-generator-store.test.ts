import { describe, expect, it, vi } from 'vitest';
import { MAX_SCHEMA_DEPTH, type FieldDefinition, templateFields } from '@workers/json-generator/meta';
import { toDefinitions, toEditorFields, useJsonGeneratorStore } from './json-generator-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

// An in-memory localStorage (Node has none), installed before the store module loads, with saved settings in it.
const memory = vi.hoisted(() => {
  const map = new Map<string, string>([['devtoolbox:json-generator', JSON.stringify({ state: { countText: '9' }, version: 1 })]]);
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  return map;
});

const defs = () => toDefinitions(useJsonGeneratorStore.getState().fields);

describe('json generator store', () => {
  it('starts with the default schema and one record, whatever is saved (restored only after mount)', () => {
    const s = useJsonGeneratorStore.getState();
    expect(s.template).toBe('custom');
    expect(s.countText).toBe('1');
    expect(defs()).toEqual(templateFields('custom'));
  });

  it('editor fields convert back to the same definitions', () => {
    for (const id of ['user', 'product', 'order', 'blog'] as const) {
      expect(toDefinitions(toEditorFields(templateFields(id)))).toEqual(templateFields(id));
    }
  });

  it('a template replaces the whole field list', () => {
    useJsonGeneratorStore.getState().setTemplate('order');
    expect(defs()).toEqual(templateFields('order'));
  });

  it('edits nested fields by path', () => {
    const s = useJsonGeneratorStore.getState();
    s.setTemplate('order');
    s.updateField([2, 1], { key: 'qty' });
    s.setOption([2, 1], 'max', 5);
    s.addField([2]);
    s.removeField([2, 0]);
    s.setOption([0], 'min', undefined);
    const items = defs()[2].options!.fields!;
    expect(items).toEqual([
      { key: 'qty', type: 'number', options: { min: 1, max: 5 } },
      { key: 'price', type: 'number', options: { min: 1, max: 1000 } },
      { key: 'field4', type: 'string' },
    ]);
    s.addField([]);
    expect(defs().at(-1)).toEqual({ key: 'field8', type: 'string' });
  });

  it('loading a shared schema sets the template to Custom', () => {
    const s = useJsonGeneratorStore.getState();
    s.setTemplate('blog');
    s.loadFields([{ key: 'x', type: 'ip' }]);
    expect(useJsonGeneratorStore.getState().template).toBe('custom');
    expect(defs()).toEqual([{ key: 'x', type: 'ip' }]);
  });

  it('persists the settings and the schema, without editor ids or generated data', () => {
    const s = useJsonGeneratorStore.getState();
    s.loadFields([{ key: 'x', type: 'array', options: { length: 2, items: 'object', fields: [{ key: 'y', type: 'uuid' }] } }]);
    s.setCountText('250');
    s.setSeedText('abc');
    s.setTableName('people');
    s.setProtectFormulas(false);
    s.setSqlDialect('mysql');
    const saved = JSON.parse(memory.get(STORAGE_KEYS.jsonGeneratorSchema.key)!);
    expect(saved).toEqual({
      state: {
        template: 'custom',
        countText: '250',
        seedText: 'abc',
        tableName: 'people',
        protectFormulas: false,
        sqlDialect: 'mysql',
        fields: [{ key: 'x', type: 'array', options: { length: 2, items: 'object', fields: [{ key: 'y', type: 'uuid' }] } }],
      },
      version: 1,
    });
  });

  it('restores saved settings only when the page asks (after mount), keeping what fits', async () => {
    memory.set(
      STORAGE_KEYS.jsonGeneratorSchema.key,
      JSON.stringify({ state: { template: 'nonsense', countText: '7', seedText: 42, fields: [{ key: 'mail', type: 'email' }] }, version: 1 }),
    );
    // Not at creation (the prerendered HTML has the defaults): the store keeps its state until rehydrate().
    expect(useJsonGeneratorStore.getState().countText).toBe('250');
    await useJsonGeneratorStore.persist.rehydrate();
    const s = useJsonGeneratorStore.getState();
    expect([s.template, s.countText, s.seedText]).toEqual(['custom', '7', 'abc']);
    expect(defs()).toEqual([{ key: 'mail', type: 'email' }]);
    // Not saved, or saved as something else than a boolean: the last value stays.
    expect(s.protectFormulas).toBe(false);
    expect(s.sqlDialect).toBe('mysql');
    useJsonGeneratorStore.getState().setProtectFormulas(true);
    memory.set(STORAGE_KEYS.jsonGeneratorSchema.key, JSON.stringify({ state: { protectFormulas: 'no', sqlDialect: 'oracle' }, version: 1 }));
    await useJsonGeneratorStore.persist.rehydrate();
    expect(useJsonGeneratorStore.getState().protectFormulas).toBe(true);
    expect(useJsonGeneratorStore.getState().sqlDialect).toBe('mysql');
  });

  it(`keeps a ${MAX_SCHEMA_DEPTH}-level schema through storage and a reload`, async () => {
    const nested = (levels: number, level = 1): FieldDefinition[] =>
      level === levels ? [{ key: 'leaf', type: 'string' }] : [{ key: `l${level}`, type: 'object', options: { fields: nested(levels, level + 1) } }];
    const fields = nested(MAX_SCHEMA_DEPTH);
    useJsonGeneratorStore.getState().loadFields(fields);
    const saved = JSON.parse(memory.get(STORAGE_KEYS.jsonGeneratorSchema.key)!);
    expect(saved.state.fields).toEqual(fields);
    useJsonGeneratorStore.getState().loadFields([]);
    memory.set(STORAGE_KEYS.jsonGeneratorSchema.key, JSON.stringify(saved));
    await useJsonGeneratorStore.persist.rehydrate();
    expect(defs()).toEqual(fields);
  });
});
