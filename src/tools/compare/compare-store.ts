import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { XML_COMPARE_DEFAULTS, type CompareOptions, type CompareTypeId, type HighlightMode, type XmlCompareOptions } from '@workers/compare/meta';
import { STORAGE_KEYS, migratingStorage } from '../../lib/storage-keys';

/** How the result list shows unchanged lines. */
export type CompareViewMode = 'all' | 'changes';

/** Side by side or one column; 'auto' is unified on narrow screens (< 768 px) and side by side otherwise. */
export type CompareLayout = 'auto' | 'split' | 'unified';

/** Unchanged lines shown around each change in "Only changes": the default and the range offered. */
export const CONTEXT_DEFAULT = 3;
export const CONTEXT_MAX = 50;

/** The on/off options every compare type has. */
export type CommonOptionKey = 'ignoreWhitespace' | 'ignoreCase';
/** The on/off options only some types have (see TYPE_OPTIONS). */
export type TypeOptionKey = 'ignoreKeyOrder';

/**
 * The options of each type beyond the common ones, in the order the options bar shows them. A type's own option
 * reaches the engine only for that type (engineOptions); a new one is a key of CompareOptions, its line here, its
 * default in the store and its label in messages/<locale>.json (keyed by the option).
 */
export const TYPE_OPTIONS: Partial<Record<CompareTypeId, readonly TypeOptionKey[]>> = {
  json: ['ignoreKeyOrder'],
};

interface CompareOptionsState extends Required<Omit<CompareOptions, 'xml'>> {
  view: CompareViewMode;
  layout: CompareLayout;
  context: number;
  /** JSON: the field that matches array items in the structural summary ('' compares arrays by position). */
  arrayKey: string;
  /** XML: what the compare ignores and the attribute that matches repeated elements (see xml-semantic.ts). */
  xml: XmlCompareOptions;
  setXml: (xml: Partial<XmlCompareOptions>) => void;
  setOption: (key: CommonOptionKey | TypeOptionKey, value: boolean) => void;
  setView: (view: CompareViewMode) => void;
  setHighlight: (highlight: HighlightMode) => void;
  setLayout: (layout: CompareLayout) => void;
  setContext: (context: number) => void;
  setArrayKey: (arrayKey: string) => void;
}

/** A whole number of context lines in [0, CONTEXT_MAX]; anything else is the default. */
export const clampContext = (n: number): number =>
  Number.isFinite(n) ? Math.min(CONTEXT_MAX, Math.max(0, Math.round(n))) : CONTEXT_DEFAULT;

/**
 * The compare screen's settings, shared by every compare type and persisted in localStorage.
 * Hydration is skipped at creation and done by the body after mount, so prerendered HTML (defaults) and the
 * first client render agree.
 */
export const useCompareOptions = create<CompareOptionsState>()(
  persist(
    (set) => ({
      ignoreWhitespace: false,
      ignoreCase: false,
      ignoreKeyOrder: false,
      highlight: 'words',
      view: 'all',
      layout: 'auto',
      context: CONTEXT_DEFAULT,
      arrayKey: '',
      // The first three on: what a reviewer of XML would not call a change.
      xml: { ...XML_COMPARE_DEFAULTS },
      setXml: (xml) => set((s) => ({ xml: { ...s.xml, ...xml, matchBy: (xml.matchBy ?? s.xml.matchBy).slice(0, 200) } })),
      setOption: (key, value) => set({ [key]: value }),
      setView: (view) => set({ view }),
      setHighlight: (highlight) => set({ highlight }),
      setLayout: (layout) => set({ layout }),
      setContext: (context) => set({ context: clampContext(context) }),
      setArrayKey: (arrayKey) => set({ arrayKey: arrayKey.slice(0, 200) }),
    }),
    {
      name: STORAGE_KEYS.compareOptions.key,
      version: 1,
      storage: createJSONStorage(() => migratingStorage(STORAGE_KEYS.compareOptions)),
      skipHydration: true,
      partialize: ({ ignoreWhitespace, ignoreCase, ignoreKeyOrder, highlight, view, layout, context, arrayKey, xml }) => ({
        ignoreWhitespace,
        ignoreCase,
        ignoreKeyOrder,
        highlight,
        view,
        layout,
        context,
        arrayKey,
        xml,
      }),
    },
  ),
);

/** The engine options of `type` from the stored settings: a type's own options only for that type (XML's as XML). */
export function engineOptions(s: CompareOptions, type: CompareTypeId): CompareOptions {
  const own = new Set(TYPE_OPTIONS[type]);
  return {
    ignoreWhitespace: s.ignoreWhitespace,
    ignoreCase: s.ignoreCase,
    ignoreKeyOrder: own.has('ignoreKeyOrder') && s.ignoreKeyOrder,
    highlight: s.highlight ?? 'words',
    ...(type === 'xml' && s.xml ? { xml: s.xml } : {}),
  };
}
