/**
 * jq, the real one: jq 1.7.1 compiled to WebAssembly (the `jq-wasm` package, its `.wasm` embedded in its script),
 * run like the command-line tool on the input's bytes. The package's I/O glue is replaced at build time
 * (scripts/jq-wasm-patch.ts) so that 10 MB go in and out in linear time and jq's exit status, stdout and stderr
 * arrive as jq wrote them. The module (1.3 MB) is imported on the first jq query only.
 */

/** jq's command-line flags offered by the tools. */
export interface JqFlags {
  /** -c: one line per output value. */
  compact?: boolean;
  /** -r: strings written without quotes. */
  raw?: boolean;
  /** -s: every input value read into one array first. */
  slurp?: boolean;
  /** -S: object keys sorted on output. */
  sortKeys?: boolean;
}

/** What jq wrote. */
export interface JqRun {
  /** jq's exit status: 0 success, 2 usage or input error, 3 compile error, 5 runtime error. */
  status: number;
  stdout: string;
  stderr: string;
}

interface JqModule {
  run(input: Uint8Array, args: string[]): Promise<JqRun>;
}

/** The jq module could not be loaded (offline, or the site was updated since the page loaded). */
export class JqLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'JqLoadError';
  }
}

let instance: Promise<JqModule> | null = null;

/** The jq runtime, created once per worker. */
function jqModule(): Promise<JqModule> {
  instance ??= import('jq-wasm/dist/build/jq.js').then(
    (m) => (m.default as unknown as () => Promise<JqModule>)(),
    (e: unknown) => {
      throw new JqLoadError(e);
    },
  );
  // A failed load may be retried (e.g. after the network came back).
  instance.catch(() => (instance = null));
  return instance;
}

/** The command-line arguments for `flags` (in jq's order: -c -r -s -S). */
export function jqArgs(flags: JqFlags): string[] {
  const args: string[] = [];
  if (flags.compact) args.push('-c');
  if (flags.raw) args.push('-r');
  if (flags.slurp) args.push('-s');
  if (flags.sortKeys) args.push('-S');
  return args;
}

/** Runs `jq <flags> <filter>` with `input` (UTF-8 bytes, one or more JSON values) as its standard input. */
export async function runJq(input: Uint8Array, filter: string, flags: JqFlags = {}): Promise<JqRun> {
  const jq = await jqModule();
  // `--` ends the options: a filter starting with '-' (e.g. `-1`) is a filter, as after `jq --`.
  return jq.run(input, [...jqArgs(flags), '--', filter, '/dev/stdin']);
}
