import { create } from 'zustand';
import { DEFAULT_COUNTRY, type DataKind } from '@workers/testdata/meta';

/** Largest quantity of the bulk list (the worker clamps as well). */
export const MAX_QUANTITY = 1000;

/** The quantity typed by the user as a number in 1–1,000; anything non-numeric is 1. */
export function clampQuantity(text: string): number {
  const n = Math.floor(Number(text));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(MAX_QUANTITY, n);
}

interface TestDataState {
  country: string;
  /** The last generated single value per kind (only one at a time: each click clears the others). */
  outputs: Partial<Record<DataKind, string>>;
  /** Per-kind "Copied!" flags, each cleared 2 s after it was set. */
  copied: Partial<Record<DataKind, boolean>>;
  /** Optional seed; empty means a fresh random value on every click. */
  seed: string;
  bulkKind: DataKind;
  quantityText: string;
  /** CSV download: neutralise values that would start a spreadsheet formula (on by default). */
  protectFormulas: boolean;
  setCountry(country: string): void;
  setSeed(seed: string): void;
  setBulkKind(kind: DataKind): void;
  setQuantityText(text: string): void;
  setProtectFormulas(on: boolean): void;
  /** Clears every shown output and copied flag (the first step of each click). */
  clearOutputs(): void;
  showOutput(kind: DataKind, value: string): void;
  setCopied(kind: DataKind, copied: boolean): void;
}

/** Settings and the small single-value state of the Test Data Generator. */
export const useTestDataStore = create<TestDataState>()((set) => ({
  country: DEFAULT_COUNTRY,
  outputs: {},
  copied: {},
  seed: '',
  bulkKind: 'iban',
  quantityText: '10',
  protectFormulas: true,
  setCountry: (country) => set({ country }),
  setSeed: (seed) => set({ seed }),
  setBulkKind: (bulkKind) => set({ bulkKind }),
  setQuantityText: (quantityText) => set({ quantityText }),
  setProtectFormulas: (protectFormulas) => set({ protectFormulas }),
  clearOutputs: () => set({ outputs: {}, copied: {} }),
  showOutput: (kind, value) => set({ outputs: { [kind]: value }, copied: { [kind]: true } }),
  setCopied: (kind, copied) => set((s) => ({ copied: { ...s.copied, [kind]: copied } })),
}));
