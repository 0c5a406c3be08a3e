import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateJson } from '../schema/validate';
import {
  documentType, freshDir, jsonText, modelOf, pythonLiteral, render, requireTool, ROOT, run, samples, VARIANTS, WORK, withUnknownKey,
  withWrongType, write, type VariantId,
} from './toolchain.test-support';

/**
 * Every target's output for every sample is checked by the target's own toolchain (Debian's packages; `.ci/run`
 * installs them), each target's samples in one invocation: it compiles, and the sample data reads into the root
 * type, while a record with a key the data never had is refused.
 */

const variants = Object.keys(VARIANTS) as VariantId[];
const cases = samples.flatMap((sample) => variants.map((variant) => ({ sample, variant, name: `${sample.id.replace(/-/g, '_')}_${variant}` })));

describe('TypeScript and Zod', () => {
  it('tsc --strict accepts every output with its sample assigned to the root type', () => {
    const dir = freshDir('ts');
    for (const { sample, variant, name } of cases) {
      const model = modelOf(sample, variant);
      write(join(dir, `${name}.ts`), `${render(sample, 'typescript', variant)}\nexport const sample: ${documentType(model)} = ${sample.text};\n`);
      write(join(dir, `${name}.zod.ts`), render(sample, 'zod', variant));
    }
    write(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', skipLibCheck: true }, include: ['*.ts'] }),
    );
    run(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', dir], dir);
  });

  it.each(cases.map((c) => [c.name, c] as const))('the Zod schema of %s parses its sample and refuses a mutated record', async (_, { sample, variant, name }) => {
    const dir = join(WORK, 'zod-run');
    const file = join(dir, `${name}.ts`);
    write(file, render(sample, 'zod', variant));
    const schemas = (await import(/* @vite-ignore */ file)) as Record<string, { safeParse(v: unknown): { success: boolean; error?: unknown } }>;
    const schema = schemas[documentType(modelOf(sample, variant))];
    const parsed = schema.safeParse(JSON.parse(sample.text));
    expect(parsed.error).toBeUndefined();
    expect(schema.safeParse(JSON.parse(jsonText(withUnknownKey(sample.tree)))).success).toBe(false);
    expect(schema.safeParse(JSON.parse(jsonText(withWrongType(sample.tree)))).success).toBe(false);
  });
});

describe('JSON Schema', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: the sample is valid, a mutated record is not', (_, { sample, variant }) => {
    const schema = render(sample, 'json-schema', variant);
    const report = validateJson(sample.text, schema);
    expect(report.draft).toBe('2020-12');
    expect(report.issues).toEqual([]);
    const unknown = validateJson(jsonText(withUnknownKey(sample.tree)), schema);
    expect(unknown.issues.map((i) => i.keyword)).toContain('additionalProperties');
    const wrong = validateJson(jsonText(withWrongType(sample.tree)), schema);
    expect(wrong.valid).toBe(false);
  });
});

describe('Go', () => {
  it('go vet accepts every output, and a program decodes each sample with unknown fields disallowed', () => {
    requireTool('go', 'golang-go');
    const dir = freshDir('go');
    write(join(dir, 'go.mod'), 'module typestest\n\ngo 1.19\n');
    const imports: string[] = [];
    const checks: string[] = [];
    for (const { sample, variant, name } of cases) {
      const model = modelOf(sample, variant);
      write(join(dir, name, 'types.go'), render(sample, 'go', variant).replace('package model', `package ${name}`));
      imports.push(`\t${name} "typestest/${name}"`);
      const type = `${name}.${documentType(model)}`;
      const mutated = join(dir, name, 'mutated.json');
      write(mutated, jsonText(withUnknownKey(sample.tree)));
      checks.push(`\tcheck[${type}](${JSON.stringify(name)}, ${JSON.stringify(sample.path)}, ${JSON.stringify(mutated)})`);
    }
    write(
      join(dir, 'main', 'main.go'),
      `package main

import (
\t"bytes"
\t"encoding/json"
\t"fmt"
\t"os"
${imports.join('\n')}
)

func decode[T any](data []byte) error {
\td := json.NewDecoder(bytes.NewReader(data))
\td.DisallowUnknownFields()
\tvar v T
\treturn d.Decode(&v)
}

func read(path string) []byte {
\tdata, err := os.ReadFile(path)
\tif err != nil {
\t\tpanic(err)
\t}
\treturn data
}

func check[T any](name, path, mutated string) {
\tif err := decode[T](read(path)); err != nil {
\t\tfmt.Printf("%s: the sample does not decode: %v\\n", name, err)
\t\tos.Exit(1)
\t}
\tif err := decode[T](read(mutated)); err == nil {
\t\tfmt.Printf("%s: a record with an unknown key decoded\\n", name)
\t\tos.Exit(1)
\t}
}

func main() {
${checks.join('\n')}
\tfmt.Println("ok")
}
`,
    );
    const env = { GOFLAGS: '-mod=mod', GOPROXY: 'off', GOWORK: 'off' };
    run('go', ['vet', './...'], dir, env);
    expect(run('go', ['run', './main'], dir, env).trim()).toBe('ok');
  });
});

