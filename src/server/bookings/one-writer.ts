// One write transaction at a time per database, within this process. libSQL runs a local file's statements
// synchronously: a write begun while another connection of this process holds an open transaction (one
// awaiting its next statement) would wait for the file's lock with the whole process stopped, so the open
// transaction could never finish, and both fail after the busy timeout. So a transaction takes the file's
// turn, and any other statement waits for the turn to be free before it starts. Between processes sharing
// the file, SQLite's own lock (BEGIN IMMEDIATE, busy_timeout) keeps the order.
import type { Client, Transaction, TransactionMode } from '@libsql/client';

/** The turn of each database (its URL): the end of the last transaction that asked for it. */
const turns = new Map<string, Promise<void>>();

/** Waits for the database's turn and takes it; the function returned gives it back. */
async function takeTurn(key: string): Promise<() => void> {
  const before = turns.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const chained = before.then(() => mine);
  turns.set(key, chained);
  await before;
  return () => {
    release();
    if (turns.get(key) === chained) turns.delete(key);
  };
}

/** Resolves when no transaction of this process holds the database. */
async function free(key: string): Promise<void> {
  for (let turn = turns.get(key); turn; turn = turns.get(key)) await turn;
}

/** A transaction that gives the turn back however it ends. */
function releasing(tx: Transaction, release: () => void): Transaction {
  let done = false;
  const end = () => {
    if (!done) (done = true), release();
  };
  return new Proxy(tx, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'commit' || prop === 'rollback') return async () => (value as () => Promise<void>).call(target).finally(end);
      if (prop === 'close') return () => {
        try {
          (value as () => void).call(target);
        } finally {
          end();
        }
      };
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

/** The client with every write transaction taking the database's turn, and other statements waiting for it. */
export function oneWriter(db: Client, key: string): Client {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const call = value as (...args: unknown[]) => Promise<unknown>;
      if (prop === 'transaction') {
        return async (mode?: TransactionMode) => {
          const release = await takeTurn(key);
          try {
            return releasing((await call.call(target, mode)) as Transaction, release);
          } catch (error) {
            release();
            throw error;
          }
        };
      }
      if (prop === 'execute' || prop === 'batch' || prop === 'executeMultiple') {
        return async (...args: unknown[]) => {
          await free(key);
          return call.apply(target, args);
        };
      }
      return call.bind(target);
    },
  });
}
