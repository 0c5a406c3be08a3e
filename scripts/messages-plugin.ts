import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A message file: `src/messages/<locale>.json`, `src/messages/engine/<locale>.json`, or `messages/<locale>.json` of a tool folder. */
const MESSAGE_FILE = /[\\/]messages[\\/](?:engine[\\/])?[a-z]{2}\.json$/;

/**
 * Compiles the message files at build time (FormatJS's recommended set-up): each message with ICU syntax reaches
 * the page as its syntax tree (still JSON), plain text stays a string, and the page's `intl-messageformat` gets
 * the parser-free build of `@formatjs/icu-messageformat-parser`, so no ICU parser ships. A malformed message fails
 * the build with its file and key.
 */
export function messagesPlugin(): Plugin {
  // The package's own parser-free entry (an ES module, as the whole package is: nothing of tslib comes with it).
  const noParser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js');
  return {
    name: 'devtoolbox-messages',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] } }),
    transform(code, id) {
      if (!MESSAGE_FILE.test(id.split('?')[0])) return null;
      const file = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(file)) {
        try {
          compiled[key] = /[{}]/.test(message) ? parse(message, { ignoreTag: true }) : message;
        } catch (e) {
          throw new Error(`${path.basename(id)}: message "${key}" is not valid ICU: ${(e as Error).message}`, { cause: e });
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
