import { parseArgs } from 'node:util';
import {
  BIG_FILE_THRESHOLD,
  BIG_CHUNK_BYTES,
  bigPathLayout,
  format,
  FORMAT_LANGUAGES,
  FORMAT_SQL_DIALECTS,
  isBigFileLanguage,
  LANGUAGE_OPTIONS,
  MAX_PRINT_WIDTH,
  openBigDocument,
  type BigFileLanguage,
  type BigLayout,
  type ByteSource,
  type FormatLanguageId,
  type FormatOptions,
  type FormatSqlDialect,
  type IndentStyle,
} from '../workers/lib';
import { EXIT_DIFFERENT, EXIT_OK, UsageError, engineMessage, openInput, writeAll, type InputFile } from './io';

export const FORMAT_HELP = `Usage: devtoolbox format [options] FILE|-
       devtoolbox format --check [options] FILE...

Formats FILE (or standard input, "-") exactly as the site's formatter does and prints the result. A final newline
is added when the site's output has none (JSON, SQL). JSON and XML over 16 MB take the site's big-file path: any
size, read in parts in constant memory, nothing printed unless the whole input is valid (--sort-keys, and --minify
for XML, need the input as one text, up to 512 MB).

Options:
  --lang L          ${FORMAT_LANGUAGES.map((l) => l.id).join(', ')}
                    (default: from the file's extension; required for standard input)
  --indent 2|4|tab  the indentation, where the language's formatter takes one (default: the site's, 2 spaces;
                    4 for Python, Java and PHP); YAML and Markdown take spaces only
  --print-width N   the preferred line width, where the formatter takes one (Prettier languages, Python, C++)
  --minify          JSON: one line (lossless); XML: whitespace between elements dropped
  --sort-keys       JSON: sort object keys recursively (lossless: numbers and strings keep their exact text)
  --dialect D       SQL: ${FORMAT_SQL_DIALECTS.map((d) => d.id).join(', ')} (default sql)
  --check           print nothing; exit 1 and name every FILE that is not formatted
  -h, --help        this help

Exit codes: 0 formatted, 1 not formatted (--check), 2 error (message on stderr).`;

/** File extensions (without the dot) of each language, besides its own ext in FORMAT_LANGUAGES. */
const EXTENSIONS: Record<string, FormatLanguageId> = {
  ...Object.fromEntries(FORMAT_LANGUAGES.map((l) => [l.ext, l.id])),
  jsonc: 'json', geojson: 'json', webmanifest: 'json',
  svg: 'xml', xsd: 'xml', xsl: 'xml', xslt: 'xml', pom: 'xml', plist: 'xml', csproj: 'xml', xaml: 'xml', rss: 'xml', atom: 'xml', wsdl: 'xml',
  htm: 'html', xhtml: 'html',
  mjs: 'javascript', cjs: 'javascript', jsx: 'javascript',
  mts: 'typescript', cts: 'typescript', tsx: 'typescript',
  pyi: 'python',
  cc: 'cpp', cxx: 'cpp', 'c++': 'cpp', hpp: 'cpp', hh: 'cpp', hxx: 'cpp', h: 'cpp', c: 'cpp',
  markdown: 'markdown', mdx: 'markdown',
  yml: 'yaml',
};

/** Names accepted by --lang besides the ids: the site's slugs and the extensions. */
function languageOf(name: string): FormatLanguageId | undefined {
  const n = name.toLowerCase();
  return FORMAT_LANGUAGES.find((l) => l.id === n || l.slug === n)?.id ?? EXTENSIONS[n];
}

const nameOf = (id: FormatLanguageId) => FORMAT_LANGUAGES.find((l) => l.id === id)!.name;