describe('Java', () => {
  const jars = ['jackson-databind', 'jackson-core', 'jackson-annotations'].map((j) => `/usr/share/java/${j}.jar`);

  it("javac compiles every output, and Jackson reads each sample, failing on unknown properties", () => {
    requireTool('javac', 'default-jdk-headless');
    for (const jar of jars) if (!existsSync(jar)) throw new Error(`${jar} is missing: apt-get install libjackson2-databind-java`);
    const dir = freshDir('java');
    const files: string[] = [];
    const checks: string[] = [];
    for (const { sample, variant, name } of cases) {
      const model = modelOf(sample, variant);
      const file = join(dir, 'src', name, `${model.rootName}.java`);
      write(file, `package ${name};\n\n${render(sample, 'java', variant)}`);
      files.push(file);
      const type = model.listName ? `new TypeReference<java.util.List<${name}.${model.rootName}>>() {}` : `new TypeReference<${name}.${model.rootName}>() {}`;
      const mutated = join(dir, `${name}.mutated.json`);
      write(mutated, jsonText(withUnknownKey(sample.tree)));
      checks.push(`        check(${JSON.stringify(name)}, ${JSON.stringify(sample.path)}, ${JSON.stringify(mutated)}, ${type});`);
    }
    const main = join(dir, 'src', 'Main.java');
    write(
      main,
      `import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;

public class Main {
    static final ObjectMapper MAPPER = new ObjectMapper();

    static <T> void check(String name, String path, String mutated, TypeReference<T> type) throws Exception {
        MAPPER.readValue(Files.readString(Path.of(path)), type);
        try {
            MAPPER.readValue(Files.readString(Path.of(mutated)), type);
        } catch (Exception expected) {
            return;
        }
        throw new AssertionError(name + ": a record with an unknown key was read");
    }

    public static void main(String[] args) throws Exception {
${checks.join('\n')}
        System.out.println("ok");
    }
}
`,
    );
    const cp = jars.join(':');
    run('javac', ['-Xlint:none', '-cp', cp, '-d', join(dir, 'out'), main, ...files], dir);
    expect(run('java', ['-cp', `${join(dir, 'out')}:${cp}`, 'Main'], dir).trim()).toBe('ok');
  });
});

describe('Rust', () => {
  const REGISTRY = '/usr/share/cargo/registry';

  it("compiles every output with Debian's serde crates, and serde_json reads each sample, denying unknown fields", () => {
    requireTool('cargo', 'cargo');
    for (const crate of ['serde-1', 'serde_derive-1', 'serde_json-1']) {
      if (!run('ls', [REGISTRY], ROOT).split('\n').some((d) => d.startsWith(crate + '.'))) {
        throw new Error(`${crate.slice(0, -2)} is missing from ${REGISTRY}: apt-get install librust-serde-derive-dev librust-serde-json-dev`);
      }
    }
    const dir = freshDir('rust');
    write(join(dir, 'Cargo.toml'), '[package]\nname = "typestest"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nserde = { version = "1", features = ["derive"] }\nserde_json = "1"\n');
    write(join(dir, '.cargo', 'config.toml'), `[source.crates-io]\nreplace-with = "debian"\n[source.debian]\ndirectory = "${REGISTRY}"\n[net]\noffline = true\n`);
    const mods: string[] = [];
    const checks: string[] = [];
    for (const { sample, variant, name } of cases) {
      const model = modelOf(sample, variant);
      // The test's own strictness: unknown keys refused (serde ignores them unless asked).
      const code = render(sample, 'rust', variant).replace(/(#\[derive\([^\]]*\)\]\n)(pub struct)/g, '$1#[serde(deny_unknown_fields)]\n$2');
      write(join(dir, 'src', `${name}.rs`), `#![allow(dead_code)]\n${code}`);
      mods.push(`mod ${name};`);
      const mutated = join(dir, `${name}.mutated.json`);
      write(mutated, jsonText(withUnknownKey(sample.tree)));
      checks.push(`    check::<${name}::${documentType(model)}>(${JSON.stringify(name)}, include_str!(${JSON.stringify(sample.path)}), include_str!(${JSON.stringify(mutated)}));`);
    }
    write(
      join(dir, 'src', 'main.rs'),
      `${mods.join('\n')}

fn check<T: serde::de::DeserializeOwned>(name: &str, sample: &str, mutated: &str) {
    if let Err(e) = serde_json::from_str::<T>(sample) {
        panic!("{}: the sample does not decode: {}", name, e);
    }
    if serde_json::from_str::<T>(mutated).is_ok() {
        panic!("{}: a record with an unknown key decoded", name);
    }
}

fn main() {
${checks.join('\n')}
    println!("ok");
}
`,
    );
    // Dependencies are built once and kept between runs.
    const out = run('cargo', ['run', '--quiet', '--offline', '--target-dir', join(WORK, 'cargo-target')], dir);
    expect(out.trim()).toBe('ok');
  });
});

describe('Python', () => {
  it('py_compile accepts every pydantic v2 and TypedDict output', () => {
    requireTool('python3', 'python3');
    const dir = freshDir('python');
    const files = cases.map(({ sample, variant, name }) => {
      const file = join(dir, `${name}.py`);
      write(file, render(sample, 'python', variant));
      return file;
    });
    run('/usr/bin/python3', ['-m', 'py_compile', ...files], dir);
  });

  it('mypy accepts each sample, as a literal, assigned to the TypedDict root type', () => {
    requireTool('/usr/bin/python3', 'python3');
    const has = run('/usr/bin/python3', ['-c', 'import importlib.util as u; print(u.find_spec("mypy") is not None)'], ROOT).trim();
    if (has !== 'True') throw new Error('mypy is not installed: apt-get install python3-mypy');
    const dir = freshDir('mypy');
    const files = cases
      .filter((c) => VARIANTS[c.variant].pythonStyle === 'typeddict')
      .map(({ sample, variant, name }) => {
        const file = join(dir, `${name}.py`);
        write(file, `${render(sample, 'python', variant)}\n\nsample: ${documentType(modelOf(sample, variant))} = ${pythonLiteral(sample.tree)}\n`);
        return file;
      });
    run('/usr/bin/python3', ['-m', 'mypy', '--strict', '--no-incremental', '--cache-dir=/dev/null', ...files], dir);
  });
});
