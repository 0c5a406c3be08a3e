import { defineConfig } from 'vitest/config';
import base from '../../vitest.config';

/**
 * The XML engines' benchmark (tests/bench/xml-node.bench.ts) runs under vitest so that fontoxpath gets the same
 * build-time patch as the site, the command line and the tests (scripts/fontoxpath-patch.ts).
 */
export default defineConfig({ ...base, test: { ...base.test, include: ['tests/bench/xml-node.bench.ts'], testTimeout: 1_800_000 } });
