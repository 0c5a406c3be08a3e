import { once } from 'node:events';
import { parseArgs } from 'node:util';
import {
  BULK_FORMATS,
  BULK_NOUNS,
  bulkChunks,
  COUNTRY_OPTIONS,
  csvField,
  DATA_KINDS,
  FORMULA_PROTECTION_HELP,
  MAX_BULK_ROWS,
  SQL_DIALECTS,
  testDataSource,
  toCsvText,
  toSql,
  type SqlDialect,
} from '../workers/lib';
import { EXIT_OK, Output, UsageError, engineMessage, writeAll } from './io';

export const TESTDATA_FORMATS = ['text', 'csv', 'json', 'ndjson', 'sql'] as const;

/** Help text in the options' column: words wrapped to lines of at most 118 characters, indented by 18. */
function optionText(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > 100) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].map((l) => ' '.repeat(18) + l).join('\n');
}

/** The help of --no-formula-protection (testdata and generate), with the rule of the guard it turns off. */
export const FORMULA_PROTECTION_OPTION = `  --no-formula-protection\n${optionText(`csv: write every cell as it is. Without it: ${FORMULA_PROTECTION_HELP}`)}`;

export const TESTDATA_HELP = `Usage: devtoolbox testdata --kind K [--country CC] [-n N] [--seed S] [--format F]

Generates test data as the site's Test Data Generator does, streamed to standard output (any number of rows in
constant memory). With a seed, the first 1,000 values are the site's bulk list for the same seed.

Options:
  --kind K        ${DATA_KINDS.join(', ')}, person, company
  --country CC    ${COUNTRY_OPTIONS.map((c) => c.code).join(' ')} (default NL); for person and company also a comma-separated
                  list, or "all" (each row draws one of them)
  -n N            number of values (default 10)
  --seed S        seed: the same seed gives the same values, byte for byte
  --format F      text (one value per line; addresses separated by an empty line), csv (the site's "value"
                  column), json (the site's download), ndjson, sql (INSERTs into --table) (default text)
                  person, company: csv (default: the site's header, one column per field), json, ndjson, sql
  --as-of DATE    person: the day ages are counted from, YYYY-MM-DD (default today); with the same seed and date
                  the rows are the same, byte for byte
  --table NAME    sql: the table (default test_data; persons for person, companies for company)
  --dialect D     sql: ${SQL_DIALECTS.join(', ')} (default standard)
${FORMULA_PROTECTION_OPTION}
  -h, --help      this help

Exit codes: 0 done, 2 error (message on stderr).`;

/** A non-negative whole number from an option's text. */
export function countOption(text: string | undefined, fallback: number, name = '-n'): number {
  if (text === undefined) return fallback;
  const t = text.replace(/_/g, '');
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(Number(t))) throw new UsageError(`${name} must be a whole number, not ${text}`);
  return Number(t);
}

export function sqlDialectOption(text: string | undefined): SqlDialect | undefined {
  if (text === undefined) return undefined;
  if (!(SQL_DIALECTS as readonly string[]).includes(text)) throw new UsageError(`Unknown SQL dialect: ${text}. Dialects: ${SQL_DIALECTS.join(', ')}`);
  return text as SqlDialect;
}

export function formatOption<T extends string>(text: string | undefined, formats: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!(formats as readonly string[]).includes(text)) throw new UsageError(`Unknown format: ${text}. Formats: ${formats.join(', ')}`);
  return text as T;
}

export async function testdataCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: false,
    options: {
      kind: { type: 'string' },
      country: { type: 'string' },
      n: { type: 'string', short: 'n' },
      count: { type: 'string' },
      seed: { type: 'string' },
      format: { type: 'string' },
      table: { type: 'string' },
      dialect: { type: 'string' },
      'as-of': { type: 'string' },
      'no-formula-protection': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  void positionals;
  if (values.help) {
    await writeAll(TESTDATA_HELP + '\n');
    return EXIT_OK;
  }
  if (values.kind === undefined) throw new UsageError(`testdata: missing --kind (${DATA_KINDS.join(', ')}, person, company)`);
  const count = countOption(values.n ?? values.count, 10);
  if (values.kind === 'person' || values.kind === 'company') return records(values.kind, values, count);
  const format = formatOption(values.format, TESTDATA_FORMATS, 'text');
  const dialect = sqlDialectOption(values.dialect);
  const source = testDataSource(values.kind, values.country ?? 'NL', values.seed);
  if (!source.ok) throw new UsageError(engineMessage(source.error));
  const next = source.value;
  const protectFormulas = !values['no-formula-protection'];
  const table = values.table ?? 'test_data';
  const out = new Output();
  const separator = values.kind === 'address' ? '\n\n' : '\n';

  if (format === 'csv') await out.write(toCsvText([['value']], { protectFormulas }));
  if (format === 'json') await out.write(count === 0 ? '[]' : '[\n  ');
  for (let i = 0; i < count; i++) {
    const value = next();
    let line: string;
    switch (format) {
      case 'text':
        line = i === 0 ? value : separator + value;
        break;
      case 'csv':
        line = `${csvField(value, { protectFormulas })}\r\n`;
        break;
      case 'json':
        line = i === 0 ? JSON.stringify(value) : `,\n  ${JSON.stringify(value)}`;
        break;
      case 'ndjson':
        line = `${JSON.stringify(value)}\n`;
        break;
      case 'sql':
        line = toSql([{ value }], table, dialect);
        break;
    }
    const wait = out.write(line);
    if (wait) await wait;
  }
  if (format === 'text' && count > 0) await out.write('\n');
  if (format === 'json') await out.write(count === 0 ? '\n' : '\n]\n');
  await out.flush();
  return EXIT_OK;
}

/** `--kind person` or `company`: the site's file (the same engine as its download), written chunk by chunk. */
async function records(
  kind: 'person' | 'company',
  values: { country?: string; seed?: string; format?: string; table?: string; dialect?: string; 'as-of'?: string; 'no-formula-protection'?: boolean },
  count: number,
): Promise<number> {
  if (count < 1 || count > MAX_BULK_ROWS) throw new UsageError(`-n must be from 1 to ${MAX_BULK_ROWS.toLocaleString('en-US')} for ${BULK_NOUNS[kind].many}`);
  const format = formatOption(values.format, BULK_FORMATS, 'csv');
  const codes = values.country === undefined ? ['NL'] : values.country === 'all' ? COUNTRY_OPTIONS.map((c) => c.code) : values.country.split(',');
  const asOf = values['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new UsageError(`--as-of must be a date YYYY-MM-DD, not ${asOf}`);
  let chunks: Iterable<{ bytes: Uint8Array }>;
  try {
    chunks = bulkChunks({
      kind,
      rows: count,
      countries: codes.map((c) => c.trim().toUpperCase()),
      format,
      seed: values.seed,
      asOf,
      tableName: values.table,
      dialect: sqlDialectOption(values.dialect),
      protectFormulas: !values['no-formula-protection'],
    });
    for (const { bytes } of chunks) {
      if (!process.stdout.write(bytes)) await once(process.stdout, 'drain');
    }
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  return EXIT_OK;
}
