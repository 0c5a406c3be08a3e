import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { fontoxpathPatch } from './scripts/fontoxpath-patch';

/**
 * The command line and the library for Node (`npm run build:cli`): an SSR build of cli/main.ts and workers/lib.ts
 * into dist-cli/. Packages stay external (imported from node_modules at run time, as the package's dependencies),
 * and `import.meta.env.SSR` is true, so the WASM formatters take their Node entries.
 */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  // fontoxpath is bundled (not loaded from node_modules) so that its document-order patch applies; see scripts/fontoxpath-patch.ts.
  plugins: [fontoxpathPatch()],
  ssr: { noExternal: ['fontoxpath'] },
  define: { __DEVTOOLBOX_VERSION__: JSON.stringify(version) },
  build: {
    ssr: true,
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rollupOptions: {
      input: { devtoolbox: 'cli/main.ts', index: 'workers/lib.ts' },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
});
