import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runScript } from '../../../tests/support/run-script.ts';
import { runPasswordCommand } from './password-command.ts';
import { hashPassword, parseHash, readPasswordSetting, verifyPassword } from './password.ts';
import { passwordProblem } from './password-strength.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[], input: string, siteConfig?: string) {
  const root = mkdtempSync(join(tmpdir(), 'owner-pw-'));
  dirs.push(root);
  if (siteConfig) writeFileSync(join(root, 'site.config.yaml'), siteConfig);
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk) => (printed += String(chunk)));
  const errors: string[] = [];
  const code = await runPasswordCommand(args, { env: {}, root, input: Readable.from([input]), output, err: (t) => errors.push(t) });
  return { code, printed, errors, root };
}

describe('the inbox password', () => {
  it('keeps only a scrypt hash that verifies the password and nothing else', async () => {
    const hash = await hashPassword('a long enough secret');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('secret');
    expect(await verifyPassword('a long enough secret', hash)).toBe(true);
    expect(await verifyPassword('a long enough secreT', hash)).toBe(false);
    expect(parseHash('scrypt$2$8$1$c2FsdA$a2V5')).toBeUndefined();
  });

  it('is set by npm run owner:password into data/, readable by the owner only', async () => {
    const { code, printed, root } = await run([], 'tulips in the garden\ntulips in the garden\n');
    expect(code).toBe(0);
    expect(printed).toContain('Saved in');
    const file = join(root, 'data', 'owner-password');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const setting = readPasswordSetting({}, join(root, 'data'));
    expect(setting.state).toBe('set');
    expect(await verifyPassword('tulips in the garden', readFileSync(file, 'utf8').trim())).toBe(true);
  });

  it('runs as npm runs it, with the password piped in: exit 0 and the hash in data/', async () => {
    const root = mkdtempSync(join(tmpdir(), 'owner-pw-'));
    dirs.push(root);
    const { code, stdout, stderr } = await runScript('owner-password.ts', [], { cwd: root, env: { DATA_DIR: '' }, input: 'tulips in the garden\ntulips in the garden\n' });
    expect(stdout, stderr).toContain('Saved in');
    expect(code).toBe(0);
    expect(await verifyPassword('tulips in the garden', readFileSync(join(root, 'data', 'owner-password'), 'utf8').trim())).toBe(true);
  });

  it('refuses a short password or two different ones, and changes nothing', async () => {
    const short = await run([], 'short\n');
    expect(short.code).toBe(1);
    expect(short.errors.join()).toMatch(/at least 12 characters/);
    const differ = await run([], 'tulips in the garden\ntulips in the meadow\n');
    expect(differ.code).toBe(1);
    expect(readPasswordSetting({}, join(differ.root, 'data')).state).toBe('unset');
  });

  it('refuses a password a guesser would try early, saying why in plain words', async () => {
    const names = ['Glow & Go Mobile Beauty', 'Glow & Go'];
    expect(passwordProblem('tulips in the garden', names)).toBeUndefined();
    expect(passwordProblem('Glow & Go and tulips', names)).toBeUndefined();
    expect(passwordProblem('eleven char', names)).toMatch(/at least 12 characters/);
    for (const common of ['password1234', 'Password123!', 'qwertyuiop12', '123456789012', 'iloveyou2024', 'passwordpassword', '20240315abcd'.replace('abcd', '1234')]) {
      expect(passwordProblem(common, names), common).toMatch(/most common passwords/);
    }
    expect(passwordProblem('aaaaaaaaaaaaaaa', names)).toMatch(/same few characters/);
    for (const name of ['GlowAndGo2024!!', 'glow&gomobilebeauty', 'Glow & Go Mobile Beauty 1']) {
      expect(passwordProblem(name, names), name).toMatch(/business name/);
    }

    const site = 'business:\n  name: Glow & Go Mobile Beauty\n  shortName: Glow & Go\n';
    const refused = await run([], 'GlowAndGo2024!!\n', site);
    expect(refused.code).toBe(1);
    expect(refused.errors.join()).toMatch(/business name.*Nothing was changed/);
    expect(readPasswordSetting({}, join(refused.root, 'data')).state).toBe('unset');
    expect((await run([], 'password1234\n', site)).errors.join()).toMatch(/most common passwords/);
    expect((await run([], 'tulips under the blue gate\n', site)).code).toBe(0);
  });

  it('in a terminal, asks again after a weak password or two different ones, saying why, and saves the good one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'owner-pw-'));
    dirs.push(root);
    // The owner types one answer at each question, as at a terminal.
    const answers = ['password1234', 'short', 'tulips in the garden', 'tulips in the meadow', 'tulips in the garden', 'tulips in the garden'];
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const output = new PassThrough();
    let screen = '';
    output.on('data', (chunk) => {
      screen += String(chunk);
      // Typed once the question is on the screen, as a person does.
      if (/: $/.test(String(chunk))) setImmediate(() => input.write(`${answers.shift() ?? ''}\r`));
    });
    const errors: string[] = [];
    const code = await runPasswordCommand([], { env: {}, root, input, output, err: (t) => errors.push(t) });
    expect(code).toBe(0);
    expect(errors[0]).toMatch(/most common passwords.*Type another one/);
    expect(errors[1]).toMatch(/at least 12 characters.*Type another one/);
    expect(errors[2]).toMatch(/differ.*again/);
    expect(screen).toContain('Saved in');
    // What is typed never shows.
    expect(screen).not.toContain('tulips');
    expect(await verifyPassword('tulips in the garden', readFileSync(join(root, 'data', 'owner-password'), 'utf8').trim())).toBe(true);
  });

  it('prints the hash for a host setting with --print, and the setting wins over the file', async () => {
    const { code, printed } = await run(['--print'], 'tulips in the garden\n');
    expect(code).toBe(0);
    const hash = /^OWNER_PASSWORD_HASH=(\S+)$/m.exec(printed)?.[1] ?? '';
    expect(readPasswordSetting({ OWNER_PASSWORD_HASH: hash }, '/nowhere')).toMatchObject({ state: 'set', from: 'OWNER_PASSWORD_HASH' });
    expect(readPasswordSetting({ OWNER_PASSWORD_HASH: 'plain text' }, '/nowhere').state).toBe('invalid');
  });
});
