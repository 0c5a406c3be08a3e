import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file of the repository as git sees it (tracked, and new ones not ignored). */
const repositoryFiles = (dir: string) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: dir, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Runs a program of node_modules/.bin in `cwd`; its exit status and output. */
const run = (cwd: string, bin: string, args: string[]) => {
  const r = spawnSync(path.join(cwd, 'node_modules/.bin', bin), args, { cwd, encoding: 'utf8', timeout: 240_000 });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
};

/**
 * `npm run new:tool` in a copy of the repository: node_modules is a folder of links to this one's packages, so the
 * copy's own build output (TypeScript's, Vite's caches) stays in the copy.
 */
describe('npm run new:tool', () => {
  let copy: string;
  let before: string[];

  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'devtoolbox-new-tool-'));
    for (const file of repositoryFiles(root)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    mkdirSync(path.join(copy, 'node_modules'));
    for (const entry of readdirSync(path.join(root, 'node_modules'))) {
      if (entry === '.tsbuild' || entry === '.vite' || entry === '.vitest') continue;
      symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
    }
    execFileSync('git', ['init', '-q'], { cwd: copy });
    execFileSync('git', ['add', '-A'], { cwd: copy });
    before = repositoryFiles(copy);
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('writes a Base64 encoder as four new files, one line in the catalogue and its texts in every message file, which type-check, lint and test', () => {
    const out = execFileSync('node', ['scripts/new-tool.mjs', 'base64-encoder', 'Base64 Encoder'], { cwd: copy, encoding: 'utf8' });
    const created = [
      'src/tools/base64-encoder/index.ts',
      'src/tools/base64-encoder/base64-encoder-body.tsx',
      'src/tools/base64-encoder/content.ts',
      'workers/text/operations/base64-encoder.ts',
    ];
    const messageFiles = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'].map((l) => `src/messages/${l}.json`);
    expect(out.trim().split('\n').slice(0, 12).map((l) => l.trim())).toEqual([...created, 'src/tools/catalogue.ts', ...messageFiles]);
    // Exactly these: the new files, and the catalogue and the message files as the files changed.
    expect(repositoryFiles(copy).filter((f) => !before.includes(f)).sort()).toEqual([...created].sort());
    const changed = execFileSync('git', ['diff', '--name-only'], { cwd: copy, encoding: 'utf8' }).trim().split('\n');
    expect(changed).toEqual(['src/tools/catalogue.ts', ...messageFiles].sort());
    const english = JSON.parse(readFileSync(path.join(copy, 'src/messages/en.json'), 'utf8')) as Record<string, string>;
    expect(english['tool.base64-encoder.name']).toBe('Base64 Encoder');
    expect(english['tool.base64-encoder.keywords']).toBe('base64 encoder, base64 encoder online');
    const catalogue = readFileSync(path.join(copy, 'src/tools/catalogue.ts'), 'utf8');
    expect(catalogue).toContain("import { tools as base64Encoder } from './base64-encoder';");
    expect(catalogue).toMatch(/const FOLDERS = \[[^\]]*, base64Encoder\] as const;/);

    const typecheck = run(copy, 'tsc', ['-b']);
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);
    const lint = run(copy, 'eslint', [...created, 'src/tools/catalogue.ts']);
    expect(lint.output).toBe('');
    expect(lint.status).toBe(0);
    const test = run(copy, 'vitest', ['run', '--reporter=verbose', 'workers/text/operations.test.ts']);
    expect(test.output).toMatch(/base64-encoder/);
    expect(test.status).toBe(0);

    // Its unit test is real: the operation written and its examples given, it passes; a wrong example fails it.
    const engine = path.join(copy, 'workers/text/operations/base64-encoder.ts');
    const written = readFileSync(engine, 'utf8')
      .replace('run: (input) => input,', 'run: (input) => btoa(String.fromCharCode(...new TextEncoder().encode(input))),')
      .replace("[{ input: 'DevToolbox', output: 'DevToolbox' }]", "[{ input: 'DevToolbox', output: 'RGV2VG9vbGJveA==' }, { input: 'ÿ€', output: 'w7/igqw=' }]");
    writeFileSync(engine, written);
    expect(run(copy, 'vitest', ['run', '--reporter=verbose', 'workers/text/operations.test.ts']).status).toBe(0);
    writeFileSync(engine, written.replace('RGV2VG9vbGJveA==', 'RGV2VG9vbGJveA'));
    const failing = run(copy, 'vitest', ['run', '--reporter=verbose', 'workers/text/operations.test.ts']);
    expect(failing.status).not.toBe(0);
    expect(failing.output).toMatch(/RGV2VG9vbGJveA/);
  }, 600_000);

  it('refuses an id that is not kebab-case or is taken, and writes nothing', () => {
    for (const args of [['Base64'], ['json-formatter', 'JSON Formatter'], ['x--y', 'X']]) {
      const r = spawnSync('node', ['scripts/new-tool.mjs', ...args], { cwd: copy, encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^(Usage: npm run new:tool|A tool named json-formatter exists already)/);
    }
  });
});
