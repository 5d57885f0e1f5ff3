// parseEvents over generated sheets: parse, validate, filter by today and sort, end to end.
import { performance } from 'node:perf_hooks';
import { parseEvents } from '../src/data/events/parse.ts';

const TODAY = '2027-01-10';
const SIZES = [1_000, 100_000];
// Repetitions are scaled so each size takes about the same wall time; a minute is never approached.
const REPS: Record<number, number> = { 1_000: 200, 100_000: 5 };

/** Deterministic (LCG-seeded) sheet: ~70% upcoming, ~20% past, ~10% invalid dates, some quoted cells. */
export function makeSheet(rows: number, seed = 42): string {
  let state = seed >>> 0;
  const next = (): number => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const pad = (n: number): string => String(n).padStart(2, '0');
  const lines = ['date,eventName,time,price,location,address,notes'];
  for (let i = 0; i < rows; i++) {
    const r = next();
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const date =
      r < 0.1 ? ['02-30-2027', '13-01-2027', '2027-01-05', '', '01/05/2027'][i % 5]
      : r < 0.3 ? `${pad(month)}-${pad(day)}-2026`
      : `${pad(month)}-${pad(day)}-${2027 + Math.floor(next() * 3)}`;
    lines.push(`${date},Event ${i},10:00 AM - 4:00 PM,$${i % 200},"Greenville, TX","${i} Main St, Greenville, TX 75401",`);
  }
  return lines.join('\r\n');
}

export async function run(): Promise<void> {
  const table: string[][] = [['rows', 'kept', 'problems', 'reps', 'ms/sheet', 'rows/s']];
  for (const size of SIZES) {
    const csv = makeSheet(size);
    const reps = REPS[size] ?? 3;
    const warm = parseEvents(csv, TODAY);
    const times: number[] = [];
    for (let i = 0; i < reps; i++) {
      const start = performance.now();
      parseEvents(csv, TODAY);
      times.push(performance.now() - start);
    }
    // The median resists a stray GC pause better than the mean.
    const ms = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    table.push([size, warm.events.length, warm.problems.length, reps, ms.toFixed(2), Math.round((size / ms) * 1000)].map(String));
  }
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => (r[c] ?? '').length)));
  for (const r of table) console.log(r.map((cell, c) => cell.padStart(widths[c] ?? 0)).join('  '));
  console.log('(problems are capped at 50 lines plus a count)');
}
