// `npm run owner:password`: asks for the inbox password twice (typed unseen), then keeps only its scrypt hash
// in data/owner-password, where the server reads it; `--print` shows the hash instead, for a host where it
// goes into the OWNER_PASSWORD_HASH setting. Piped input is read as the password (for scripts). A password
// a guesser would try early is refused, saying why (password-strength.ts); in a terminal the command then
// asks for another, so the owner is never sent back to type the command again.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { contentRoot } from '../../content/root.ts';
import { hashPassword, writePasswordFile } from './password.ts';
import { passwordProblem } from './password-strength.ts';

export interface PasswordIo {
  env: { DATA_DIR?: string; CONTENT_ROOT?: string };
  root: string;
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream;
  err: (text: string) => void;
}

const USAGE = `Usage:
  npm run owner:password              asks for the password and saves its hash in data/owner-password
  npm run owner:password -- --print   prints the hash, to set as OWNER_PASSWORD_HASH on the host instead`;

/** How many passwords the terminal asks for before it gives up (a person, not a script, is typing). */
const TRIES = 5;

/**
 * Questions in the terminal through one readline (a new one per question would drop lines typed ahead),
 * the answers typed unseen: only the question itself reaches the screen.
 */
function hiddenAsker(io: PasswordIo): { ask: (question: string) => Promise<string>; close: () => void } {
  let muted = false;
  const screen = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) io.output.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: io.input, output: screen, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      muted = false;
      rl.question(question, (answer) => {
        io.output.write('\n');
        resolve(answer);
      });
      muted = true;
    });
  return { ask, close: () => rl.close() };
}

/** In a terminal: a new password, asked again (saying why) while it is weak or typed differently twice. */
async function askNewPassword(io: PasswordIo, names: string[]): Promise<string | undefined> {
  const { ask, close } = hiddenAsker(io);
  try {
    for (let tries = 0; tries < TRIES; tries++) {
      const password = await ask('New password for the bookings inbox: ');
      const problem = passwordProblem(password, names);
      if (problem) {
        io.err(`${problem} Type another one.`);
        continue;
      }
      if ((await ask('The same password again: ')) === password) return password;
      io.err('The two passwords differ. Type the new password again.');
    }
  } finally {
    close();
  }
  io.err('Nothing was changed. Run the command again when you have a password in mind.');
  return undefined;
}

/** The business's name and short name from site.config.yaml, which a password must not be; none when it cannot be read. */
function businessNames(io: PasswordIo): string[] {
  try {
    const site: unknown = parse(readFileSync(join(contentRoot(io.env, io.root), 'site.config.yaml'), 'utf8'));
    const business = (site as { business?: Record<string, unknown> } | null)?.business ?? {};
    return [business.name, business.shortName].filter((name): name is string => typeof name === 'string');
  } catch {
    return [];
  }
}

async function readPiped(input: NodeJS.ReadableStream): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({ input })) lines.push(line);
  return lines;
}

export async function runPasswordCommand(args: string[], io: PasswordIo): Promise<number> {
  let print = false;
  try {
    const { values } = parseArgs({ args, options: { print: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, strict: true });
    if (values.help) {
      io.output.write(`${USAGE}\n`);
      return 0;
    }
    print = values.print ?? false;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 1;
  }

  let password: string;
  const names = businessNames(io);
  if (io.input.isTTY) {
    const chosen = await askNewPassword(io, names);
    if (chosen === undefined) return 1;
    password = chosen;
  } else {
    // Piped (a script): nobody to ask again, so a weak password is refused with its reason.
    const [first = '', second] = await readPiped(io.input);
    password = first;
    if (second !== undefined && second !== '' && second !== first) {
      io.err('The two passwords differ; nothing was changed.');
      return 1;
    }
    const problem = passwordProblem(password, names);
    if (problem) {
      io.err(`${problem} Nothing was changed.`);
      return 1;
    }
  }

  const hash = await hashPassword(password);
  if (print) {
    io.output.write(`OWNER_PASSWORD_HASH=${hash}\n`);
    return 0;
  }
  const file = writePasswordFile(io.env.DATA_DIR || join(io.root, 'data'), hash);
  io.output.write(
    `Saved in ${file} (only its hash; the password itself is kept nowhere).\nThe inbox is on: open /owner on the site and sign in. A running server picks it up without a restart.\n`,
  );
  return 0;
}