export async function formatCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      lang: { type: 'string' },
      indent: { type: 'string' },
      'print-width': { type: 'string' },
      minify: { type: 'boolean' },
      'sort-keys': { type: 'boolean' },
      dialect: { type: 'string' },
      check: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    await writeAll(FORMAT_HELP + '\n');
    return EXIT_OK;
  }
  if (positionals.length === 0) throw new UsageError('format: missing FILE (use - for standard input); see devtoolbox format --help');
  if (positionals.length > 1 && !values.check) throw new UsageError('format: one FILE at a time (several only with --check)');
  if (values.lang !== undefined && !languageOf(values.lang)) {
    throw new UsageError(`Unsupported language: ${values.lang}. Languages: ${FORMAT_LANGUAGES.map((l) => l.id).join(', ')}`);
  }
  if (values.indent !== undefined && !['2', '4', 'tab'].includes(values.indent)) {
    throw new UsageError(`--indent must be 2, 4 or tab, not ${values.indent}`);
  }
  const printWidth = values['print-width'] === undefined ? undefined : Number(values['print-width']);
  if (printWidth !== undefined && !(Number.isInteger(printWidth) && printWidth >= 20 && printWidth <= MAX_PRINT_WIDTH)) {
    throw new UsageError(`--print-width must be a whole number from 20 to ${MAX_PRINT_WIDTH}, not ${values['print-width']}`);
  }
  const options: FormatOptions = {};
  if (values.dialect !== undefined) {
    if (!FORMAT_SQL_DIALECTS.some((d) => d.id === values.dialect)) {
      throw new UsageError(`Unknown SQL dialect: ${values.dialect}. Dialects: ${FORMAT_SQL_DIALECTS.map((d) => d.id).join(', ')}`);
    }
    options.sqlDialect = values.dialect as FormatSqlDialect;
  }

  let status = EXIT_OK;
  for (const file of positionals) {
    const language = values.lang !== undefined ? languageOf(values.lang)! : languageOfFile(file);
    const name = nameOf(language);
    // Options a language's formatter does not take are refused rather than ignored (the site offers the same).
    const can = LANGUAGE_OPTIONS[language];
    const indent = values.indent as IndentStyle | undefined;
    if (indent !== undefined && !can.indents.includes(indent)) {
      throw new UsageError(
        can.indents.length
          ? `--indent ${indent} is not supported for ${name} (${can.indents.map((i) => (i === 'tab' ? 'tab' : `${i} spaces`)).join(', ')})`
          : `--indent is not supported for ${name}`,
      );
    }
    if (printWidth !== undefined && can.printWidth === undefined) throw new UsageError(`--print-width is not supported for ${name}`);
    if (values.minify && !can.minify) throw new UsageError(`--minify is not supported for ${name} (JSON and XML only)`);
    if (values['sort-keys'] && !can.sortKeys) throw new UsageError(`--sort-keys is not supported for ${name} (JSON only)`);
    if (options.sqlDialect && language !== 'sql') throw new UsageError(`--dialect is for SQL only, not ${name}`);

    const formatOptions: FormatOptions = {
      ...options,
      ...(indent !== undefined && { indent }),
      ...(printWidth !== undefined && { printWidth }),
      ...(values.minify && { minify: true }),
      ...(values['sort-keys'] && { sortKeys: true }),
    };
    const input = await openInput(file, bigFileThreshold());
    try {
      // JSON and XML over the site's big-file size take the site's big-file path: read in parts, never one string
      // (with the options it applies, as the site's; the others need the input as one text).
      const big = isBigFileLanguage(language) && input.size > bigFileThreshold() ? { language, ...bigPathLayout(language, formatOptions) } : null;
      const formatted = big && !big.unapplied.length
        ? await formatBig(big.language, input, { indent: big.indent, minify: big.minify }, file, values.check ?? false)
        : await formatSmall(language, input, formatOptions, file, values.check ?? false);
      if (!formatted) {
        process.stderr.write(`${inputName(file)}: not formatted\n`);
        status = EXIT_DIFFERENT;
      }
    } finally {
      input.close();
    }
  }
  return status;
}

