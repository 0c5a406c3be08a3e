import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { fontoxpathPatch } from './scripts/fontoxpath-patch';
import { jqWasmPatch } from './scripts/jq-wasm-patch';

export default defineConfig({
  plugins: [jqWasmPatch(), fontoxpathPatch()],
  resolve: { alias: { '@workers': fileURLToPath(new URL('./workers', import.meta.url)) } },
  test: {
    include: ['workers/**/*.test.ts', 'cli/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Transformed by Vite (not loaded by Node as it is) so that the jq-wasm and fontoxpath patches apply in the tests too.
    server: { deps: { inline: ['jq-wasm', 'fontoxpath'] } },
  },
});
