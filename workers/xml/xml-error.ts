import type { XmlCode } from './meta';

/**
 * The one refusal the XML engines throw (XPath and validation alike): the message to show, its code (XML_CODES in
 * meta.ts, which the page and telemetry read) and, where known, the line and column. api.ts turns it into a Result.
 */
export class XmlToolError extends Error {
  constructor(
    message: string,
    readonly code: XmlCode,
    readonly line?: number,
    readonly column?: number,
    /** The message's arguments, for the page's language (EngineError.values). */
    readonly values?: Record<string, string>,
  ) {
    super(message);
    this.name = 'XmlToolError';
  }
}
