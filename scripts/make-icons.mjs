#!/usr/bin/env node
// Renders the app icons of the web app manifest from the logo (public/favicon.svg) with Debian's Chromium:
// public/icons/icon-192.png and icon-512.png (the logo as it is, transparent corners) and icon-maskable-512.png
// (full-bleed background, the mark inside the central safe zone that platforms may crop to a circle).
// The PNGs are committed; run this after changing the logo: node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = fs.readFileSync(path.join(repo, 'public/favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(logo)[1];
const mark = /<path[^>]*\/>/.exec(logo)[0];
// The mark spans 44 × 36 of 64 units around the centre: at 0.75 its corners stay within a radius of 0.36 of the
// size, inside the 0.4 of the maskable safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.75) translate(-32 -32)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
fs.mkdirSync(path.join(repo, 'public/icons'), { recursive: true });
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: path.join(repo, 'public/icons', file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`public/icons/${file}`);
}
await browser.close();
