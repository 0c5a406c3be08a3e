// The published package (`npm pack`) installs only what the command line and the library use: its `dependencies`
// are exactly the packages that the built dist-cli/ imports (plus the files it reads from packages at run time),
// and the site's packages (React, CodeMirror, the router …) are devDependencies, used only to build the site.
//
//   node scripts/check-package.mjs [DIST_CLI]   checks the dependencies against the bundle's imports
//   node scripts/check-package.mjs --install    also packs the package, installs the tarball into a temporary
//                                               folder with --omit=dev from the npm cache only (--offline), and
//                                               runs `npx devtoolbox --help`, a compare and a library import there
// Exits 1 with the differences listed when a check fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Package name of a bare specifier ('@scope/name/sub' → '@scope/name', 'name/sub' → 'name'). */
const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** The packages the bundle in `dir` needs at run time: bare imports, and packages whose files it reads. */
export function bundlePackages(dir) {
  const found = new Set();
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.mjs')).map((f) => path.join(dir, f));
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    // A specifier has no whitespace and never starts with `$`: so source text that only mentions the word import (a
    // generated Go import block, say) or a template's text (fontoxpath's "Casting not supported from "${c}"…") is not
    // taken for one.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)"([^".$\s][^"\s]*)"/g)) {
      if (!m[1].startsWith('node:')) found.add(packageOf(m[1]));
    }
    // Files read from packages at run time (workers/shared/node-file.ts): nodePackageFile("pkg/…" or "pkg", …).
    for (const m of code.matchAll(/nodePackageFile\(\s*"([^"]+)"/g)) found.add(packageOf(m[1]));
  }
  return found;
}

/** Differences between the package's dependencies and what the bundle needs; empty when they agree. */
export function dependencyProblems(dir, pkg) {
  const needed = bundlePackages(dir);
  const declared = new Set(Object.keys(pkg.dependencies ?? {}));
  const problems = [];
  for (const name of [...needed].sort()) if (!declared.has(name)) problems.push(`${name} is imported by the bundle but is not in dependencies`);
  for (const name of [...declared].sort()) if (!needed.has(name)) problems.push(`${name} is in dependencies but the bundle never uses it (make it a devDependency)`);
  return problems;
}

function installCheck() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'devtoolbox-pack-'));
  try {
    const out = execFileSync('npm', ['pack', '--pack-destination', tmp, '--json'], { cwd: root, encoding: 'utf8' });
    const tarball = path.join(tmp, JSON.parse(out)[0].filename);
    const app = path.join(tmp, 'app');
    fs.mkdirSync(app);
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--omit=dev', '--no-audit', '--no-fund', tarball], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] });
    const installed = fs.readdirSync(path.join(app, 'node_modules'));
    const siteOnly = ['react', 'react-dom', '@codemirror', '@tanstack', 'zustand', 'comlink', 'react-window'].filter((n) => installed.includes(n));
    if (siteOnly.length) throw new Error(`the installed package pulled in the site's packages: ${siteOnly.join(', ')}`);
    const help = execFileSync('npx', ['--offline', 'devtoolbox', '--help'], { cwd: app, encoding: 'utf8' });
    if (!help.startsWith('Usage: devtoolbox <command>')) throw new Error(`npx devtoolbox --help printed: ${help.slice(0, 200)}`);
    fs.writeFileSync(path.join(app, 'a.txt'), 'a\nb\n');
    fs.writeFileSync(path.join(app, 'b.txt'), 'a\nc\n');
    let diff = '';
    try {
      execFileSync('npx', ['--offline', 'devtoolbox', 'compare', 'a.txt', 'b.txt'], { cwd: app, encoding: 'utf8' });
    } catch (e) {
      diff = e.status === 1 ? e.stdout : '';
    }
    if (diff !== '--- a.txt\n+++ b.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n') throw new Error(`devtoolbox compare printed: ${diff}`);
    const script =
      "import { compare, format } from 'devtoolbox';" +
      "const f = await format('json', '{\"a\":1}'); const c = await compare('text', 'a', 'b');" +
      "console.log(JSON.stringify([f.ok && f.value, c.ok && c.value.differences]));";
    const lib = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' }).trim();
    if (lib !== '["{\\n  \\"a\\": 1\\n}",1]') throw new Error(`the library import printed: ${lib}`);
    console.log(`package: installed from ${path.basename(tarball)} with --omit=dev (${installed.length} top-level packages); npx devtoolbox and the library import work`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = path.resolve(root, args.find((a) => !a.startsWith('--')) ?? 'dist-cli');
  if (!fs.existsSync(dir)) {
    console.error(`${path.relative(root, dir)} does not exist: run npm run build:cli first`);
    process.exit(1);
  }
  const problems = dependencyProblems(dir, JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')));
  if (problems.length) {
    console.error(`package.json dependencies do not match the bundle:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`package: dependencies match what ${path.relative(root, dir)} imports (${bundlePackages(dir).size} packages)`);
  if (args.includes('--install')) installCheck();
}
