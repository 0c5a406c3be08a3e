#!/usr/bin/env node
/**
 * Writes a minified JSON array of person-like records of about `megabytes` MB (about 340 bytes a record, so
 * 1024 MB is about 3.1 million records), the same bytes on every machine. Used by the big-file end-to-end tests
 * and the `bigjson` benchmark. Usage: node scripts/make-big-json.mjs OUT MEGABYTES
 */
import { runAsScript, writeRecords } from './write-records.mjs';

/** The record with id `i` (minified). */
export const bigJsonRecord = (i) =>
  `{"id":${i},"name":"person ${i}","email":"p${i}@example.com","age":${20 + (i % 60)},"active":${i % 3 === 0},` +
  `"tags":["a","b"],"addr":{"street":"${i % 500} Main Street","city":"City ${i % 100}","zip":"${10000 + (i % 9000)}",` +
  `"country":"NL"},"company":"Company ${i % 2000}","bio":"Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed ` +
  `do eiusmod tempor incididunt ut labore et dolore magna aliqua.","score":${(i % 1000) / 8}}`;

/** Formatted lines per record (`JSON.stringify(record, null, 2)` nested one level in the array). */
export const LINES_PER_RECORD = 20;

/** Writes the file; returns its size in bytes and its number of records. */
export const writeBigJson = (out, megabytes) => writeRecords(out, megabytes, { head: '[', tail: ']', record: (i) => (i ? ',' : '') + bigJsonRecord(i) });

runAsScript(import.meta.url, 'make-big-json.mjs', writeBigJson);
