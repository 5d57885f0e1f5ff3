// `npm run docs`: writes docs/content-guide.md from the content schemas (src/owner/content-guide.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentGuide, GUIDE_FILE } from '../src/owner/content-guide.ts';

const path = join(process.cwd(), GUIDE_FILE);
const text = contentGuide();
if (existsSync(path) && readFileSync(path, 'utf8') === text) console.log(`${GUIDE_FILE} is up to date`);
else {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`wrote ${GUIDE_FILE}`);
}
