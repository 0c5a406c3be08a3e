import { isUtf8 } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  byteLineText,
  CELL,
  changeRowIndexes,
  compare,
  comparePdf,
  compareXml,
  COMPARE_TYPES,
  countText,
  DEFAULT_CAPS,
  diffByteTexts,
  lineAt,
  unifiedDiff,
  unifiedDiffOfBytes,
  type CompareOptions,
  type CompareTypeId,
  type DiffCaps,
  type CompareResult,
  type RowModel,
  type StructureChange,
} from '../workers/lib';
import { EXIT_DIFFERENT, EXIT_OK, Output, UsageError, engineMessage, readInput, readInputBytes, writeAll } from './io';

export const COMPARE_HELP = `Usage: devtoolbox compare [options] A B

Compares A with B as the site's compare tools do: JSON and XML are laid out by the site's formatters, HTML and CSS
by prettier, text is compared as it is (line endings and a final newline do not count). Prints a unified diff of
the compared texts (as diff -u, without timestamps). Either file may be "-" for standard input.

Options:
  --type T             ${COMPARE_TYPES.map((t) => t.id).join(', ')} (default: from A's extension, else text)
  --ignore-whitespace  runs of spaces and tabs count as one space; leading and trailing ones do not count
  --ignore-case        letter case does not count
  --ignore-key-order   JSON: object keys are sorted before comparing
  --pdf OUT.pdf        also write the site's PDF report (both sides, every line) to OUT.pdf
  --json               print a summary as JSON instead of the diff: {"same", "differences", "approximate", "changes": [...]}
  --semantic           XML: compare as XML — attribute order, namespace prefixes (names by URI) and whitespace-only
                       text do not count; the unified diff shows each side's own lines and only the lines that differ
                       as XML; with --json {"same", "differences", "changes"} (the structural summary)
  --summary            with --semantic: print the structural summary instead of the diff, one change per line
                       (/invoice/line[2]/price: 10.00 → 12.00)
  --ignore-comments    with --semantic: comments do not count
  --match-by ATTR      with --semantic: repeated elements are paired by this attribute's value (e.g. id)
  -U N, --unified N    lines of context around each change (default 3)
  -q, --quiet          print nothing; only the exit code
  -h, --help           this help

After the diff, one line on stderr says what was found, as the site's count does: "Found 30 differences in 27 blocks",
"Found 1 difference" or "Found no differences" (a difference is a changed, removed or added line; a block is a run of
them). Not with -q or --json.

Exit codes: as diff, 0 same, 1 different, 2 error (message on stderr).`;

const TYPE_OF_EXTENSION: Record<string, CompareTypeId> = {
  json: 'json', jsonc: 'json', geojson: 'json',
  xml: 'xml', svg: 'xml', xsd: 'xml', xsl: 'xml', xslt: 'xml', pom: 'xml', plist: 'xml', csproj: 'xml',
  html: 'html', htm: 'html', xhtml: 'html',
  css: 'css',
};

function typeOfFile(file: string): CompareTypeId {
  const dot = file.lastIndexOf('.');
  const slash = file.lastIndexOf('/');
  return (dot > slash + 1 && TYPE_OF_EXTENSION[file.slice(dot + 1).toLowerCase()]) || 'text';
}

