import { open, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  makeTypes, makeTypesFromSource, TYPE_TARGETS, TYPES_BIG_FILE, type ByteSource, type InputFormatId, type Result, type TypeOptions,
  type TypesOutput, type TypeTargetId,
} from '../workers/lib';
import { EXIT_OK, UsageError, engineMessage, readInput, writeAll } from './io';

export const TYPES_HELP = `Usage: devtoolbox types --lang L [options] FILE|-

Makes types from the data in FILE (or standard input, "-") exactly as the site's types pages do, reading every
record, and prints them. Files over 16 MB (JSON, NDJSON or CSV) are read in parts, in memory that grows with the
structure of the data, not its size.

Options:
  --lang L           ${TYPE_TARGETS.map((t) => t.id).join(', ')}
                     (also ts, schema, py, rs, cs, kt)
  --input F          json (JSON or NDJSON), yaml, csv (default: from the file's extension, else json)
  --root NAME        the root type's name (default Root)
  --nullish          write missing keys and nulls both as optional and nullable (default: kept apart)
  --no-formats       no string formats (date-time, date, email, uri, uuid)
  --enums            enums for strings with few distinct values over many samples
  --readonly         read-only fields (TypeScript, Zod, Python)
  --type-aliases     TypeScript: type aliases instead of interfaces
  --typeddict        Python: TypedDict instead of pydantic v2 models
  -h, --help         this help

Exit codes: 0 done, 2 error (message on stderr, with line and column for syntax errors).`;

const ALIASES: Record<string, TypeTargetId> = { ts: 'typescript', schema: 'json-schema', jsonschema: 'json-schema', py: 'python', rs: 'rust', cs: 'csharp', 'c#': 'csharp', kt: 'kotlin', golang: 'go' };

const targetOf = (name: string): TypeTargetId | undefined => {
  const n = name.toLowerCase();
  return TYPE_TARGETS.find((t) => t.id === n || t.slug === n)?.id ?? ALIASES[n];
};

const INPUTS: Record<string, InputFormatId> = { json: 'auto', ndjson: 'auto', jsonl: 'auto', yaml: 'yaml', yml: 'yaml', csv: 'csv' };

/**
 * A file read in parts (the engines' ByteSource), for inputs too large for one string. The inference decodes each
 * part before it asks for the next, so one buffer serves every read: a gigabyte passes through a megabyte.
 */
async function fileSource(path: string): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await open(path, 'r');
  const { size } = await handle.stat();
  let buffer = new Uint8Array(0);
  return {
    size,
    async read(start, end) {
      if (buffer.length < end - start) buffer = new Uint8Array(end - start);
      const { bytesRead } = await handle.read(buffer, 0, end - start, start);
      return buffer.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}

export async function typesCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      lang: { type: 'string' },
      input: { type: 'string' },
      root: { type: 'string' },
      nullish: { type: 'boolean' },
      'no-formats': { type: 'boolean' },
      enums: { type: 'boolean' },
      readonly: { type: 'boolean' },
      'type-aliases': { type: 'boolean' },
      typeddict: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    await writeAll(TYPES_HELP + '\n');
    return EXIT_OK;
  }
  if (values.lang === undefined) throw new UsageError('types: missing --lang; see devtoolbox types --help');
  const target = targetOf(values.lang);
  if (!target) throw new UsageError(`Unsupported language: ${values.lang}. Languages: ${TYPE_TARGETS.map((t) => t.id).join(', ')}`);
  if (positionals.length !== 1) throw new UsageError('types: one FILE (or - for standard input); see devtoolbox types --help');
  const file = positionals[0];
  const ext = /\.([a-z]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  const format = values.input !== undefined ? INPUTS[values.input.toLowerCase()] : (INPUTS[ext] ?? 'auto');
  if (!format) throw new UsageError(`Unsupported input: ${values.input}. Inputs: json (JSON or NDJSON), yaml, csv`);
  const options: TypeOptions = {
    rootName: values.root,
    optionalStyle: values.nullish ? 'nullish' : undefined,
    formats: values['no-formats'] ? false : undefined,
    enums: values.enums || undefined,
    readonly: values.readonly || undefined,
    tsDeclaration: values['type-aliases'] ? 'type' : undefined,
    pythonStyle: values.typeddict ? 'typeddict' : undefined,
  };

  let result: Result<TypesOutput>;
  const size = file === '-' ? 0 : await stat(file).then((s) => s.size, () => 0);
  if (size > TYPES_BIG_FILE) {
    const source = await fileSource(file);
    try {
      result = await makeTypesFromSource(target, source, format, options);
    } finally {
      await source.close();
    }
  } else result = makeTypes(target, readInput(file), format, options);
  if (!result.ok) throw new UsageError(engineMessage(result.error, file === '-' ? undefined : file));
  await writeAll(result.value.text.endsWith('\n') ? result.value.text : result.value.text + '\n');
  return EXIT_OK;
}
