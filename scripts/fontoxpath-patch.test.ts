import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patchFontoxpath } from './fontoxpath-patch';

describe('fontoxpath patch', () => {
  const file = readFileSync('node_modules/fontoxpath/dist/fontoxpath.esm.js', 'utf8');

  it('inserts the document-order comparison and the merge by document order, and nothing else', () => {
    const patched = patchFontoxpath(file);
    expect(patched).toContain('if(c.__order!==void 0&&e.__order!==void 0)return c.__order<e.__order?-1:1;');
    expect(patched).toContain('function Mi$order(c){');
    expect(patched).toContain('next:()=>{e||Mi$order(c);e||(e=!0,');
    expect(patched.length - file.length).toBeGreaterThan(400);
    expect(patched.length - file.length).toBeLessThan(1000);
  });

  it('refuses a file without the expected text', () => {
    expect(() => patchFontoxpath(file.replace('function Mi(a,b){', 'function Mi(a, b) {'))).toThrow(/not the version this patch was written for/);
  });
});
