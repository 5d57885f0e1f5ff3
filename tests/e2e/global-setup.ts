// The fixture site is built before any browser test, once, unless its build is current (tests/support/built-sites.ts).
import { ensureBuilt, SITES } from '../support/built-sites.ts';

export default async function globalSetup(): Promise<void> {
  await ensureBuilt(SITES.fixture, (line) => console.log(line));
}
