// The build's code step kept between builds: the renderer bundle and the client's files (build-code.mjs)
// depend on the code alone, so they are stored under a key of the code (src/, the HTML template, the Vite
// config, the installed packages, the year the footer shows) and every build of the same code (the next
// publish, the other site of a test run) links them instead of running Vite again. The content's own
// files (public/ and the icons drawn from its favicon) are added to each build by `addPublicFiles`.
import { createHash } from 'node:crypto';
import { constants, copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { writeIcons } from './icons.mjs';
import { COMPRESSIBLE, compress, worthCompressing } from './precompress.mjs';
import { writeWhole } from '../write-whole.ts';
import { codeCacheDir } from './live.ts';

/** Every file under `dir` (recursively), relative to it, in a stable order. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() || (e.isSymbolicLink() && statSync(join(e.parentPath, e.name)).isFile()))
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** The key of what the code step makes: the code it builds and the packages it builds with. */
export function codeKey(project: string): string {
  const hash = createHash('sha256');
  hash.update(String(new Date().getFullYear()));
  for (const file of ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json']) {
    const path = join(project, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '');
  }
  for (const file of filesUnder(join(project, 'src')).filter((f) => !/\.test\.tsx?$/.test(f))) {
    hash.update(file).update(readFileSync(join(project, 'src', file)));
  }
  return hash.digest('base64url').slice(0, 24);
}

/**
 * Links (or, across devices, copies) every file of `from` into `to`. Nothing writes to a built file
 * afterwards but the HTML template and its compressed forms, which the home page replaces: those are
 * copied, so the stored ones stay whatever a build does with its own.
 */
function linkTree(from: string, to: string): void {
  for (const file of filesUnder(from)) {
    const target = join(to, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      if (/\.html(\.br|\.gz)?$/.test(file)) throw new Error('copied');
      linkSync(join(from, file), target);
    } catch {
      copyFileSync(join(from, file), target);
    }
  }
}

export interface CodeCache {
  /** Whether the code step of this code is stored: then `place` is all the step there is. */
  has: boolean;
  /** Puts the stored client files into `clientDir` and the renderer into `rendererDir`. */
  place(clientDir: string, rendererDir: string): void;
  /** Stores what a code step just made (another build storing the same key meanwhile wins). */
  store(clientDir: string, rendererDir: string): void;
}

/** `key` is codeKey(project), when the caller has it already. */
export function codeCache(project: string, key = codeKey(project)): CodeCache {
  const dir = codeCacheDir(project);
  const entry = join(dir, key);
  return {
    has: existsSync(join(entry, 'client')) && existsSync(join(entry, 'renderer')),
    place(clientDir, rendererDir) {
      linkTree(join(entry, 'client'), clientDir);
      linkTree(join(entry, 'renderer'), rendererDir);
    },
    store(clientDir, rendererDir) {
      if (existsSync(entry)) return;
      const staging = `${entry}.${process.pid}.tmp`;
      rmSync(staging, { recursive: true, force: true });
      linkTree(clientDir, join(staging, 'client'));
      linkTree(rendererDir, join(staging, 'renderer'));
      try {
        renameSync(staging, entry);
      } catch {
        rmSync(staging, { recursive: true, force: true });
      }
      // Only the newest code's entry is worth keeping.
      for (const name of readdirSync(dir)) if (name !== entry.split('/').pop() && !name.endsWith('.tmp')) rmSync(join(dir, name), { recursive: true, force: true });
    },
  };
}

/**
 * The content's files of a build: public/ as it is (text files with their compressed forms, the rest copied)
 * and the icons drawn from public/favicon.svg. The compressed forms are kept in .cache/public/ under the hash
 * of the file's bytes, so a build compresses only the files that changed (the best Brotli setting takes most
 * of a second for public/ as it is).
 */
export function addPublicFiles(content: string, outDir: string): void {
  const publicDir = join(content, 'public');
  const forms = keptForms(join(content, '.cache', 'public'));
  for (const file of filesUnder(publicDir)) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    if (COMPRESSIBLE.test(file)) forms.write(target, readFileSync(join(publicDir, file)));
    else copyFileSync(join(publicDir, file), target, constants.COPYFILE_FICLONE);
  }
  writeIcons(content, outDir);
  for (const icon of ['favicon.ico']) if (existsSync(join(outDir, icon))) forms.write(join(outDir, icon), readFileSync(join(outDir, icon)));
  forms.prune();
}

/** Writes files with their compressed forms, compressing only bytes the cache folder `dir` has no forms of. */
function keptForms(dir: string): { write: (file: string, bytes: Buffer) => void; prune: () => void } {
  const used = new Set<string>();
  const startedAt = Date.now();
  return {
    write(file, bytes) {
      writeFileSync(file, bytes);
      if (!worthCompressing(bytes)) return;
      const key = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
      used.add(key);
      const kept = (form: string): string => join(dir, `${key}${form}`);
      if (!FORMS.every((form) => existsSync(kept(form)))) {
        for (const [form, data] of Object.entries(compress(bytes))) writeWhole(kept(form), data);
      }
      // Copies (cloned where the file system can), never links: nothing written to the built file reaches the cache.
      for (const form of FORMS) copyFileSync(kept(form), `${file}${form}`, constants.COPYFILE_FICLONE);
    },
    prune() {
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) {
        if (used.has(name.slice(0, name.indexOf('.')))) continue;
        const file = join(dir, name);
        try {
          // Another build beside this one may have just kept it.
          if (statSync(file).mtimeMs < startedAt) rmSync(file, { force: true });
        } catch {
          // removed meanwhile
        }
      }
    },
  };
}

const FORMS = ['.br', '.gz'] as const;
