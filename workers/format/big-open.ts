import type { BigDocument, BigLayout, ByteSource } from './big-document';
import { BigJsonDocument } from './big-json';
import { BigXmlDocument } from './big-xml';

/** The languages the big-file engine formats (the big-file worker's `open` and the command line take these). */
export type BigFileLanguage = 'json' | 'xml';

export const isBigFileLanguage = (language: string): language is BigFileLanguage => language === 'json' || language === 'xml';

/**
 * A JSON or XML document of any size read from `source` in chunks (`chunkBytes` each; tests use a few): index() it,
 * then read its rows, Find in it, or export() its formatted output in parts of UTF-8 bytes.
 */
export function openBigDocument(language: BigFileLanguage, source: ByteSource, layout: BigLayout = {}, chunkBytes?: number): BigDocument {
  return language === 'xml' ? new BigXmlDocument(source, layout, { chunkBytes }) : new BigJsonDocument(source, layout, { chunkBytes });
}
