import { fail, ok, type Result } from '../../shared/result';
import { indentOf, printWidthOf, type FormatOptions } from '../meta';
import { refuseLoneSurrogate } from './lone-surrogate';
import { positionOfUtf8Offset } from '../../shared/position';

type RuffFormat = (input: string, path?: string, config?: { indent_style?: 'tab' | 'space'; indent_width?: number; line_width?: number }) => string;

let ruff: Promise<RuffFormat> | undefined;

/**
 * Loads Ruff's WASM formatter once. The browser build uses the `/vite` entry, whose `init()` fetches the .wasm
 * emitted by Vite; under Node (vitest, where Vite's `?init` import is not available) the `/node` entry reads the
 * file itself. `import.meta.env.SSR` is a build-time constant, so the worker bundle contains only the first branch.
 */
function loadRuff(): Promise<RuffFormat> {
  ruff ??= (
    import.meta.env.SSR
      ? import('@wasm-fmt/ruff_fmt/node').then(m => m.format)
      : import('@wasm-fmt/ruff_fmt/vite').then(async m => {
          await m.default();
          return m.format;
        })
  ).catch((e: unknown) => {
    ruff = undefined;
    throw e;
  });
  return ruff;
}

/** Formats Python with Ruff's formatter (its defaults: Black-compatible style, 4 spaces, 88 columns, double quotes). */
export async function formatPython(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  const indent = indentOf('python', options);
  const config = {
    indent_style: indent === 'tab' ? ('tab' as const) : ('space' as const),
    indent_width: indent === 'tab' ? 4 : Number(indent),
    line_width: printWidthOf('python', options),
  };
  const refused = refuseLoneSurrogate(code, 'Python formatter');
  if (refused) return refused;
  const format = await loadRuff();
  try {
    return ok(format(code, 'main.py', config));
  } catch (e) {
    return ruffError(code, e);
  }
}

/** Ruff throws a plain string ending in "at byte range S..E" (UTF-8 offsets); that becomes line and column. */
function ruffError(code: string, e: unknown): Result<string> {
  const raw = typeof e === 'string' ? e : e instanceof Error ? e.message : '';
  if (!raw) return fail('Failed to process code');
  const range = / at byte range (\d+)\.\.(\d+)$/.exec(raw);
  if (!range) return fail(raw);
  const { line, column } = positionOfUtf8Offset(code, Number(range[1]));
  return fail(`${raw.slice(0, range.index)} at line ${line} column ${column}`, line, column);
}
