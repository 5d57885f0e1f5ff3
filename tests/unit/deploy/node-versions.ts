// The Node versions the project promises, read from the files that promise them: package.json's `engines`
// (what a developer may run), `.nvmrc` (what the container and the hosts run). The deploy tests check the
// Dockerfile and CI against these instead of a version written into a test, so moving to the next LTS is a
// change of those files alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
}

/** The lowest Node version package.json's `engines.node` accepts. Only `>=X.Y.Z` is understood: another
 * form fails here, loudly, rather than being half read. */
export function lowestSupported(): Version {
  const range = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
  const match = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim());
  if (!match) throw new Error(`engines.node "${range}" is not of the form >=X.Y.Z`);
  return parseVersion(match[1]!);
}

/** Whether a Node version is accepted by package.json's `engines`. A bare major (`24`, as an image tag or a CI
 * job names it) brings that major's newest release, so it is accepted when the major is; a full version
 * (`v20.19.0`, a running Node) must itself be in the range. */
export function satisfiesEngines(version: string): boolean {
  const need = lowestSupported();
  const have = parseVersion(version);
  if (/^\d+$/.test(version)) return have[0] >= need[0];
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i]! > need[i]!;
  return true;
}

/** The Node major `.nvmrc` names: the LTS the container runs. */
export function nvmrcMajor(): number {
  return parseVersion(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim())[0];
}

/** The Node major of an official image (`node:24-bookworm-slim` → 24), or undefined for another image. */
export function imageMajor(image: string): number | undefined {
  const match = /^node:(\d+)(?:[.-]|$)/.exec(image);
  return match ? Number(match[1]) : undefined;
}
