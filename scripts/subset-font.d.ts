/** Types of the subset-font package (it ships none): the part scripts/ui-font.mjs and its test use. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string | null | undefined,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; keepAllGlyphs?: boolean; variationAxes?: Record<string, unknown> },
  ): Promise<Buffer>;
}
