import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { fontoxpathPatch } from './scripts/fontoxpath-patch';
import { jqWasmPatch } from './scripts/jq-wasm-patch';
import { messagesPlugin } from './scripts/messages-plugin';
import { normaliseBasePath } from './src/lib/base-path';
import { securityHeaders } from './scripts/security-headers';

/** The entry's chunk (index.html's script), the one chunk named after `index`. */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

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
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    cssCodeSplit: false,
    // Vite preloads a lazily imported chunk's imports together with it, by inserting a <link rel="modulepreload">
    // per import when the import runs. Kept for the entry's start-up imports (the app and React's DOM renderer, which
    // load in parallel after the first paint; scripts/check-bundle.mjs fails without it). Not for the rest: a tool
    // body's ~20 links took 10–35 ms of one task while its route loaded (Lighthouse: total blocking time). A route's
    // chunk loads its own imports instead: one more round trip before a tool's controls are enabled on a first visit
    // (~0.25 s at Lighthouse's slow 4G, README "Performance"), none once the service worker holds the files.
    modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (ENTRY_CHUNK.test(hostId) ? deps : []) },
  },
  preview: { port: 4173, strictPort: true },
});
