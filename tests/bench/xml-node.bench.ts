/**
 * The XML engines in Node on the 10 MB bench XML (engine time, no page): XPath by expression class (libxml2 for
 * XPath 1.0, fontoxpath for XPath 3.1), XSD validation of the whole document, and the XML compare's line view and
 * structural summary of the 10 MB pair with 1% of its elements changed; xmllint on the same input as the baseline.
 *   npx vitest run -c tests/bench/vitest.xml-bench.config.ts        (BENCH_INPUTS, BENCH_RUNS as for npm run bench)
 * Prints one line per figure: median wall time and median process CPU time over the runs, and xmllint's.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'vitest';
import { compareDocuments, compareInputs } from '../../workers/compare/compare';
import { XML_COMPARE_DEFAULTS } from '../../workers/compare/meta';
import { validateXsd } from '../../workers/xml/validate';
import { XPathDocument, runXPath } from '../../workers/xml/xpath';

const dir = process.env.BENCH_INPUTS ?? 'bench-inputs';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

async function measure(fn: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    const c = process.cpuUsage(c0);
    walls.push(performance.now() - t0);
    cpus.push((c.user + c.system) / 1000);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

function xmllint(args: string[]): number {
  const walls: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    try {
      execFileSync('xmllint', args, { stdio: 'ignore', maxBuffer: 1 << 30 });
    } catch {
      // exit 3 or 10 (invalid, empty set) still measured
    }
    walls.push(performance.now() - t0);
  }
  return median(walls);
}

const row = (name: string, m: { wall: number; cpu: number }, floor?: number) =>
  console.log(`${name.padEnd(58)} ${Math.round(m.wall).toString().padStart(7)} ms wall ${Math.round(m.cpu).toString().padStart(7)} ms cpu${floor === undefined ? '' : `   xmllint ${Math.round(floor)} ms`}`);

/** A schema of the bench document (people/person with name, email, tags, address, bio and an id). */
const PEOPLE_XSD = fs.readFileSync('tests/bench/people.xsd', 'utf8');

it('XML engines on 10 MB', async () => {
  const file = path.join(dir, 'xml-10mb.xml');
  const text = fs.readFileSync(file, 'utf8');
  const b1 = fs.readFileSync(path.join(dir, 'xml-10mb-b1.xml'), 'utf8');
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, ${runs} runs, ${file}`);

  if (process.env.XML_BENCH_PART === 'rest') return rest(text, b1, file);
  // A query on a fresh document: our scan, libxml2's parse and the query, as the first query after a paste.
  for (const expr of ['count(//tag)', 'sum(//person/@id)', "//person[@id='30000']/name", "//person[address/city='City5'][position() < 10]", '//tag[. = "alpha"]', 'count(//*[starts-with(name(), "s")])', '//person[last()]/preceding-sibling::person[1]/@id']) {
    row(`XPath 1.0 first query  ${expr}`, await measure(() => runXPath(new XPathDocument(text), expr)), xmllint(['--xpath', expr, file]));
  }
  // The document kept between queries (the page's case while typing).
  const kept = new XPathDocument(text);
  await runXPath(kept, 'count(/*)');
  for (const expr of ['count(//tag)', 'sum(//person/@id)', '//tag']) row(`XPath 1.0 kept document  ${expr}`, await measure(() => runXPath(kept, expr)));
  // XPath 3.1: the first query makes fontoxpath's node tree (xpath-dom.ts).
  row('XPath 3.1 first query on a fresh document: count(/people/person ! name)', await measure(() => runXPath(new XPathDocument(text), 'count(/people/person ! name)')));
  await runXPath(kept, 'count(/people/person ! name)');
  // Over every person's attribute or every tag: minutes per run before fontoxpath's merge was patched (scripts/).
  for (const expr of ['count(/people/person ! name)', 'string-join(/people/person[position() < 100]/name, ",")', 'max(/people/person/@id ! number())', 'count(//tag ! string())']) {
    row(`XPath 3.1 kept document  ${expr}`, await measure(() => runXPath(kept, expr)));
  }

  await rest(text, b1, file);
});

/** XSD validation and the XML compare. */
async function rest(text: string, b1: string, file: string) {
  let valid = false;
  row('XSD validation 10 MB', await measure(async () => (valid = (await validateXsd({ name: 'xml-10mb.xml', text }, { name: 'people.xsd', text: PEOPLE_XSD })).valid)), xmllint(['--noout', '--schema', 'tests/bench/people.xsd', file]));
  console.log(`  (the bench document is ${valid ? 'valid' : 'NOT valid'} against its schema)`);

  const options = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };
  let summary = 0;
  let differences = 0;
  row('XML compare 10 MB × 2, 1% elements changed: line view (text rules)', await measure(() => compareInputs('xml', text, b1, options)));
  row('XML compare as XML: line view + structural summary', await measure(async () => {
    const r = await compareDocuments('xml', text, b1, { ...options, xml: XML_COMPARE_DEFAULTS });
    if (r.ok) {
      differences = r.value.result.differences;
      summary = r.value.xml!.changes.length;
    }
  }));
  console.log(`  (${differences} differences, ${summary} structural changes)`);
}
