import type { Random } from './random';

/**
 * Fills a digit template: '#' is any digit, '[a-b]' or '[abc]' one digit from a class, everything else
 * (literal digits, letters, spaces) is kept.
 */
export function fillTemplate(template: string, rng: Random): string {
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === '#') {
      out += String(rng.int(0, 9));
    } else if (c === '[') {
      const end = template.indexOf(']', i);
      out += rng.pick(expandClass(template.slice(i + 1, end)));
      i = end;
    } else {
      out += c;
    }
  }
  return out;
}

const classCache = new Map<string, string[]>();

function expandClass(spec: string): string[] {
  let cached = classCache.get(spec);
  if (!cached) {
    cached = [];
    for (let i = 0; i < spec.length; i++) {
      if (spec[i + 1] === '-') {
        for (let c = spec.charCodeAt(i); c <= spec.charCodeAt(i + 2); c++) cached.push(String.fromCharCode(c));
        i += 2;
      } else {
        cached.push(spec[i]);
      }
    }
    classCache.set(spec, cached);
  }
  return cached;
}
