// Runs every benchmark in this folder (files named *.bench.ts, each exporting `run(): Promise<void>`)
// one after another, so each has the machine to itself.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();

for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<void> };
  console.log(`\n== ${file.replace('.bench.ts', '')} ==`);
  await mod.run();
}
