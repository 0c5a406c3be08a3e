#!/usr/bin/env node
/**
 * Writes a minified JSON array of person-like records of about `megabytes` MB (about 340 bytes a record, so
 * 1024 MB is about 3.1 million records), the same bytes on every machine. Used by the big-file end-to-end tests
 * and the `bigjson` benchmark. Usage: node scripts/make-big-json.mjs OUT MEGABYTES
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The record with id `i` (minified). */
export const bigJsonRecord = (i) =>
  `{"id":${i},"name":"person ${i}","email":"p${i}@example.com","age":${20 + (i % 60)},"active":${i % 3 === 0},` +
  `"tags":["a","b"],"addr":{"street":"${i % 500} Main Street","city":"City ${i % 100}","zip":"${10000 + (i % 9000)}",` +
  `"country":"NL"},"company":"Company ${i % 2000}","bio":"Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed ` +
  `do eiusmod tempor incididunt ut labore et dolore magna aliqua.","score":${(i % 1000) / 8}}`;

/** Formatted lines per record (`JSON.stringify(record, null, 2)` nested one level in the array). */
export const LINES_PER_RECORD = 20;

/** Writes the file; returns its size in bytes and its number of records. */
export function writeBigJson(out, megabytes) {
  const target = megabytes * 1024 * 1024;
  const fd = fs.openSync(out, 'w');
  let size = 1;
  let records = 0;
  try {
    fs.writeSync(fd, '[');
    while (size < target - 1) {
      const parts = [];
      let block = 0;
      for (let k = 0; k < 2000 && size + block < target - 1; k++) {
        const r = (records ? ',' : '') + bigJsonRecord(records++);
        parts.push(r);
        block += r.length;
      }
      fs.writeSync(fd, parts.join(''));
      size += block;
    }
    fs.writeSync(fd, ']');
    size++;
  } finally {
    fs.closeSync(fd);
  }
  return { size, records };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [out, mb] = process.argv.slice(2);
  if (!out || !Number(mb)) {
    console.error('usage: node scripts/make-big-json.mjs OUT MEGABYTES');
    process.exit(2);
  }
  const { size, records } = writeBigJson(out, Number(mb));
  console.log(`${out}: ${size} bytes, ${records} records`);
}
