#!/usr/bin/env node
/* global fetch */
// Starts Debian's nginx or Caddy on a loopback port with the configurations the repository ships (deploy/), the way a
// host runs them, for the end-to-end tests: the shipped file is used as it is, with only its port and site folder
// rewritten (and, for the subfolder sample, its upstream). Each server runs in the foreground with its own
// configuration, pid file, logs and temporary folders in a fresh temporary directory, and never touches /etc,
// /var or port 80.
//
// As a program (Playwright's webServer):
//   node tests/e2e/helpers/servers.mjs nginx|caddy <port> <site>
//   node tests/e2e/helpers/servers.mjs nginx-subfolder <proxy port> <site> <site's own port>
// runs until SIGTERM or SIGINT, then stops the server and removes its directory.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The shipped configurations. */
export const DEPLOY = {
  nginx: path.join(repo, 'deploy/nginx.conf'),
  caddy: path.join(repo, 'deploy/Caddyfile'),
  subfolderProxy: path.join(repo, 'deploy/subfolder/nginx.conf'),
};

/** `text` with `from` replaced by `to`, which must occur exactly once (a changed shipped file fails loudly). */
function replaceOnce(text, from, to, file) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`${path.relative(repo, file)}: expected "${from}" once, found it ${parts.length - 1} times`);
  return parts.join(to);
}

function requireCommand(name) {
  if (spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0) {
    throw new Error(`${name} is not installed (apt-get install nginx caddy; .ci/run installs them)`);
  }
}

/** A fresh temporary directory the server's unprivileged worker processes can enter. */
function tempDir(kind) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `devtoolbox-${kind}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Resolves once `url` answers (any status), or rejects when the process exits first or `timeoutMs` passes. */
async function waitUntilUp(url, child, logFile, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code) => (exited = code));
  while (Date.now() < until) {
    if (exited !== null) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`the server exited (${exited}) before answering ${url}\n${log}`);
    }
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** The started server once `url` answers; stopping it ends the process and removes `dir`. */
async function started(child, dir, url, logFile) {
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, logFile);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, dir, stop };
}

/**
 * nginx with deploy/nginx.conf (or the server file `config`) serving `site` on 127.0.0.1:`port`. With `proxyPort`,
 * also the subfolder sample
 * (deploy/subfolder/nginx.conf) on that port, proxying to the first: the site is then at
 * http://127.0.0.1:<proxyPort>/tools/devtoolbox/.
 * The main configuration is the test's own (as the container image has its own): mime.types, logs and temporary
 * folders in the temporary directory, then the shipped files included as conf.d files are.
 * @returns {Promise<{ url: string, dir: string, stop(): Promise<void> }>}
 */
export async function startNginx({ port, site, proxyPort, config = DEPLOY.nginx }) {
  requireCommand('nginx');
  const dir = tempDir('nginx');
  let server = fs.readFileSync(config, 'utf8');
  server = replaceOnce(server, 'listen 8080;', `listen 127.0.0.1:${port};`, config);
  server = replaceOnce(server, 'root /usr/share/nginx/html;', `root ${path.resolve(site)};`, config);
  fs.writeFileSync(path.join(dir, 'site.conf'), server);
  if (proxyPort) {
    let proxy = fs.readFileSync(DEPLOY.subfolderProxy, 'utf8');
    proxy = replaceOnce(proxy, 'listen 8080;', `listen 127.0.0.1:${proxyPort};`, DEPLOY.subfolderProxy);
    proxy = replaceOnce(proxy, 'http://devtoolbox:8080/', `http://127.0.0.1:${port}/`, DEPLOY.subfolderProxy);
    fs.writeFileSync(path.join(dir, 'site-proxy.conf'), proxy);
  }
  const temp = (name) => `${name}_temp_path ${dir}/${name};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // Started by root (CI), the workers would run as nobody and could not read a site whose parent folders are
      // private (a clone in a `mktemp -d` folder, mode 0700): they run as the test's own user instead.
      ...(process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 128; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${dir}/access.log;`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      '  sendfile on;',
      `  include ${dir}/site*.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const errorLog = path.join(dir, 'error.log');
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'], { stdio: 'inherit' });
  return started(child, dir, proxyPort ? `http://127.0.0.1:${proxyPort}/tools/devtoolbox/` : `http://127.0.0.1:${port}/`, errorLog);
}

/**
 * Caddy with deploy/Caddyfile serving `site` on 127.0.0.1:`port`. The shipped file already turns off the admin
 * endpoint and automatic HTTPS; HOME and the XDG folders point into the temporary directory, where Caddy 2.6 saves its
 * configuration (autosave.json), so it writes nothing anywhere else.
 * @returns {Promise<{ url: string, dir: string, stop(): Promise<void> }>}
 */
export async function startCaddy({ port, site }) {
  requireCommand('caddy');
  const dir = tempDir('caddy');
  let config = fs.readFileSync(DEPLOY.caddy, 'utf8');
  config = replaceOnce(config, '\n:8080 {\n', `\n:${port} {\n\tbind 127.0.0.1\n`, DEPLOY.caddy);
  config = replaceOnce(config, 'root * /srv', `root * ${path.resolve(site)}`, DEPLOY.caddy);
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(file, config);
  const log = path.join(dir, 'caddy.log');
  const out = fs.openSync(log, 'a');
  const env = { ...process.env, HOME: dir, XDG_CONFIG_HOME: path.join(dir, 'config'), XDG_DATA_HOME: path.join(dir, 'data') };
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return started(child, dir, `http://127.0.0.1:${port}/`, log);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [kind, port, site, upstreamPort] = process.argv.slice(2);
  const start = {
    nginx: () => startNginx({ port: Number(port), site }),
    caddy: () => startCaddy({ port: Number(port), site }),
    'nginx-subfolder': () => startNginx({ port: Number(upstreamPort), site, proxyPort: Number(port) }),
  }[kind];
  if (!start || !Number(port) || !site || (kind === 'nginx-subfolder' && !Number(upstreamPort))) {
    console.error('usage: node tests/e2e/helpers/servers.mjs nginx|caddy <port> <site> | nginx-subfolder <proxy port> <site> <port>');
    process.exit(2);
  }
  const server = await start();
  console.log(`${kind} serves ${site} at ${server.url}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
