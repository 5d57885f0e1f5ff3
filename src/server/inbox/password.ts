// The owner's password, kept only as a scrypt hash: in OWNER_PASSWORD_HASH (a host's secret setting) or in
// data/owner-password (written by `npm run owner:password`; data/ is never committed). Node's own scrypt.
import { randomBytes, scrypt as scryptCallback, type ScryptOptions } from 'node:crypto';
import { sameBytes } from '../same-token.ts';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Cost settings: about 50 ms and 16 MB a try, which makes a guess expensive and a sign-in quick. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export const PASSWORD_FILE = 'owner-password';

/**
 * `scrypt$N$r$p$salt$key`, salt and key in base64url. `cost` is for tests that sign in many times (the
 * hash says its own cost, so any hash parseHash accepts verifies); the owner's is always COST.
 */
export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(value: string): ParsedHash | undefined {
  const parts = value.trim().split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const powerOfTwo = Number.isInteger(N) && N >= 2 ** 14 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16) || salt.length < 16 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const key = await scrypt(password, hash.salt, hash.key.length, { N: hash.N, r: hash.r, p: hash.p, maxmem: 256 * hash.N * hash.r + 1024 * 1024 });
  return sameBytes(key, hash.key);
}

export type PasswordSetting =
  | { state: 'set'; hash: string; from: 'OWNER_PASSWORD_HASH' | string }
  | { state: 'unset' }
  | { state: 'invalid'; from: string };

/** Where the password comes from: the environment first, then the file under the data folder. */
export function readPasswordSetting(env: { OWNER_PASSWORD_HASH?: string }, dataDir: string): PasswordSetting {
  const fromEnv = env.OWNER_PASSWORD_HASH?.trim();
  if (fromEnv) return parseHash(fromEnv) ? { state: 'set', hash: fromEnv, from: 'OWNER_PASSWORD_HASH' } : { state: 'invalid', from: 'OWNER_PASSWORD_HASH' };
  const file = join(dataDir, PASSWORD_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return { state: 'unset' };
  }
  return parseHash(text) ? { state: 'set', hash: text, from: file } : { state: 'invalid', from: file };
}

/** Writes the hash where the server reads it, readable by this user only. */
export function writePasswordFile(dataDir: string, hash: string): string {
  const file = join(dataDir, PASSWORD_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${hash}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}
