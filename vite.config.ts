import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { fontoxpathPatch } from './scripts/fontoxpath-patch';
import { jqWasmPatch } from './scripts/jq-wasm-patch';
import { messagesPlugin } from './scripts/messages-plugin';
import { normaliseBasePath } from './src/lib/base-path';
import { securityHeaders } from './scripts/security-headers';

export default defineConfig({
  // BASE_PATH=/tools/devtoolbox/ builds the site for that folder of its host (README "Self-hosting").
  base: normaliseBasePath(process.env.BASE_PATH),
  plugins: [react(), messagesPlugin(), securityHeaders(), jqWasmPatch(), fontoxpathPatch()],
  // The engines, imported by the UI as `@workers/…` (types and plain data; engine code only inside workers).
  resolve: { alias: { '@workers': fileURLToPath(new URL('./workers', import.meta.url)) } },
  // jq-wasm's I/O glue and fontoxpath's document order are patched in every build that bundles them (see scripts/).
  worker: { format: 'es', plugins: () => [jqWasmPatch(), fontoxpathPatch()] },
  // Packages that locate their .wasm through `new URL(..., import.meta.url)` must not be pre-bundled.
  optimizeDeps: { exclude: ['@wasm-fmt/ruff_fmt', '@wasm-fmt/clang-format', 'prettier-plugin-java', 'web-tree-sitter'] },
  // One stylesheet (~30 KB), inlined into every prerendered page by scripts/prerender.mjs: the tool bodies are in
  // the prerendered HTML, so their styles must be there before the first paint, not arrive with their chunks.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4000, cssCodeSplit: false },
  preview: { port: 4173, strictPort: true },
});
