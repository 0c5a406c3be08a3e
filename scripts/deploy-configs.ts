import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_CONFIG_FILES, inlineScriptHashes, serverConfigs } from './security-headers';

/**
 * The nginx and Caddy configurations the repository ships (deploy/nginx.conf, deploy/Caddyfile) are those the
 * default build writes into dist/.server-config/: the policy of the default settings with the hash of the inline
 * script of index.html. `npm run deploy:configs` rewrites them after a change to either; a unit test
 * (security-headers.test.ts) fails while they are out of date.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The deploy/ files' texts for the current index.html and policy. */
export function deployConfigs(): Record<keyof typeof DEPLOY_CONFIG_FILES, string> {
  const hashes = inlineScriptHashes(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
  const configs = serverConfigs({}, hashes);
  return { nginx: configs.nginx, caddy: configs.caddy };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const configs = deployConfigs();
  for (const [kind, file] of Object.entries(DEPLOY_CONFIG_FILES) as [keyof typeof DEPLOY_CONFIG_FILES, string][]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), configs[kind]);
    console.log(`wrote ${file}`);
  }
}
