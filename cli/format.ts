import { parseArgs } from 'node:util';
import { formatCode as format } from '../workers/format/format-code';
import {
  FORMAT_LANGUAGES,
  LANGUAGE_OPTIONS,
  MAX_PRINT_WIDTH,
  SQL_DIALECTS as FORMAT_SQL_DIALECTS,
  type FormatLanguageId,
  type FormatOptions,
  type IndentStyle,
  type SqlDialect as FormatSqlDialect,
} from '../workers/format/meta';
import { EXIT_DIFFERENT, EXIT_OK, UsageError, engineMessage, readInput, writeAll } from './io';

export const FORMAT_HELP = `Usage: devtoolbox format [options] FILE|-
       devtoolbox format --check [options] FILE...

Formats FILE (or standard input, "-") exactly as the site's formatter does and prints the result. A final newline
is added when the site's output has none (JSON, SQL).

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

    const input = readInput(file);
    const result = await format(language, input, {
      ...options,
      ...(indent !== undefined && { indent }),
      ...(printWidth !== undefined && { printWidth }),
      ...(values.minify && { minify: true }),
      ...(values['sort-keys'] && { sortKeys: true }),
    });
    if (!result.ok) throw new UsageError(engineMessage(result.error, file === '-' ? undefined : file));
    const output = result.value.endsWith('\n') ? result.value : `${result.value}\n`;
    if (values.check) {
      if (output !== input) {
        process.stderr.write(`${file === '-' ? '(standard input)' : file}: not formatted\n`);
        status = EXIT_DIFFERENT;
      }
    } else {
      await writeAll(output);
    }
  }
  return status;
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
