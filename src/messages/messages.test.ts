/**
 * Every message file of the site, found on disk: the site's (`src/messages/<locale>.json`), the engines'
 * (`src/messages/engine/<locale>.json`) and each tool folder's (`src/tools/<folder>/messages/<locale>.json`). For
 * each scope, every language has exactly English's keys, every message is valid ICU with the arguments English's
 * has (plural and select included, every plural form the language needs), and every key is used:
 * - a site or tool key is used when its text appears quoted in the scope's code (`'footer.about'`), or when a
 *   template literal there builds it (`` `meta.${page}.title` `` uses every `meta.<…>.title`); a catalogue text
 *   `tool.<id>.<field>` is used only while a tool has that id;
 * - an engine key is an engine failure's code: used when an engine (workers/) or the job runner (src/lib/, its own
 *   failures: time limit, crash, worker load) names it as a quoted string.
 * Code is every .ts/.tsx file but tests; the message files are JSON, so they never count as a use.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, LOCALES, type Locale } from '../lib/locale';
import { TOOLS } from '../tools/catalogue';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** Every .ts/.tsx file under `dir` that is not a test. */
function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'node_modules') out.push(...codeFiles(file));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      out.push(file);
    }
  }
  return out;
}

interface Scope {
  name: string;
  /** The folder of its `<locale>.json` files. */
  dir: string;
  /** The code in which its keys are used. */
  code: string[];
  kind: 'site' | 'engine' | 'tool';
}

const toolFolders = readdirSync(path.join(ROOT, 'src/tools')).filter((folder) => {
  try {
    return statSync(path.join(ROOT, 'src/tools', folder, 'messages/en.json')).isFile();
  } catch {
    return false;
  }
});

const SCOPES: Scope[] = [
  { name: 'site', dir: 'src/messages', code: ['src'], kind: 'site' },
  { name: 'engine', dir: 'src/messages/engine', code: ['workers', 'src/lib'], kind: 'engine' },
  ...toolFolders.map((folder): Scope => ({ name: `tool ${folder}`, dir: `src/tools/${folder}/messages`, code: [`src/tools/${folder}`], kind: 'tool' })),
];

const readJson = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, string>;

const filesOf = (scope: Scope): Map<Locale, Record<string, string>> =>
  new Map(LOCALES.map((locale) => [locale, readJson(`${scope.dir}/${locale}.json`)] as const));

/** What a message asks of its arguments: `count:plural[one|other]`, `name:argument`, `type:select[pasted|other]`. */
function argumentsOf(elements: MessageFormatElement[], out = new Map<string, string>()): Map<string, string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        out.set(el.value, out.get(el.value) ?? TYPE[el.type]);
        break;
      case TYPE.select:
        out.set(el.value, `select[${Object.keys(el.options).sort().join('|')}]`);
        for (const option of Object.values(el.options)) argumentsOf(option.value, out);
        break;
      case TYPE.plural:
        // Which plural forms a language writes is its own affair (Polish has four); that it is a plural is not.
        out.set(el.value, el.pluralType === 'ordinal' ? 'selectordinal' : 'plural');
        for (const option of Object.values(el.options)) argumentsOf(option.value, out);
        break;
      case TYPE.tag:
        argumentsOf(el.children, out);
        break;
    }
  }
  return out;
}

/** The whole numbers up to 200 in each plural form of a language (Polish: one {1}, few {2–4, 22–24 …}, many …). */
function formNumbers(locale: Locale): Map<string, number[]> {
  const rules = new Intl.PluralRules(INTL_LOCALES[locale]);
  const forms = new Map<string, number[]>([['other', []]]);
  for (let n = 0; n <= 200; n++) {
    const form = rules.select(n);
    forms.set(form, [...(forms.get(form) ?? []), n]);
  }
  return forms;
}

/**
 * The plural forms a language needs: those of whole numbers up to 200, and `other`, which ICU requires (Polish:
 * one, few, many, other; German: one, other).
 */
const neededForms = (locale: Locale): string[] => ['zero', 'one', 'two', 'few', 'many', 'other'].filter((form) => formNumbers(locale).has(form));

