import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, singleColumnCsv, toCsvText } from './csv';

describe('formula protection', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+cmd|" /C calc"!A0', `"'+cmd|"" /C calc""!A0"`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-', "'-"],
  ])('neutralises %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each(['-5', '+5', '-3.25', '.5', '-1e3', '+2E-4', '5', 'plain', 'a=b', ' =1', "'=1", ''])(
    'leaves %j alone (plain numbers and text that starts no formula)',
    (value) => {
      expect(neutraliseFormula(value)).toBe(value);
    },
  );

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
