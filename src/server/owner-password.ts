// Where the password of the owner's bookings inbox is kept: only as a hash, either in the environment
// variable OWNER_PASSWORD_HASH or in the file `owner-password` of the server's data folder (DATA_DIR,
// default data/, which is not in git). Nothing else reads or names these places.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const OWNER_PASSWORD_ENV = 'OWNER_PASSWORD_HASH';
export const OWNER_PASSWORD_FILE = 'owner-password';

export interface OwnerPasswordEnv {
  OWNER_PASSWORD_HASH?: string;
  DATA_DIR?: string;
}

/** The file that holds the hash when the environment does not: <DATA_DIR or root/data>/owner-password. */
export const ownerPasswordFile = (env: OwnerPasswordEnv, root: string): string => join(env.DATA_DIR || join(root, 'data'), OWNER_PASSWORD_FILE);

/** The stored hash, from the environment first, then the file; undefined when neither holds one. */
export function storedOwnerPassword(env: OwnerPasswordEnv, root: string): { hash: string; from: string } | undefined {
  const fromEnv = env.OWNER_PASSWORD_HASH?.trim();
  if (fromEnv) return { hash: fromEnv, from: OWNER_PASSWORD_ENV };
  const file = ownerPasswordFile(env, root);
  const fromFile = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  return fromFile ? { hash: fromFile, from: file } : undefined;
}
