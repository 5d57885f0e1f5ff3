// Folders kept per process (a build's renderer bundle, a server's releases): each is named by the id of the
// process that made it, and the folders of processes that stopped (a build stopped whole, a server killed)
// are removed by the next process that asks for its own, so nothing they left lasts.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process of this id runs. */
const isRunning = (pid: number): boolean => {
  try {
    return Number.isInteger(pid) && pid > 0 && (process.kill(pid, 0), true);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** This process's folder under `parent` (not made here), after removing those of processes that stopped. */
export function processFolder(parent: string): string {
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    if (!isRunning(Number(name))) rmSync(join(parent, name), { recursive: true, force: true });
  }
  return join(parent, String(process.pid));
}
