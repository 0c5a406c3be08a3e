import { execFileSync } from 'node:child_process';

/** One answer of `xmllint --shell`'s `xpath` command: its type and value (a node set's size). */
export interface ShellAnswer {
  type: 'number' | 'string' | 'boolean' | 'nodeset' | 'error';
  value: string;
}

/**
 * Evaluates XPath expressions with Debian's xmllint in one `--shell` session, after `setrootns` (the root's
 * namespace declarations registered, as our tool registers the document's prefixes).
 */
export function xmllintXPath(file: string, exprs: string[]): ShellAnswer[] {
  const input = ['setrootns', ...exprs.map((e) => `xpath ${e}`), 'bye'].join('\n') + '\n';
  let out: string;
  try {
    out = execFileSync('xmllint', ['--shell', file], { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 256 << 20 });
  } catch (e) {
    out = (e as { stdout?: string }).stdout ?? '';
  }
  // Each command's output follows its prompt; the first prompt is setrootns's.
  const parts = out.split('/ > ').slice(2, 2 + exprs.length);
  return parts.map((p) => {
    let m = /^Object is a number : (.*)\n/.exec(p);
    if (m) return { type: 'number', value: m[1] };
    m = /^Object is a Boolean : (.*)\n/.exec(p);
    if (m) return { type: 'boolean', value: m[1] };
    m = /^Object is a string : ([\s\S]*)\n$/.exec(p);
    if (m) return { type: 'string', value: m[1] };
    m = /^Object is a Node Set :\nSet contains (\d+) nodes?:/.exec(p);
    if (m) return { type: 'nodeset', value: m[1] };
    if (/^Object is empty \(NULL\)/.test(p)) return { type: 'nodeset', value: '0' };
    return { type: 'error', value: p };
  });
}