/**
 * The plurals of a message that lack a form `locale` needs. `=n` options stand in for a form only when they name
 * all its numbers (`=1` for English's and Polish's one, never for Polish's few).
 */
function missingForms(elements: MessageFormatElement[], locale: Locale, out: string[] = []): string[] {
  for (const el of elements) {
    if (el.type === TYPE.plural && el.pluralType !== 'ordinal') {
      const numbers = formNumbers(locale);
      const covered = (form: string) => form in el.options || (form !== 'other' && numbers.get(form)!.every((n) => `=${n}` in el.options));
      const missing = neededForms(locale).filter((form) => !covered(form));
      if (missing.length) out.push(`{${el.value}, plural} lacks ${missing.join(', ')}`);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) missingForms(option.value, locale, out);
    if (el.type === TYPE.tag) missingForms(el.children, locale, out);
  }
  return out;
}

const describeArgs = (args: Map<string, string>) =>
  [...args].sort(([a], [b]) => a.localeCompare(b)).map(([name, kind]) => `${name}:${kind}`).join(', ') || '(none)';

/** The text of every code file under the scope's folders, read once per folder. */
const codeCache = new Map<string, { file: string; text: string }[]>();
const codeOf = (dirs: string[]) =>
  dirs.flatMap((dir) => {
    let files = codeCache.get(dir);
    if (!files) codeCache.set(dir, (files = codeFiles(path.join(ROOT, dir)).map((file) => ({ file: rel(file), text: readFileSync(file, 'utf8') }))));
    return files;
  });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The keys template literals build: `` `tool.${id}.name` `` → /^tool\.[^]+?\.name$/. A template must start with
 * text (at least two characters before its first `${…}`), so `` `${a}.${b}` `` claims nothing.
 */
function templatePatterns(texts: string[]): RegExp[] {
  const patterns: RegExp[] = [];
  for (const text of texts) {
    for (const [, body] of text.matchAll(/`((?:[^`\\$]|\\.|\$(?!\{))+\$\{[^`]*)`/g)) {
      const parts = body.split(/\$\{[^}]*\}/);
      if (parts[0].length < 2 || !/^[\w.-]+$/.test(parts.join(''))) continue;
      patterns.push(new RegExp(`^${parts.map(escapeRegExp).join('[^]+?')}$`));
    }
  }
  return patterns;
}

const TOOL_IDS = new Set<string>(TOOLS.map((t) => t.id));
const TOOL_TEXT = /^tool\.([\w-]+)\./;

/** The keys of `scope` that no code uses, each with why. */
function unusedKeys(scope: Scope, keys: string[]): string[] {
  const code = codeOf(scope.code);
  const texts = code.map((c) => c.text);
  const quoted = (key: string) => {
    const re = new RegExp(`(['"\`])${escapeRegExp(key)}\\1`);
    return texts.some((t) => re.test(t));
  };
  if (scope.kind === 'engine') return keys.filter((key) => !quoted(key)).map((key) => `${key}: no engine failure has this code (${scope.code.join(', ')})`);
  const patterns = templatePatterns(texts);
  const unused: string[] = [];
  for (const key of keys) {
    const tool = scope.kind === 'site' ? TOOL_TEXT.exec(key)?.[1] : undefined;
    if (tool !== undefined && !TOOL_IDS.has(tool)) unused.push(`${key}: no tool has the id "${tool}"`);
    else if (!quoted(key) && !patterns.some((p) => p.test(key))) unused.push(`${key}: not found in ${scope.code.join(', ')}`);
  }
  return unused;
}

