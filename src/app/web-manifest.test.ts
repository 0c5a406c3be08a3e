import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../lib/messages';
import { toolById } from '../tools/catalogue';
import { FILE_TOOLS, toolForFileName, toolForIncoming, toolForText } from './incoming';
import { webManifest } from './web-manifest';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: URL): [number, number] {
  const b = fs.readFileSync(file);
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

/** The file types the installed app opens, and the tool each opens in. */
const OPENS: [ext: string, tool: string][] = [
  ['.json', 'json-formatter'],
  ['.xml', 'xml-formatter'],
  ['.yaml', 'yaml-formatter'],
  ['.yml', 'yaml-formatter'],
  ['.csv', 'csv-to-json'],
  ['.sql', 'sql-formatter'],
  ['.md', 'markdown-formatter'],
  ['.html', 'html-formatter'],
  ['.css', 'css-formatter'],
  ['.js', 'js-formatter'],
  ['.ts', 'ts-formatter'],
  ['.py', 'python-formatter'],
  ['.java', 'java-formatter'],
  ['.cpp', 'cpp-formatter'],
  ['.php', 'php-formatter'],
  ['.txt', 'text-compare'],
];

await messages.load('en');

describe('the web app manifest', () => {
  const manifest = webManifest('/');

  it('a standalone app with the site name, theme and icons of 192 and 512 px, one maskable', () => {
    expect(manifest).toMatchObject({ name: 'DevToolbox', short_name: 'DevToolbox', display: 'standalone', theme_color: '#0B0B2B', start_url: '/', scope: '/' });
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => [i.sizes, i.purpose ?? 'any'])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of png) {
      const size = Number(icon.sizes.split('x')[0]);
      expect(pngSize(new URL(`../../public${icon.src}`, import.meta.url)), icon.src).toEqual([size, size]);
    }
  });

  it.each(OPENS)('file_handlers: %s opens in %s', (ext, tool) => {
    const handlers = manifest.file_handlers.filter((h) => Object.values(h.accept).some((exts) => exts.includes(ext)));
    expect(handlers.map((h) => h.action)).toEqual([`/${tool}`]);
    expect(toolForFileName(`Some File${ext.toUpperCase()}`)?.id).toBe(tool);
  });

  it('each extension belongs to one tool; each handler is a tool that opens files, with MIME types as keys', () => {
    const all = manifest.file_handlers.flatMap((h) => Object.values(h.accept).flat());
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(OPENS.map(([ext]) => ext).sort());
    expect(manifest.file_handlers.map((h) => h.action)).toEqual(FILE_TOOLS.map((t) => t.path));
    for (const h of manifest.file_handlers) for (const mime of Object.keys(h.accept)) expect(mime).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
  });

  it('a share target for text, by POST (the text never travels in an address)', () => {
    expect(manifest.share_target).toEqual({
      action: '/share-target',
      method: 'POST',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('under a base path, every URL is under it', () => {
    const sub = webManifest('/tools/devtoolbox/');
    const urls = [sub.id, sub.start_url, sub.scope, ...sub.icons.map((i) => i.src), ...sub.file_handlers.map((h) => h.action), sub.share_target.action];
    expect(urls.filter((u) => !u.startsWith('/tools/devtoolbox/'))).toEqual([]);
    expect(sub.start_url).toBe('/tools/devtoolbox/');
    expect(sub.file_handlers[0].action).toBe('/tools/devtoolbox/json-formatter');
  });
});

describe('which tool takes files handed to the page', () => {
  it.each([
    ['{"a": 1}', 'json-formatter'],
    ['  [1, 2]', 'json-formatter'],
    ['<!DOCTYPE html><html></html>', 'html-formatter'],
    ['<html lang="en">', 'html-formatter'],
    ['<?xml version="1.0"?><a/>', 'xml-formatter'],
    ['<note><to>x</to></note>', 'xml-formatter'],
    ['just some words', 'text-compare'],
    ['', 'text-compare'],
  ])('text %j → %s', (text, tool) => {
    expect(toolForText(text)).toBe(tool);
  });

  it('by extension first, then the page it was opened at when that tool opens files, then by its text', () => {
    expect(toolForIncoming('data.csv', '/json-formatter').id).toBe('csv-to-json');
    expect(toolForIncoming('server.log', '/json-formatter').id).toBe('json-formatter');
    expect(toolForIncoming('server.log', '/json-generator').id).toBe('text-compare');
    expect(toolForIncoming('Shared text', '/', '{"shared": true}').id).toBe('json-formatter');
    expect(toolForIncoming('README', '/', 'hello').id).toBe(toolById('text-compare').id);
  });
});
