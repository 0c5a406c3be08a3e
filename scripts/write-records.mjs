/**
 * What the big-file input scripts (make-big-json.mjs, make-big-xml.mjs) share: writing `head`, then records until
 * the file is about `megabytes` MB, then `tail`, in blocks of 2,000 records, so that even 1 GB takes little memory;
 * and their command line.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Writes `head`, records `record(0)`, `record(1)`, … while the file stays under `megabytes` MB with `tail`, then
 * `tail`. `record(i)` is the text of record i (with whatever separates it from the one before). Returns the file's
 * size in bytes (the texts are ASCII) and its number of records.
 */
export function writeRecords(out, megabytes, { head, tail, record }) {
  const target = megabytes * 1024 * 1024 - tail.length;
  const fd = fs.openSync(out, 'w');
  let size = head.length;
  let records = 0;
  try {
    fs.writeSync(fd, head);
    while (size < target) {
      const parts = [];
      let block = 0;
      for (let k = 0; k < 2000 && size + block < target; k++) {
        const r = record(records++);
        parts.push(r);
        block += r.length;
      }
      fs.writeSync(fd, parts.join(''));
      size += block;
    }
    fs.writeSync(fd, tail);
    size += tail.length;
  } finally {
    fs.closeSync(fd);
  }
  return { size, records };
}

/** When the script `url` is the one run: `node <script> OUT MEGABYTES` writes the file with `write`. */
export function runAsScript(url, script, write) {
  if (url !== pathToFileURL(process.argv[1] ?? '').href) return;
  const [out, mb] = process.argv.slice(2);
  if (!out || !Number(mb)) {
    console.error(`usage: node scripts/${script} OUT MEGABYTES`);
    process.exit(2);
  }
  const { size, records } = write(out, Number(mb));
  console.log(`${out}: ${size} bytes, ${records} records`);
}
