import type { Random } from './random';

const WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2];

/** True when `value` is 9 digits, not all zeros, passing the 11-proof 9·d1 + 8·d2 + … + 2·d8 − d9 ≡ 0 (mod 11). */
export function isValidBsn(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  let sum = -(value.charCodeAt(8) - 48);
  for (let i = 0; i < 8; i++) sum += (value.charCodeAt(i) - 48) * WEIGHTS[i];
  return ((sum % 11) + 11) % 11 === 0;
}

/**
 * A Dutch citizen service number (BSN). The check digit is the weighted sum mod 11; when that remainder is 10
 * no digit fits, so the eight digits are drawn again (decisions.md: the description's "10 becomes 0" yields
 * invalid numbers). The first digit is never 0, so systems that store the number as an integer keep 9 digits.
 */
export function generateBsn(rng: Random): string {
  for (;;) {
    const body = String(rng.int(1, 9)) + rng.digits(7);
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += (body.charCodeAt(i) - 48) * WEIGHTS[i];
    const r = sum % 11;
    if (r !== 10) return body + r;
  }
}
