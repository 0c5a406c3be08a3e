// Adds `.js` to the relative import paths of the library's declarations (dist-cli/types), so that projects
// resolving as Node does (moduleResolution node16/nodenext, which needs full paths in ES modules) read the types
// as well as bundler projects. Usage: node scripts/cli-types.mjs dist-cli/types
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.argv[2];
if (!root) throw new Error('usage: node scripts/cli-types.mjs DIR');

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* declarations(file);
    else if (name.endsWith('.d.ts')) yield file;
  }
}

let files = 0;
for (const file of declarations(root)) {
  const dir = path.dirname(file);
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead, quote, spec) => {
    if (/\.(js|mjs|cjs|json)$/.test(spec)) return whole;
    const target = path.join(dir, spec);
    const full = existsSync(`${target}.d.ts`) ? `${spec}.js` : existsSync(path.join(target, 'index.d.ts')) ? `${spec}/index.js` : null;
    if (!full) throw new Error(`${file}: cannot resolve ${spec}`);
    return `${lead}${quote}${full}${quote}`;
  });
  if (fixed !== text) writeFileSync(file, fixed);
  files++;
}
console.log(`dist types: ${files} declaration files`);
