// Tests over HTTP read the built sites: both are built once before the first test file, unless current.
import { ensureBothBuilt } from './built-sites.ts';

export default async function setup(): Promise<void> {
  await ensureBothBuilt((line) => console.log(line));
}
