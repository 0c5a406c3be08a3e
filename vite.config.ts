import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeaders } from './scripts/security-headers';

export default defineConfig({
  plugins: [react(), securityHeaders()],
  worker: { format: 'es' },
  // Packages that locate their .wasm through `new URL(..., import.meta.url)` must not be pre-bundled.
  optimizeDeps: { exclude: ['@wasm-fmt/ruff_fmt', '@wasm-fmt/clang-format', 'prettier-plugin-java', 'web-tree-sitter'] },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4000 },
  preview: { port: 4173, strictPort: true },
});
