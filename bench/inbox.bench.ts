// The owner's inbox at 33,000 and 100,000 bookings (a database file, written in one statement): the time of
// the first page, a filtered page, a search, a page far down the list and the whole CSV download (with its
// row count), each the median of a few runs, in process. INBOX_BENCH_SIZES="33000,100000" picks the sizes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { openBookingStore } from '../src/server/bookings/store.ts';
import { createOwnerInbox } from '../src/server/inbox/app.ts';
import { hashPassword } from '../src/server/inbox/password.ts';
import { addManyBookings } from '../tests/support/many-bookings.ts';

const SIZES = (process.env.INBOX_BENCH_SIZES ?? '33000,100000').split(',').map(Number);
const RUNS = 5;
const ORIGIN = 'http://127.0.0.1:3000';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run(): Promise<void> {
  const password = 'bench password for the inbox';
  const hash = await hashPassword(password);
  for (const size of SIZES) {
    const dir = mkdtempSync(join(tmpdir(), 'inbox-bench-'));
    const store = await openBookingStore({ url: join(dir, 'bookings.db') });
    try {
      const { app } = await createOwnerInbox({ bookings: store, password: () => ({ state: 'set', hash, from: 'bench' }), base: '/owner', businessName: 'Bench', trustProxy: false, log: () => {} });
      let started = performance.now();
      await addManyBookings(store.client, size);
      const seeded = performance.now() - started;
      const signIn = await app.request(`${ORIGIN}/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
        body: new URLSearchParams({ password }).toString(),
      });
      const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
      const time = async (path: string) => {
        const times: number[] = [];
        let body = '';
        for (let i = 0; i < RUNS; i++) {
          started = performance.now();
          const res = await app.request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
          body = await res.text();
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
          times.push(performance.now() - started);
        }
        return { ms: median(times), body };
      };
      console.log(`${size.toLocaleString('en-US')} bookings (written in ${(seeded / 1000).toFixed(1)} s):`);
      for (const path of ['/', '/?status=new', '/?status=cancelled', '/?service=Birthday&q=guest+999', `/?before=${Math.round(size / 10)}`]) {
        console.log(`  GET /owner${path.slice(1)}: ${(await time(path)).ms.toFixed(0)} ms`);
      }
      const csv = await time('/bookings.csv');
      const rows = Papa.parse(csv.body, { skipEmptyLines: true }).data.length - 1;
      console.log(`  GET /owner/bookings.csv: ${csv.ms.toFixed(0)} ms, ${rows.toLocaleString('en-US')} rows, ${(csv.body.length / 1e6).toFixed(1)} MB`);
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
