/** Types of ui-font.mjs (unit-tested in ui-font.test.ts). */
export declare const LATIN_FACE: string;
export declare const LATIN_EXT_FACE: string;
export declare const UI_FONT_NAME: string;
export type Ranges = [number, number][];
export declare function parseUnicodeRange(value: string): Ranges;
export declare function fontFaces(css: string): Map<string, { rule: string; file: string; ranges: Ranges }>;
export declare function uiCharacters(texts: Iterable<string>, latinRanges: Ranges, extRanges: Ranges): number[];
export declare function unicodeRange(codePoints: number[]): string;
export declare function subsetFontFace(rule: string, url: string, codePoints: number[]): string;
export declare function usesCharacters(text: string, codePoints: number[]): boolean;
export declare function messageTexts(srcDir: string): string[];
export declare function buildUiFont(options: {
  outDir: string;
  assetsUrl: string;
  texts: string[];
}): Promise<{ url: string; name: string; bytes: number; codePoints: number[]; css: string } | null>;
