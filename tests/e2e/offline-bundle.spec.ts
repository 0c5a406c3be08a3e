import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUNDLE_PORT } from './helpers/server-projects';
import { startNginx } from './helpers/servers.mjs';
import { FORMAT_SAMPLES, formatWith } from './release-helpers';

/**
 * The offline bundle (npm run package): the zip and its checksum are written from the built site, the checksum
 * verifies with sha256sum, the zip unpacks with unzip into an empty folder, and its own nginx.conf serves the
 * unpacked site, with a real config.json beside it, so that a format works.
 */
const DIST = process.env.E2E_DIST || 'dist';
const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
const NAME = `devtoolbox-${version}`;

const walk = (dir: string, base = dir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });

test('the packaged zip verifies, unpacks into an empty folder and its site works under nginx', async ({ page }) => {
  test.setTimeout(120_000);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'devtoolbox-bundle-'));
  fs.chmodSync(tmp, 0o755);
  try {
    const release = path.join(tmp, 'release');
    execFileSync('node', ['scripts/package-release.mjs', DIST, release]);
    const zip = path.join(release, `${NAME}.zip`);
    expect(fs.readdirSync(release).sort()).toEqual([`${NAME}.zip`, `${NAME}.zip.sha256`]);

    const sum = crypto.createHash('sha256').update(fs.readFileSync(zip)).digest('hex');
    expect(fs.readFileSync(`${zip}.sha256`, 'utf8')).toBe(`${sum}  ${NAME}.zip\n`);
    expect(execFileSync('sha256sum', ['-c', `${NAME}.zip.sha256`], { cwd: release, encoding: 'utf8' })).toBe(`${NAME}.zip: OK\n`);

    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('unzip', ['-q', zip, '-d', unpacked]);
    const top = path.join(unpacked, NAME);
    expect(fs.readdirSync(unpacked)).toEqual([NAME]);
    expect(fs.readdirSync(top).sort()).toEqual(['Caddyfile', 'README.txt', 'config.schema.json', 'nginx.conf', 'site']);
    expect(fs.readFileSync(path.join(top, 'README.txt'), 'utf8')).toContain(`sha256sum -c ${NAME}.zip.sha256`);
    // The site is the build, byte for byte, and the configurations are the shipped ones (a default build).
    const files = walk(DIST).sort();
    expect(walk(path.join(top, 'site')).sort()).toEqual(files);
    for (const f of files) expect(Buffer.compare(fs.readFileSync(path.join(top, 'site', f)), fs.readFileSync(path.join(DIST, f))), f).toBe(0);
    expect(fs.readFileSync(path.join(top, 'nginx.conf'), 'utf8')).toBe(fs.readFileSync('deploy/nginx.conf', 'utf8'));
    expect(fs.readFileSync(path.join(top, 'Caddyfile'), 'utf8')).toBe(fs.readFileSync('deploy/Caddyfile', 'utf8'));
    expect(fs.readFileSync(path.join(top, 'config.schema.json'), 'utf8')).toBe(fs.readFileSync('deploy/config.schema.json', 'utf8'));

    // A host's settings file beside index.html, read by the site from the real server.
    fs.writeFileSync(path.join(top, 'site', 'config.json'), JSON.stringify({ homeNotice: 'Offline mirror of DevToolbox.', hideTools: ['json-generator'] }));
    const server = await startNginx({ port: BUNDLE_PORT, site: path.join(top, 'site'), config: path.join(top, 'nginx.conf') });
    try {
      await page.goto(server.url);
      await expect(page.getByRole('note')).toHaveText('Offline mirror of DevToolbox.');
      await expect(page.locator('a[href="/json-generator"]')).toHaveCount(0);
      await page.goto(`${server.url}json-formatter`);
      await formatWith(page, FORMAT_SAMPLES.json);
      await expect(page.locator('.vt-list .vt-row')).toHaveCount(7);
      const res = await page.request.get(`${server.url}json-generator`);
      // The file is served as it is: the page for the hidden tool still answers 200; the app shows the 404 page.
      expect(res.status()).toBe(200);
      await page.goto(`${server.url}json-generator`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
