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
  plugins: [
    // fontoxpath is bundled (not loaded from node_modules) so that its document-order patch applies; see scripts/fontoxpath-patch.ts.
    fontoxpathPatch(),
    {
      // The library entry only re-exports: a command that imports a few names from it loads their modules alone,
      // not the entry with every engine behind it (faker would cost `compare` a few hundred milliseconds).
      name: 'library-entry-without-side-effects',
      transform: (code, id) => (id.endsWith('/workers/lib.ts') ? { code, moduleSideEffects: false } : undefined),
    },
  ],
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
      output: {
        entryFileNames: '[name].mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
        // The engines in chunks of their own rather than inside the library entry, so that a command imports them
        // from there (see the plugin above).
        manualChunks: (id) => /\/workers\/([\w-]+)\/[^/]+$/.exec(id)?.[1],
      },
    },
  },
});