/** What names FILE in a message: nothing for standard input (whereOf), or "(standard input)" (inputName). */
const whereOf = (file: string) => (file === '-' ? undefined : file);
const inputName = (file: string) => whereOf(file) ?? '(standard input)';

/**
 * A test-only setting from the environment (a whole number), so that the tests can send small files through the
 * big-file path in small chunks; `fallback` without it.
 */
function testSetting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Inputs over this many bytes take the big-file path (JSON and XML) and are not held in memory (standard input). */
const bigFileThreshold = () => testSetting('DEVTOOLBOX_TEST_BIG_FILE_BYTES', BIG_FILE_THRESHOLD);

/**
 * Formats an input held as one text, as the site's editor does with an opened file (read as File.text() reads it:
 * a byte order mark dropped, malformed bytes as U+FFFD). Prints the output, or with `check` tells whether the input
 * is it, byte for byte.
 */
async function formatSmall(language: FormatLanguageId, input: InputFile, options: FormatOptions, file: string, check: boolean): Promise<boolean> {
  const bytes = input.bytes();
  let text: string;
  try {
    text = new TextDecoder().decode(bytes);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ERR_STRING_TOO_LONG') throw e;
    const alone = isBigFileLanguage(language) ? '; without --minify and --sort-keys, JSON and XML of any size are formatted' : '';
    throw new UsageError(`${inputName(file)}: too large to be formatted as one text (over 512 M characters)${alone}`);
  }
  const result = await format(language, text, options);
  if (!result.ok) throw new UsageError(engineMessage(result.error, whereOf(file)));
  const output = result.value.endsWith('\n') ? result.value : `${result.value}\n`;
  if (check) return Buffer.from(output).equals(bytes);
  await writeAll(output);
  return true;
}

/**
 * Formats a JSON or XML input of any size through the big-file engine, the site's big-file path: one pass
 * validates it (nothing is printed for an invalid input), a second writes the output in parts of bytes as the
 * site's download gives them (plus a final newline where it has none), waiting whenever standard output is full.
 * With `check`, the parts are compared with the input instead, byte for byte.
 */
async function formatBig(language: BigFileLanguage, input: InputFile, layout: BigLayout, file: string, check: boolean): Promise<boolean> {
  const doc = openBigDocument(language, input.source, layout, testSetting('DEVTOOLBOX_TEST_CHUNK_BYTES', BIG_CHUNK_BYTES));
  const result = await doc.index();
  if (!result.ok) throw new UsageError(engineMessage(result.error, whereOf(file)));
  const parts = withFinalNewline(doc.export());
  if (check) return sameBytes(parts, input.source);
  for await (const part of parts) await writeAll(part);
  return true;
}

async function* withFinalNewline(parts: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let last = -1;
  for await (const part of parts) {
    if (part.length) last = part[part.length - 1];
    yield part;
  }
  if (last !== 10) yield new Uint8Array([10]);
}

/** True when the parts, one after the other, are the bytes of `source`. */
async function sameBytes(parts: AsyncIterable<Uint8Array>, source: ByteSource): Promise<boolean> {
  let at = 0;
  for await (const part of parts) {
    if (at + part.length > source.size) return false;
    const have = await source.read(at, at + part.length);
    if (Buffer.compare(have, part) !== 0) return false;
    at += part.length;
  }
  return at === source.size;
}

function languageOfFile(file: string): FormatLanguageId {
  const dot = file.lastIndexOf('.');
  const slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  const language = file !== '-' && dot > slash + 1 ? EXTENSIONS[file.slice(dot + 1).toLowerCase()] : undefined;
  if (language) return language;
  throw new UsageError(
    file === '-'
      ? 'format: standard input needs --lang (e.g. --lang json)'
      : `${file}: cannot tell the language from the extension; use --lang (${FORMAT_LANGUAGES.map((l) => l.id).join(', ')})`,
  );
}
