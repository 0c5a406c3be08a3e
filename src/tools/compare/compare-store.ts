import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CompareOptions, HighlightMode, XmlCompareOptions } from '@workers/compare/meta';
import { STORAGE_KEYS, migratingStorage } from '../../lib/storage-keys';

/** How the result list shows unchanged lines. */
export type CompareViewMode = 'all' | 'changes';

/** Side by side or one column; 'auto' is unified on narrow screens (< 768 px) and side by side otherwise. */
export type CompareLayout = 'auto' | 'split' | 'unified';

/** Unchanged lines shown around each change in "Only changes": the default and the range offered. */
export const CONTEXT_DEFAULT = 3;
export const CONTEXT_MAX = 50;

interface CompareOptionsState extends Required<Omit<CompareOptions, 'xml'>> {
  view: CompareViewMode;
  layout: CompareLayout;
  context: number;
  /** JSON: the field that matches array items in the structural summary ('' compares arrays by position). */
  arrayKey: string;
  /** XML: what the compare ignores and the attribute that matches repeated elements (see xml-semantic.ts). */
  xml: XmlCompareOptions;
  setXml: (xml: Partial<XmlCompareOptions>) => void;
  setOption: (key: 'ignoreWhitespace' | 'ignoreCase' | 'ignoreKeyOrder', value: boolean) => void;
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
      xml: { ignoreAttributeOrder: true, ignoreNamespacePrefixes: true, ignoreWhitespaceText: true, ignoreComments: false, matchBy: '' },
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

/** The engine options from the stored settings (key order only matters for JSON, the XML options for XML). */
export const engineOptions = (s: CompareOptions, isJson: boolean, isXml = false): CompareOptions => ({
  ignoreWhitespace: s.ignoreWhitespace,
  ignoreCase: s.ignoreCase,
  ignoreKeyOrder: isJson && s.ignoreKeyOrder,
  highlight: s.highlight ?? 'words',
  ...(isXml && s.xml ? { xml: s.xml } : {}),
});
