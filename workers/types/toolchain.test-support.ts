import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJsonTree, RawNumber, type JValue } from '../convert/tree';
import { inferText } from './infer';
import { withDefaults, type TypeOptions, type TypeTargetId } from './meta';
import { buildModel, type TypeModel } from './model';
import { RENDERERS } from './render/index';

/** What the toolchain tests share: the samples, their outputs, a work folder inside the repository, the tools. */

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES = join(ROOT, 'tests', 'fixtures', 'types');
/** Inside the repository (ignored by git and lint), so that generated TypeScript resolves `zod` from its node_modules. */
export const WORK = join(ROOT, '.tmp-types');

export const SAMPLES = ['github-events', 'pokedex', 'us-senators', 'spotify-album', 'edge-cases'] as const;
export type SampleId = (typeof SAMPLES)[number];

/** The option sets every target is checked with: the defaults, and every non-default choice at once. */
export const VARIANTS: Record<'a' | 'b', TypeOptions> = {
  a: {},
  b: { tsDeclaration: 'type', readonly: true, optionalStyle: 'nullish', enums: true, pythonStyle: 'typeddict', rootName: 'Document' },
};
export type VariantId = keyof typeof VARIANTS;

export interface Sample {
  id: SampleId;
  path: string;
  text: string;
  tree: JValue;
}

export const samples: Sample[] = SAMPLES.map((id) => {
  const path = join(FIXTURES, `${id}.json`);
  const text = readFileSync(path, 'utf8');
  return { id, path, text, tree: parseJsonTree(text).value };
});

export function modelOf(sample: Sample, variant: VariantId): TypeModel {
  const inference = inferText(sample.text, 'auto');
  return buildModel(inference.shape, withDefaults(VARIANTS[variant]), inference.perLine);
}

export function render(sample: Sample, target: TypeTargetId, variant: VariantId): string {
  return RENDERERS[target](modelOf(sample, variant), withDefaults(VARIANTS[variant]));
}

/** The name of the type a whole sample document has in the output. */
export function documentType(model: TypeModel): string {
  return model.listName ?? model.rootName;
}

/** A fresh folder under WORK. */
export function freshDir(name: string): string {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * Fails with the Debian package to install when `command` is missing (CI always has them: .ci/run installs them).
 */
export function requireTool(command: string, debianPackage: string): void {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error(`${command} is not installed: apt-get install ${debianPackage} (the types toolchain tests need it)`);
}

/** Runs a command; on failure throws with its output (the compiler's messages). */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ').slice(0, 300)} failed:\n${err.stdout ?? ''}\n${err.stderr ?? ''}`.slice(0, 20_000), { cause: e });
  }
}

/** The records of a sample: the items of a list, else the document itself. */
const recordsOf = (tree: JValue): JValue[] => (Array.isArray(tree) ? tree : [tree]);

/** A copy of the sample whose first record has a key no type has: every closed output must refuse it. */
export function withUnknownKey(tree: JValue): JValue {
  const [first, ...rest] = recordsOf(tree);
  const changed = new Map(first as Map<string, JValue>);
  changed.set('unexpected-key-from-the-test', 1);
  return Array.isArray(tree) ? [changed, ...rest] : changed;
}

/**
 * A copy of the sample whose first string (depth first) is a nested array instead: no type inferred from the data
 * takes it (a string's place never held arrays of arrays of numbers).
 */
export function withWrongType(tree: JValue): JValue {
  let done = false;
  const visit = (v: JValue): JValue => {
    if (done) return v;
    if (typeof v === 'string') {
      done = true;
      return [[12345]];
    }
    if (Array.isArray(v)) return v.map(visit);
    if (v instanceof Map) return new Map([...v].map(([k, x]) => [k, visit(x)]));
    return v;
  };
  const out = visit(tree);
  if (!done) throw new Error('the sample has no string to change');
  return out;
}

/** The tree as JSON text (numbers as written). */
export function jsonText(v: JValue): string {
  if (v === null) return 'null';
  if (v instanceof RawNumber) return v.text;
  if (Array.isArray(v)) return '[' + v.map(jsonText).join(',') + ']';
  if (v instanceof Map) return '{' + [...v].map(([k, x]) => JSON.stringify(k) + ':' + jsonText(x)).join(',') + '}';
  return JSON.stringify(v);
}

/** The tree as a Python literal (for mypy to check against a TypedDict). */
export function pythonLiteral(v: JValue): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (v instanceof RawNumber) return v.text;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return '[' + v.map(pythonLiteral).join(', ') + ']';
  return '{' + [...v].map(([k, x]) => JSON.stringify(k) + ': ' + pythonLiteral(x)).join(', ') + '}';
}
