/**
 * A small generated pair of XML documents for warming the XML compare's code in a fresh worker: records with
 * attributes (some in another order on the modified side), a namespace under two prefixes, entity references, mixed
 * content, comments and whitespace, one record in `CHANGE_EVERY` changed. Comparing it a few times before the
 * visitor's first compare lets the engine's hot loops be optimised on something small, so that the first real
 * compare runs at the speed of a second one.
 */

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
const CHANGE_EVERY = 20;

function record(i: number, modified: boolean): string {
  const w = (k: number) => WORDS[(i * 7 + k) % WORDS.length];
  const changed = modified && i % CHANGE_EVERY === 3;
  const attrs = modified && i % 2 === 0 ? `active="${i % 3 === 0}" id="${i}"` : `id="${i}" active="${i % 3 === 0}"`;
  const prefix = modified ? 'n' : 'm';
  return (
    `<person ${attrs}><name>${w(1)} ${changed ? w(5) : w(2)}</name><${prefix}:email>user${i}@example.com</${prefix}:email>` +
    `<tags><tag>${w(3)}</tag><tag>${w(4)}</tag></tags><address kind="home"><street>Main Street ${i % 150}</street>` +
    `<city>City${i % 90}${changed ? 'b' : ''}</city></address><bio>Likes <b>${w(6)}</b> &amp; ${w(7)}.</bio><!-- ${i} --></person>\n`
  );
}

/** The original and the modified document, each of `records` records (some 300 bytes each). */
export function xmlWarmUpPair(records: number): [string, string] {
  const doc = (modified: boolean) => {
    const parts = [`<?xml version="1.0" encoding="UTF-8"?>\n<people xmlns:${modified ? 'n' : 'm'}="urn:example:mail">\n`];
    for (let i = 0; i < records; i++) parts.push(record(i, modified));
    parts.push('</people>\n');
    return parts.join('');
  };
  return [doc(false), doc(true)];
}