export async function compareCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      'ignore-whitespace': { type: 'boolean' },
      'ignore-case': { type: 'boolean' },
      'ignore-key-order': { type: 'boolean' },
      pdf: { type: 'string' },
      json: { type: 'boolean' },
      semantic: { type: 'boolean' },
      summary: { type: 'boolean' },
      'ignore-comments': { type: 'boolean' },
      'match-by': { type: 'string' },
      unified: { type: 'string', short: 'U' },
      quiet: { type: 'boolean', short: 'q' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    await writeAll(COMPARE_HELP + '\n');
    return EXIT_OK;
  }
  if (positionals.length !== 2) throw new UsageError('compare: needs two files, A and B; see devtoolbox compare --help');
  const [fileA, fileB] = positionals;
  if (fileA === '-' && fileB === '-') throw new UsageError('compare: only one of A and B can be standard input');
  let type: CompareTypeId;
  if (values.type !== undefined) {
    const t = COMPARE_TYPES.find((c) => c.id === values.type?.toLowerCase());
    if (!t) throw new UsageError(`Unknown compare type: ${values.type}. Types: ${COMPARE_TYPES.map((c) => c.id).join(', ')}`);
    type = t.id;
  } else {
    type = typeOfFile(fileA === '-' ? fileB : fileA);
  }
  if (values['ignore-key-order'] && type !== 'json') throw new UsageError('--ignore-key-order is for JSON only');
  if (values.semantic && type !== 'xml') throw new UsageError('--semantic is for XML only');
  if (!values.semantic && (values['ignore-comments'] || values['match-by'] !== undefined || values.summary)) throw new UsageError('--ignore-comments, --match-by and --summary go with --semantic');
  let context = 3;
  if (values.unified !== undefined) {
    context = Number(values.unified);
    if (!/^\d+$/.test(values.unified)) throw new UsageError(`--unified must be a number of lines, not ${values.unified}`);
  }

  const options: CompareOptions = {
    ignoreWhitespace: values['ignore-whitespace'] ?? false,
    ignoreCase: values['ignore-case'] ?? false,
    ignoreKeyOrder: values['ignore-key-order'] ?? false,
  };
  const labels: [string, string] = [fileA, fileB];
  let rows: RowModel;
  let lines: LineTexts;
  let hunks: () => Iterable<string>;
  /** With --semantic: the structural summary. */
  let structure: StructureChange[] | null = null;
  if (type === 'text' && values.pdf === undefined) {
    // Text from its bytes: lines are hashed and interned without decoding the files; only printed lines are decoded.
    const a = readInputBytes(fileA);
    const b = readInputBytes(fileB);
    // No pairing: the unified diff and --json list lines, never a modified row's highlights.
    const r = diffByteTexts(a, b, options, { caps: capsFor(a.length + b.length), isUtf8, pairLines: false });
    rows = r;
    lines = { left: (i) => byteLineText(r.left, i), right: (i) => byteLineText(r.right, i) };
    hunks = () => unifiedDiffOfBytes(r, { labels, context });
  } else {
    let r: CompareResult;
    if (values.semantic) {
      const xml = { ignoreComments: values['ignore-comments'] ?? false, matchBy: values['match-by'] ?? '' };
      const result = await compareXml(readInput(fileA), readInput(fileB), xml, options);
      if (!result.ok) throw new UsageError(engineMessage(result.error));
      r = result.value.result;
      structure = result.value.changes;
    } else {
      const result = await compare(type, readInput(fileA), readInput(fileB), options);
      if (!result.ok) throw new UsageError(engineMessage(result.error));
      r = result.value;
    }
    rows = r;
    lines = {
      left: (i) => lineAt(r.left.text, r.left.lineStarts, i),
      right: (i) => lineAt(r.right.text, r.right.lineStarts, i),
    };
    hunks = () => unifiedDiff(r, { labels, context });
    if (values.pdf !== undefined) {
      const title = `${COMPARE_TYPES.find((t) => t.id === type)!.name} Compare: ${fileA} vs ${fileB}`;
      const pdf = await comparePdf(r, { title, dateText: new Date().toLocaleString() });
      if (!pdf.ok) throw new UsageError(engineMessage(pdf.error));
      try {
        writeFileSync(values.pdf, pdf.value);
      } catch (e) {
        throw new UsageError(`${values.pdf}: ${(e as Error).message}`);
      }
    }
  }

  if (values.json) {
    const json = structure ? { type, same: rows.differences === 0, differences: rows.differences, changes: structure } : summary(rows, lines, type);
    await writeAll(JSON.stringify(json) + '\n');
  } else if (!values.quiet) {
    const out = new Output();
    if (structure && values.summary) {
      for (const c of structure) await out.write(`${c.path}: ${(c.kind === 'changed' ? `${c.from} → ${c.to}` : c.kind).replace(/\s*\n\s*/g, ' ')}\n`);
    } else for (const hunk of hunks()) await out.write(hunk);
    await out.flush();
    // The site's count, on stderr so that standard output stays the diff (diff -u's bytes) for files and pipes.
    await writeAll(countText(rows.differences, changeRowIndexes(rows).length) + '\n', process.stderr);
  }
  return rows.differences === 0 ? EXIT_OK : EXIT_DIFFERENT;
}

/**
 * The engine's work caps grown with the input: DEFAULT_CAPS are the site's, sized so that two 5 MB inputs answer
 * within seconds; on the command line two 200 MB files get 40 times those budgets, so their diff stays exact
 * (not "approximate") on a busy machine, as GNU diff's would.
 */
function capsFor(bytes: number): DiffCaps {
  const scale = Math.max(1, bytes / (10 * 1024 * 1024));
  return { lineMs: DEFAULT_CAPS.lineMs * scale, lineWork: DEFAULT_CAPS.lineWork * scale, charMs: DEFAULT_CAPS.charMs * scale };
}

/** Line i of each compared side. */
interface LineTexts {
  left(i: number): string;
  right(i: number): string;
}

/** One change block for --json: 1-based line ranges of each side (end inclusive; start > end when empty). */
interface Change {
  original: { from: number; to: number; lines: string[] };
  modified: { from: number; to: number; lines: string[] };
}

function summary(r: RowModel, lines: LineTexts, type: CompareTypeId) {
  const changes: Change[] = [];
  let aAt = 0;
  let bAt = 0;
  for (let i = 0; i < r.rowCount; ) {
    if (r.leftType[i] === CELL.UNCHANGED && r.rightType[i] === CELL.UNCHANGED) {
      aAt++;
      bAt++;
      i++;
      continue;
    }
    const change: Change = { original: { from: aAt + 1, to: aAt, lines: [] }, modified: { from: bAt + 1, to: bAt, lines: [] } };
    const removed: string[] = [];
    const added: string[] = [];
    for (; i < r.rowCount && (r.leftType[i] !== CELL.UNCHANGED || r.rightType[i] !== CELL.UNCHANGED); i++) {
      if (r.leftLine[i] >= 0) removed.push(lines.left(r.leftLine[i]));
      if (r.rightLine[i] >= 0) added.push(lines.right(r.rightLine[i]));
    }
    aAt += removed.length;
    bAt += added.length;
    change.original.to = aAt;
    change.original.lines = removed;
    change.modified.to = bAt;
    change.modified.lines = added;
    changes.push(change);
  }
  return { type, same: r.differences === 0, differences: r.differences, approximate: r.approximate, changes };
}

