/**
 * For tests: the fields of one RFC 4180 record on one line (quoted fields, doubled quotes). Written apart from the
 * CSV writer it checks (csv.ts), so that the files the tools write are read back by a reader of their own.
 */
export function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        v += line.slice(i, q);
        i = q + 2;
        if (line[q + 1] === '"') v += '"';
        else break;
      }
      out.push(v);
    } else {
      const c = line.indexOf(',', i);
      const end = c < 0 ? line.length : c;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}
