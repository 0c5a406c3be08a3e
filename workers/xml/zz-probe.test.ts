import fs from 'node:fs';
import { it } from 'vitest';
import { XPathDocument, runXPath } from './xpath';
it('probe', async () => {
  const text = fs.readFileSync('/work/bench-inputs/xml-10mb.xml', 'utf8');
  let t = performance.now();
  const doc = new XPathDocument(text);
  console.log('index', Math.round(performance.now() - t));
  t = performance.now(); doc.domDoc(); console.log('dom build', Math.round(performance.now() - t));
  for (const expr of (process.env.EXPRS ?? 'count(/people/person ! name)').split(';;')) {
    t = performance.now();
    const r = await runXPath(doc, expr);
    console.log(expr, Math.round(performance.now() - t), r.engine, r.count, r.items[0]?.text.slice(0, 40));
  }
}, 600000);
