import { fail, ok, type Result } from '../../shared/result';
import { indentOf, printWidthOf, type FormatOptions } from '../meta';
import { refuseLoneSurrogate } from './lone-surrogate';

type ClangFormat = (content: string, filename?: string, style?: string) => string;

let clang: Promise<ClangFormat> | undefined;

/** Loads clang-format's WASM build once; see python.ts for why Node and the browser take different entries. */
function loadClang(): Promise<ClangFormat> {
  clang ??= (
    import.meta.env.SSR
      ? import('@wasm-fmt/clang-format/node').then(m => m.format)
      : import('@wasm-fmt/clang-format/vite').then(async m => {
          await m.default();
          return m.format;
        })
  ).catch((e: unknown) => {
    clang = undefined;
    throw e;
  });
  return clang;
}

/**
 * The style for clang-format: plain `LLVM` with the defaults (so the default output is exactly LLVM style), else
 * LLVM with the chosen indentation (a tab fills each level: `UseTab: Always`) and column limit.
 */
export function clangStyle(options: FormatOptions): string {
  const indent = indentOf('cpp', options);
  const width = printWidthOf('cpp', options);
  if (indent === '2' && width === 80) return 'LLVM';
  const size = indent === 'tab' ? 2 : Number(indent);
  const tabs = indent === 'tab' ? `UseTab: Always, TabWidth: ${size}, ` : '';
  return `{BasedOnStyle: LLVM, IndentWidth: ${size}, ${tabs}ColumnLimit: ${width}}`;
}

/**
 * Formats C++ with clang-format in LLVM style. clang-format does not validate syntax: unbalanced or broken code is
 * re-indented as far as its tokenizer goes, so it has no parse errors to report.
 */
export async function formatCpp(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  const refused = refuseLoneSurrogate(code, 'C++ formatter');
  if (refused) return refused;
  const format = await loadClang();
  try {
    return ok(format(code, 'main.cpp', clangStyle(options)));
  } catch (e) {
    const message = typeof e === 'string' ? e : e instanceof Error ? e.message : '';
    return fail(message || 'Failed to process code');
  }
}
