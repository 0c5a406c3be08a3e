import fs from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { SERVER_PORT, SERVER_ROOTS } from './security-headers';

/**
 * The container recipe cannot be built here (no image can be pulled), so these tests hold it to the parts that are
 * tested: the nginx configuration it copies is deploy/nginx.conf (run by the end-to-end tests against the same
 * build), the build step is a script of package.json, and the compose files agree with the configurations.
 */
const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const dockerfile = read('Dockerfile')
  .split('\n')
  .filter((l) => l.trim() && !l.trim().startsWith('#'));
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
type Compose = { services: Record<string, { build?: { context: string; args?: Record<string, string> }; image?: string; ports?: string[]; volumes?: string[]; user?: string }> };

describe('Dockerfile', () => {
  const stages = dockerfile.filter((l) => l.startsWith('FROM '));

  it('builds with Node 20 and BASE_PATH, through a script of package.json', () => {
    expect(stages[0]).toMatch(/^FROM node:20(\.\d+)*-[a-z-]+ AS build$/);
    expect(dockerfile).toContain('ARG BASE_PATH=/');
    const run = dockerfile.find((l) => l.startsWith('RUN ') && l.includes('npm run '))!;
    expect(run).toContain('BASE_PATH="$BASE_PATH"');
    const script = /npm run (\S+)/.exec(run)![1];
    expect(scripts[script]).toMatch(/^vite build && vite build --ssr src\/entry-server.tsx --outDir dist-ssr && node scripts\/prerender.mjs dist dist-ssr$/);
  });

  it('serves the build with deploy/nginx.conf on nginx-unprivileged, as a non-root user on 8080', () => {
    expect(stages).toHaveLength(2);
    expect(stages[1]).toMatch(/^FROM nginxinc\/nginx-unprivileged:/);
    expect(dockerfile).toContain('COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf');
    expect(dockerfile).toContain(`COPY --from=build /app/dist ${SERVER_ROOTS.nginx}`);
    expect(dockerfile).toContain(`EXPOSE ${SERVER_PORT}`);
    expect(dockerfile.filter((l) => l.startsWith('USER ')).pop()).not.toMatch(/root|\b0\b/);
  });

  it('leaves the machine-local folders out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const folder of ['node_modules', 'dist', '.git', 'release']) expect(ignored).toContain(folder);
  });
});

describe('compose files', () => {
  it('docker-compose.yml: the site on 8080, config.json mounted beside index.html', () => {
    const compose = load(read('docker-compose.yml')) as Compose;
    const service = compose.services.devtoolbox;
    expect(service.build).toEqual({ context: '.', args: { BASE_PATH: '/' } });
    expect(service.ports).toEqual([`${SERVER_PORT}:${SERVER_PORT}`]);
    expect(read('docker-compose.yml')).toContain(`#   - ./config.json:${SERVER_ROOTS.nginx}/config.json:ro`);
  });

  it('deploy/subfolder: the app built for the folder its proxy serves, under the name the proxy calls it', () => {
    const compose = load(read('deploy/subfolder/docker-compose.yml')) as Compose;
    const proxyConf = read('deploy/subfolder/nginx.conf');
    const base = compose.services.devtoolbox.build!.args!.BASE_PATH;
    expect(compose.services.devtoolbox.build!.context).toBe('../..');
    expect(proxyConf).toContain(`    location ${base} {\n        proxy_pass http://devtoolbox:${SERVER_PORT}/;`);
    expect(proxyConf).toContain(`    location = ${base.slice(0, -1)} {\n        return 301 ${base};`);
    expect(compose.services.proxy.volumes).toEqual(['./nginx.conf:/etc/nginx/conf.d/default.conf:ro']);
    expect(compose.services.proxy.ports).toEqual([`${SERVER_PORT}:${SERVER_PORT}`]);
  });
});
