import { fail, ok, type Result } from '../../shared/result';
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
 * Formats C++ with clang-format in LLVM style. clang-format does not validate syntax: unbalanced or broken code is
 * re-indented as far as its tokenizer goes, so it has no parse errors to report.
 */
export async function formatCpp(code: string): Promise<Result<string>> {
  const refused = refuseLoneSurrogate(code, 'C++ formatter');
  if (refused) return refused;
  const format = await loadClang();
  try {
    return ok(format(code, 'main.cpp', 'LLVM'));
  } catch (e) {
    const message = typeof e === 'string' ? e : e instanceof Error ? e.message : '';
    return fail(message || 'Failed to process code');
  }
}
