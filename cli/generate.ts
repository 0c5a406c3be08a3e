import { parseArgs } from 'node:util';
import { FIELD_TYPES, flattenRecord, jsonRecordSource, TEMPLATE_IDS, toCsvText, toSql, type FieldDefinition, type JsonRecord, type TemplateId } from '../workers/lib';
import { EXIT_OK, Output, UsageError, engineMessage, readInput, writeAll } from './io';
import { FORMULA_PROTECTION_OPTION, countOption, formatOption, sqlDialectOption } from './testdata';

export const GENERATE_FORMATS = ['json', 'ndjson', 'csv', 'sql'] as const;

export const GENERATE_HELP = `Usage: devtoolbox generate (--schema FILE | --template T) [-n N] [--seed S] [--format F]

Generates JSON mock records as the site's JSON Generator does, streamed to standard output (any number of records
in constant memory). With a seed, the records are the site's for the same schema and seed.

Options:
  --schema FILE   the fields as JSON: [{"key": "id", "type": "uuid"}, {"key": "age", "type": "number",
                  "options": {"min": 18, "max": 99}}, ...] (or {"fields": [...]}); "-" reads standard input
                  types: ${FIELD_TYPES.join(', ')}
  --template T    ${TEMPLATE_IDS.filter((t) => t !== 'custom').join(', ')}
  -n N            number of records (default 1)
  --seed S        seed: whole numbers as they are, other text hashed (as the site's Seed box)
  --format F      json (the site's JSON text and a final newline), ndjson, csv (nested values in dotted
                  columns), sql (the site's INSERTs) (default json)
  --table NAME    sql: the table (default generated_data)
  --dialect D     sql: standard, postgresql, mysql, sqlite, sqlserver (default standard)
${FORMULA_PROTECTION_OPTION}
  -h, --help      this help

Exit codes: 0 done, 2 error (message on stderr).`;

/** The schema file's fields: a list, or an object with a "fields" list; each needs a key and a type. */
function readSchema(file: string): FieldDefinition[] {
  const text = readInput(file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file}: Invalid JSON - ${(e as Error).message}`);
  }
  const fields = Array.isArray(data) ? data : (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) throw new UsageError(`${file}: expected a list of fields, e.g. [{"key": "id", "type": "uuid"}]`);
  checkShape(fields, file, '');
  return fields as FieldDefinition[];
}

function checkShape(fields: unknown[], file: string, prefix: string): void {
  fields.forEach((f, i) => {
    const where = `${file}: field ${prefix}${i + 1}`;
    if (!f || typeof f !== 'object' || typeof (f as { key?: unknown }).key !== 'string' || typeof (f as { type?: unknown }).type !== 'string') {
      throw new UsageError(`${where}: needs a "key" and a "type" (text)`);
    }
    const options = (f as { options?: unknown }).options;
    if (options !== undefined && (typeof options !== 'object' || options === null)) throw new UsageError(`${where}: "options" must be an object`);
    const nested = (options as { fields?: unknown } | undefined)?.fields;
    if (nested !== undefined) {
      if (!Array.isArray(nested)) throw new UsageError(`${where}: "options.fields" must be a list of fields`);
      checkShape(nested, file, `${prefix}${i + 1}.`);
    }
  });
}

export async function generateCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: false,
    options: {
      schema: { type: 'string' },
      template: { type: 'string' },
      n: { type: 'string', short: 'n' },
      count: { type: 'string' },
      seed: { type: 'string' },
      format: { type: 'string' },
      table: { type: 'string' },
      dialect: { type: 'string' },
      'no-formula-protection': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    await writeAll(GENERATE_HELP + '\n');
    return EXIT_OK;
  }
  if ((values.schema === undefined) === (values.template === undefined)) {
    throw new UsageError('generate: give either --schema FILE or --template T; see devtoolbox generate --help');
  }
  const count = countOption(values.n ?? values.count, 1);
  const format = formatOption(values.format, GENERATE_FORMATS, 'json');
  const dialect = sqlDialectOption(values.dialect);
  const schema: FieldDefinition[] | TemplateId =
    values.schema !== undefined ? readSchema(values.schema) : (values.template!.toLowerCase() as TemplateId);
  // Without a seed, one is drawn here, so that CSV's two passes (columns first, then rows) see the same records.
  const seed = values.seed ?? (crypto.getRandomValues(new Uint32Array(1))[0] >>> 0);
  const now = values.seed === undefined ? Date.now() : undefined;
  const open = () => {
    const source = jsonRecordSource(schema, { seed, now });
    if (!source.ok) throw new UsageError(engineMessage(source.error, values.schema));
    return source.value;
  };
  let next = open();
  const out = new Output();
  const protectFormulas = !values['no-formula-protection'];
  let columns: string[] = [];
  if (format === 'csv') {
    // The columns are the union of every record's flattened keys, in first-seen order (as the site's CSV).
    const seen = new Set<string>();
    for (let i = 0; i < count; i++) for (const key of flattenRecord(next()).keys()) seen.add(key);
    columns = [...seen];
    await out.write(toCsvText([columns], { protectFormulas }));
    next = open();
  }
  if (format === 'json') await out.write(count === 0 ? '[]' : '[\n  ');
  for (let i = 0; i < count; i++) {
    const record: JsonRecord = next();
    let text: string;
    switch (format) {
      case 'json':
        text = (i === 0 ? '' : ',\n  ') + JSON.stringify(record, null, 2).replace(/\n/g, '\n  ');
        break;
      case 'ndjson':
        text = `${JSON.stringify(record)}\n`;
        break;
      case 'csv': {
        const row = flattenRecord(record);
        text = toCsvText([columns.map((c) => row.get(c))], { protectFormulas });
        break;
      }
      case 'sql':
        text = toSql([record], values.table, dialect);
        break;
    }
    const wait = out.write(text);
    if (wait) await wait;
  }
  if (format === 'json') await out.write(count === 0 ? '\n' : '\n]\n');
  await out.flush();
  return EXIT_OK;
}
