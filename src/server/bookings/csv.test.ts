import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRecords, neutralizeCell } from './csv.ts';

const parse = (csv: string) => Papa.parse<string[]>(csv, { newline: '\r\n', delimiter: ',', skipEmptyLines: true }).data;
const LIVE = /^[=+\-@\t\r]/;

describe('CSV cells', () => {
  const starts = ['=', '+', '-', '@', '\t', '\r'];
  const breaks = ['\n', '\r', '\r\n', '\u2028', '\u2029'];

  it('puts a single quote before a cell that starts with = + - @, a tab or a CR, whatever follows', () => {
    for (const start of starts) {
      expect(neutralizeCell(`${start}1+1`)).toBe(`'${start}1+1`);
      for (const lineBreak of breaks) {
        const cell = `${start}HYPERLINK("http://x.example","a")${lineBreak}second line`;
        expect(neutralizeCell(cell)).toBe(`'${cell}`);
      }
    }
    for (const plain of ['', 'Ava Brooks', "'=already text", ' =1', 'a=1', '903-555-0123', '\n=1']) expect(neutralizeCell(plain)).toBe(plain);
  });

  it('writes records that a spreadsheet reads back with no live formula, line breaks and quotes intact', () => {
    const name = '=HYPERLINK("http://x.example","a")\u2028x';
    const message = '=HYPERLINK("http://x.example","a")\nsecond line';
    const csv = csvRecords([
      ['name', 'message'],
      [name, message],
      ['@SUM(A1)\r\nnext', '-2+3'],
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""a"")\u2028x"`);
    expect(parse(csv)).toEqual([
      ['name', 'message'],
      [`'${name}`, `'${message}`],
      ["'@SUM(A1)\r\nnext", "'-2+3"],
    ]);
    expect(csvRecords([])).toBe('');
  });

  it('never lets a cell of the output start a live formula, and keeps every cell otherwise as it was', () => {
    const risky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\r\n', '\u2028', '\u2029', '"', ',', "'", ' ', 'HYPERLINK("x")', 'a');
    const cell = fc.oneof(fc.string(), fc.array(risky, { maxLength: 6 }).map((parts) => parts.join('')), fc.tuple(risky, fc.string()).map(([a, b]) => a + b));
    const rows = fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(rows, (data) => {
        const back = Papa.parse<string[]>(csvRecords(data).slice(0, -2), { newline: '\r\n', delimiter: ',' }).data;
        expect(back).toHaveLength(data.length);
        back.forEach((row, r) =>
          row.forEach((value, c) => {
            expect(value).not.toMatch(LIVE);
            const original = data[r]![c]!;
            expect(value).toBe(LIVE.test(original) ? `'${original}` : original);
          }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