describe('message files', () => {
  it('are found for the site, the engines and the tool folders that have them', () => {
    expect(SCOPES.map((s) => s.name).slice(0, 2)).toEqual(['site', 'engine']);
    // Every messages folder of a tool is in the list (a folder without en.json is a mistake, not a scope to skip).
    for (const folder of readdirSync(path.join(ROOT, 'src/tools'))) {
      let hasFolder = false;
      try {
        hasFolder = statSync(path.join(ROOT, 'src/tools', folder, 'messages')).isDirectory();
      } catch {
        /* no messages folder */
      }
      if (hasFolder) expect(toolFolders, `src/tools/${folder}/messages has no en.json`).toContain(folder);
    }
  });

  describe.each(SCOPES)('$name ($dir)', (scope) => {
    const files = filesOf(scope);
    const en = files.get('en')!;
    const enKeys = Object.keys(en);

    it('has every language, each with exactly the English keys', () => {
      const problems: string[] = [];
      for (const [locale, file] of files) {
        const keys = new Set(Object.keys(file));
        const missing = enKeys.filter((k) => !keys.has(k));
        const extra = [...keys].filter((k) => !(k in en));
        if (missing.length) problems.push(`${scope.dir}/${locale}.json lacks: ${missing.join(', ')}`);
        if (extra.length) problems.push(`${scope.dir}/${locale}.json has keys English lacks: ${extra.join(', ')}`);
        const notText = Object.entries(file).filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        if (notText.length) problems.push(`${scope.dir}/${locale}.json has empty or non-text messages: ${notText.join(', ')}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });

    it('has valid ICU messages, each with the arguments of its English message (and its selects) and the plural forms of its language', () => {
      const problems: string[] = [];
      const parsed = (locale: Locale, key: string, message: string) => {
        try {
          return parse(message, { ignoreTag: true });
        } catch (e) {
          problems.push(`${scope.dir}/${locale}.json "${key}": not valid ICU (${(e as Error).message}): ${message}`);
          return null;
        }
      };
      const enArgs = new Map(enKeys.map((key) => [key, parsed('en', key, en[key])] as const));
      for (const [locale, file] of files) {
        for (const [key, message] of Object.entries(file)) {
          if (typeof message !== 'string') continue;
          const ast = locale === 'en' ? enArgs.get(key) : parsed(locale, key, message);
          if (!ast) continue;
          for (const lack of missingForms(ast, locale)) problems.push(`${scope.dir}/${locale}.json "${key}": ${lack}`);
          const source = enArgs.get(key);
          if (locale === 'en' || !source) continue;
          // The same names; a select English has stays a select with the same options (they are values the code
          // passes). How the rest is written is the language's affair: a count English shows as a number may be a
          // plural in a language that inflects the word beside it.
          const want = argumentsOf(source);
          const got = argumentsOf(ast);
          const sameNames = [...want.keys()].sort().join() === [...got.keys()].sort().join();
          const sameSelects = [...want].every(([name, kind]) => !kind.startsWith('select[') || got.get(name) === kind);
          if (!sameNames || !sameSelects) problems.push(`${scope.dir}/${locale}.json "${key}": arguments ${describeArgs(got)}, English has ${describeArgs(want)}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });

    it('has no key the code does not use', () => {
      const unused = unusedKeys(scope, enKeys);
      expect(unused, `${scope.dir}: unused keys:\n${unused.join('\n')}`).toEqual([]);
    });
  });
});

describe('the checks themselves', () => {
  it('read arguments through plurals and selects, and the forms a language needs', () => {
    const ast = parse('{n, plural, one {# {unit}} other {# {unit}s}} in {where, select, a {A} other {{x, number}}}');
    expect(describeArgs(argumentsOf(ast))).toBe('n:plural, unit:argument, where:select[a|other], x:number');
    expect(neededForms('pl')).toEqual(['one', 'few', 'many', 'other']);
    expect(neededForms('de')).toEqual(['one', 'other']);
    expect(missingForms(parse('{n, plural, one {# plik} other {# plików}}'), 'pl')).toEqual(['{n, plural} lacks few, many']);
    expect(missingForms(parse('{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}'), 'pl')).toEqual([]);
    expect(missingForms(parse('{n, plural, =1 {one line} other {# lines}}'), 'en')).toEqual([]);
    expect(missingForms(parse('{n, plural, =1 {# plik} =2 {# pliki} other {# plików}}'), 'pl')).toEqual(['{n, plural} lacks few, many']);
  });

  it('take a key built by a template literal as used, and nothing from a template that starts with an argument', () => {
    const patterns = templatePatterns(['t(`meta.${page}.title`); t(`${a}.${b}`); const s = `plain`;']);
    expect(patterns.map(String)).toEqual([String(/^meta\.[^]+?\.title$/)]);
    expect(patterns[0].test('meta.home.title')).toBe(true);
    expect(patterns[0].test('meta.home.description')).toBe(false);
  });
});
