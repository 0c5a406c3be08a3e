import { mod11Weighted } from '../checksums';
import type { Random } from '../random';

/**
 * The Czech and Slovak BBAN (4!n6!n10!n): bank code, account prefix and account number, each part weighted
 * mod 11 (prefix 10 5 8 4 2 1, number 6 3 7 9 10 5 8 4 2 1). Most accounts have no prefix (000000).
 */
export function czechSlovakBban(bankCode: string, rng: Random): string | null {
  let prefix = '000000';
  if (rng.next() < 0.3) {
    const p = rng.digits(3).padStart(5, '0');
    const c = mod11Weighted(p, [10, 5, 8, 4, 2]);
    if (c === null) return null;
    prefix = p + c;
  }
  const body = rng.int(1, 9) + rng.digits(8);
  const check = mod11Weighted(body, [6, 3, 7, 9, 10, 5, 8, 4, 2]);
  return check === null ? null : bankCode + prefix + body + check;
}
