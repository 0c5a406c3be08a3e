import { parseArgs } from 'node:util';
import { validateXml, xpath, type XmlFile } from '../workers/lib';
import { EXIT_DIFFERENT, EXIT_OK, Output, UsageError, engineMessage, readInput, writeAll } from './io';

export const XPATH_HELP = `Usage: devtoolbox xpath [options] EXPR FILE|-

Evaluates the XPath expression EXPR on the XML document FILE as the site's XPath tool does: libxml2 (the engine of
xmllint) answers what XPath 1.0 can, fontoxpath (XPath 3.1) the rest. Prints each node as written in the document
and each value as text, one per line. The prefixes the document declares can be used as they are.

Options:
  --ns P=URI      bind a prefix (repeatable), e.g. --ns pom=http://maven.apache.org/POM/4.0.0
  --locations     print each node's line, column and location path before it (LINE:COLUMN PATH<TAB>XML)
  -h, --help      this help

Exit codes: 0 something selected, 1 nothing selected (an empty node set), 2 error (message on stderr).`;

export const VALIDATE_HELP = `Usage: devtoolbox validate --schema S.xsd [--with FILE.xsd]... FILE|-
       devtoolbox validate --dtd FILE|-

Validates FILE with libxml2, as \`xmllint --schema S.xsd --noout FILE\` (or against the DTD FILE declares inline,
as \`xmllint --postvalid --noout FILE\`). Prints each error as FILE:LINE[:COLUMN]: error: message. Nothing is downloaded:
schemas that S.xsd includes or imports are given with --with and matched by file name; external entities are never
expanded.

Options:
  --schema S.xsd  the XML Schema
  --with F.xsd    a schema file S.xsd includes or imports (repeatable)
  --dtd           validate against the document's inline DTD
  -h, --help      this help

Exit codes: 0 valid, 1 invalid, 2 error (an unreadable or ill-formed file, a schema that does not compile).`;

const fileOf = (path: string): XmlFile => ({ name: path === '-' ? 'stdin' : path.slice(path.lastIndexOf('/') + 1), text: readInput(path) });

export async function xpathCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { ns: { type: 'string', multiple: true }, locations: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    await writeAll(XPATH_HELP + '\n');
    return EXIT_OK;
  }
  if (positionals.length !== 2) throw new UsageError('xpath: give EXPR and FILE (- for standard input); see devtoolbox xpath --help');
  const [expr, file] = positionals;
  const result = await xpath(readInput(file), expr, (values.ns ?? []).join(' '));
  if (!result.ok) throw new UsageError(engineMessage(result.error, file));
  const out = new Output();
  for (const item of result.value.items) {
    const prefix = values.locations && item.path ? `${item.line}:${item.column} ${item.path}\t` : '';
    await out.write(prefix + item.text + '\n');
  }
  await out.flush();
  if (result.value.count > result.value.items.length) {
    await writeAll(`(${result.value.items.length} of ${result.value.count} items printed)\n`, process.stderr);
  }
  return result.value.count === 0 ? EXIT_DIFFERENT : EXIT_OK;
}

export async function validateCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { schema: { type: 'string' }, with: { type: 'string', multiple: true }, dtd: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    await writeAll(VALIDATE_HELP + '\n');
    return EXIT_OK;
  }
  if (positionals.length !== 1) throw new UsageError('validate: give one FILE (- for standard input); see devtoolbox validate --help');
  if (!values.schema === !values.dtd) throw new UsageError('validate: give --schema S.xsd or --dtd');
  const doc = fileOf(positionals[0]);
  const result = await validateXml(doc, values.schema ? fileOf(values.schema) : undefined, (values.with ?? []).map(fileOf));
  if (!result.ok) throw new UsageError(engineMessage(result.error));
  const out = new Output();
  for (const issue of result.value.issues) {
    const at = issue.line > 0 ? `:${issue.line}${issue.column > 0 ? `:${issue.column}` : ''}` : '';
    await out.write(`${issue.file}${at}: ${issue.level}: ${issue.message}\n`);
  }
  await out.flush();
  for (const note of result.value.notes) await writeAll(`${doc.name}: ${note.message}\n`, process.stderr);
  await writeAll(`${doc.name} ${result.value.valid ? 'validates' : 'fails to validate'}\n`, process.stderr);
  return result.value.valid ? EXIT_OK : EXIT_DIFFERENT;
}
