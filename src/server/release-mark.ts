// The commit a built site was built from: the build writes it beside the pages (`.release`, never served)
// when it is given one (RELEASE_COMMIT), so a server starting on that build knows whether it is the
// published version or must build it first (src/server/releases.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARK = '.release';

/** Marks a built site with the commit it was built from (scripts/build.ts). */
export function writeReleaseMark(outDir: string, commit: string | undefined): void {
  if (commit) writeFileSync(join(outDir, MARK), `${commit}\n`);
}

/** The commit a built site was built from, when it was built from one. */
export function readReleaseMark(distDir: string): string | undefined {
  const file = join(distDir, MARK);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}
