// Starts one of the project's commands as `npm run` does (`tsx scripts/<name>.ts`, here as node with tsx's
// loader, so a signal reaches the command itself rather than tsx's relay, which on a busy machine gives up
// waiting for the command's answer and stops with 143), in a process of its own,
// for the one test of each command that checks that it starts, exits with the right code and prints where
// the owner reads it. Everything else about a command is tested by calling its function in the test's process.
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

const PROJECT = join(import.meta.dirname, '../..');
const TSX_LOADER = import.meta.resolve('tsx');
// A throwaway project has no tsconfig.json of its own: the project's says how JSX compiles.
const TSCONFIG = join(PROJECT, 'tsconfig.json');

export interface ScriptOptions {
  /** The working directory: the project the owner runs the command in. */
  cwd: string;
  /** Settings added to (or, as '', taken from) this process's environment. */
  env?: Record<string, string>;
}

/**
 * Where a command reads and writes, which a test gives it or leaves at the defaults of its working directory:
 * never what the shell that started the tests happened to set (a copy of the content, another database).
 */
const PLACES = ['CONTENT_ROOT', 'DIST_DIR', 'DATABASE_URL', 'DATA_DIR', 'OWNER_PASSWORD_HASH'];

/** Starts `scripts/<script>` with `args`; its stdin, stdout and stderr are the caller's to use. */
export function startScript(script: string, args: string[], { cwd, env = {} }: ScriptOptions): ChildProcessByStdio<Writable, Readable, Readable> {
  const base = { ...process.env };
  for (const key of PLACES) delete base[key];
  return spawn(process.execPath, ['--import', TSX_LOADER, join(PROJECT, 'scripts', script), ...args], { cwd, env: { ...base, TSX_TSCONFIG_PATH: TSCONFIG, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `scripts/<script>` with `args` until it exits; `input` is what the owner types or pipes in. */
export function runScript(script: string, args: string[], options: ScriptOptions & { input?: string }): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = startScript(script, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/**
 * A server process once it says where it listens ("site ready on http://127.0.0.1:<port>") and `ready` holds
 * for what it printed: its address, and all it printed so far. Fails with that output if it exits first.
 */
export function untilListening(child: ChildProcess & { stdout: Readable; stderr: Readable }, ready: (log: string) => boolean = () => true): Promise<{ url: string; log: () => string }> {
  let log = '';
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      log += d.toString();
      const url = /site ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
      if (url && ready(log)) resolve({ url, log: () => log });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${log}`)));
  });
}
