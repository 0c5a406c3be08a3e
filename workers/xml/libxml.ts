/**
 * libxml2 (the library behind xmllint) compiled to WebAssembly: the `libxml2-wasm` package, loaded on first use.
 * It gives XPath 1.0, XSD and DTD validation from one build, with node lines and structured errors (xmllint-wasm,
 * the command-line tool compiled, has no DTD validation and no way to name the nodes an XPath selects).
 *
 * Nothing is ever read from the network or the file system: one input provider answers every load libxml2 tries
 * (schema includes and imports, DTDs, external entities) from the files the user gave, matched by file name, and
 * records every other name it was asked for, so the tool can say which one it refused.
 */
import type * as Lib from 'libxml2-wasm';

export type LibXml = typeof Lib;

let loading: Promise<LibXml> | null = null;

/** The files loads may be answered from (by base name), and the names asked for that were not among them. */
const provider = { files: new Map<string, Uint8Array>(), refused: [] as string[], open: new Map<number, { bytes: Uint8Array; pos: number }>(), next: 1 };

/** The last path segment of a URI or path: how a schema's `schemaLocation` is matched with the files given. */
export function baseName(uri: string): string {
  const clean = uri.replace(/[?#].*$/, '');
  return clean.slice(clean.lastIndexOf('/') + 1);
}

/** Loads libxml2 (once) and installs the input provider. */
export function loadLibxml(): Promise<LibXml> {
  loading ??= import('libxml2-wasm').then((lib) => {
    lib.xmlRegisterInputProvider({
      match: () => true,
      open(name) {
        const bytes = provider.files.get(baseName(name));
        if (!bytes) {
          provider.refused.push(name);
          return undefined;
        }
        const fd = provider.next++;
        provider.open.set(fd, { bytes, pos: 0 });
        return fd;
      },
      read(fd, buf) {
        const f = provider.open.get(fd);
        if (!f) return -1;
        const n = Math.min(buf.length, f.bytes.length - f.pos);
        buf.set(f.bytes.subarray(f.pos, f.pos + n));
        f.pos += n;
        return n;
      },
      close(fd) {
        return provider.open.delete(fd);
      },
    });
    return lib;
  });
  return loading;
}

/**
 * Runs `work` with loads answered from `files` only; returns its value and the names libxml2 asked for and did not
 * get (schemas not given, URLs, external DTDs and entities).
 */
export function withFiles<T>(files: Map<string, Uint8Array>, work: () => T): { value: T; refused: string[] } {
  provider.files = files;
  provider.refused = [];
  try {
    return { value: work(), refused: [...new Set(provider.refused)] };
  } finally {
    provider.files = new Map();
    provider.open.clear();
  }
}

/**
 * Parse options for every document and schema: line numbers past 65,535 (`BIG_LINES`), no network (`NONET`), no
 * external entities or DTDs loaded (`NO_XXE`, and neither `NOENT` nor `DTDLOAD`), no system catalog.
 */
export function safeParseOptions(lib: LibXml): number {
  const o = lib.ParseOption;
  return o.XML_PARSE_BIG_LINES | o.XML_PARSE_NONET | o.XML_PARSE_NO_XXE | o.XML_PARSE_NO_SYS_CATALOG;
}

/**
 * Runs `work` with libxml2's own printing silenced where it would reach a terminal: it writes XPath errors to
 * standard error itself (we report them as values). In Node that is process.stderr, muted for the call; in a
 * browser it is the developer console, which the user never sees.
 */
export function quietly<T>(work: () => T): T {
  const stderr = (globalThis as { process?: { stderr?: { write: (...a: unknown[]) => boolean } } }).process?.stderr;
  if (!stderr) return work();
  const write = stderr.write;
  stderr.write = () => true;
  try {
    return work();
  } finally {
    stderr.write = write;
  }
}
