/**
 * Check-digit algorithms used by national account numbers, BBANs and identity numbers.
 * Each returns the check digit(s) as a string, or null when no valid digit exists for the input
 * (the caller then draws a new input).
 */

const digitValue = (c: string): number => {
  const code = c.charCodeAt(0);
  return code >= 65 ? code - 55 : code - 48;
};

/** Remainder modulo 97 of a string of digits and letters (A = 10 … Z = 35), as ISO 13616 reads it. */
export function mod97(text: string): number {
  let r = 0;
  for (const c of text) {
    const v = digitValue(c);
    r = v >= 10 ? (r * 100 + v) % 97 : (r * 10 + v) % 97;
  }
  return r;
}

/** The two IBAN check digits: 98 − (BBAN + country + "00" mod 97), zero-padded. */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(bban + country + '00')).padStart(2, '0');
}

/** Σ digit·weight over `digits` (weights aligned from the left). */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i % weights.length];
  return sum;
}

/** Check digit d such that (Σ digit·weight + d) ≡ 0 mod 10. */
export function mod10Weighted(digits: string, weights: readonly number[]): string {
  return String((10 - (weightedSum(digits, weights) % 10)) % 10);
}

/** Check digit 11 − (Σ mod 11) (0 when the remainder is 0); null when it would be 10. */
export function mod11Weighted(digits: string, weights: readonly number[]): string | null {
  const r = weightedSum(digits, weights) % 11;
  if (r === 0) return '0';
  return r === 1 ? null : String(11 - r);
}

/** Luhn check digit appended to `digits`. */
export function luhn(digits: string): string {
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** ISO 7064 MOD 11,10 check digit (Croatian bank and account numbers). */
export function mod11_10(digits: string): string {
  let p = 10;
  for (const c of digits) {
    let s = (p + (c.charCodeAt(0) - 48)) % 10;
    if (s === 0) s = 10;
    p = (s * 2) % 11;
  }
  return String((11 - p) % 10);
}

/** ISO 7064 MOD 97,10 check digits (two digits): 98 − (digits·100 mod 97). Used by PT, SI. */
export function mod97_10(digits: string): string {
  return String(98 - mod97(digits + '00')).padStart(2, '0');
}

/** French/Monégasque RIB key: 97 − ((89·bank + 15·branch + 3·account) mod 97); letters map A–I→1–9, J–R→1–9, S–Z→2–9. */
export function ribKey(bank: string, branch: string, account: string): string {
  const toDigits = (s: string): string =>
    s.replace(/[A-Z]/g, (c) => {
      const v = c.charCodeAt(0) - 64;
      return String(v <= 9 ? v : v <= 18 ? v - 9 : v - 17);
    });
  const r = (89 * Number(toDigits(bank)) + 15 * Number(toDigits(branch)) + 3 * (mod97(toDigits(account)) as number)) % 97;
  return String(97 - r).padStart(2, '0');
}

const CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Italian/Sammarinese CIN letter over ABI (5) + CAB (5) + account (12 characters). */
export const italianCin = (abi: string, cab: string, account: string): string => italianControlChar(abi + cab + account);

/**
 * The Italian control letter over digits and capitals: the CIN of a bank account and the 16th character of the
 * codice fiscale use the same tables (D.M. 23/12/1976 for the codice fiscale).
 */
export function italianControlChar(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const v = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
    // Positions are counted from 1: odd positions use the conversion table, even ones the plain value.
    sum += i % 2 === 0 ? CIN_ODD[v] : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Spanish control digit over 10 digits (weights 1 2 4 8 5 10 9 7 3 6; 10 → 1, 11 → 0). */
export function spanishControl(digits10: string): string {
  const r = 11 - (weightedSum(digits10, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11);
  return String(r === 11 ? 0 : r === 10 ? 1 : r);
}

/** True when the digits pass the Dutch 11-proof with weights n … 1 (bank accounts). */
export function elevenProof(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * (digits.length - i);
  return sum % 11 === 0;
}
