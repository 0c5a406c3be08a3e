// The built site served by `vite preview` for the measuring scripts (audit, first load): Vite's own binary, not npx
// (killing npx would leave the preview server running), stopped when the script exits.
/* global fetch */
import { spawn } from 'node:child_process';
import path from 'node:path';

const viteBin = path.resolve('node_modules/vite/bin/vite.js');

/** Serves `dir` on loopback at `port`; resolves once it answers, with its origin and a function that stops it. */
export async function servePreview(dir, port) {
  const server = spawn(process.execPath, [viteBin, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir], {
    stdio: 'ignore',
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`vite preview did not start on ${origin}`);
}
