// The container (Dockerfile, compose.yaml, Caddyfile) without a container engine: the properties the files
// promise, read with a Dockerfile parser and a YAML parser, and the image's own start command and health check
// run on this machine against a small built site.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DockerfileParser, type Instruction, type ModifiableInstruction } from 'dockerfile-ast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeBookingOffer } from '../../../src/server/bookings/offer.ts';
import { quickHash } from '../../support/quick-hash.ts';
import { BASE } from '../content/project.ts';
import { untilListening } from '../../support/run-script.ts';
import { imageMajor, nvmrcMajor, satisfiesEngines } from './node-versions.ts';

const ROOT = process.cwd();
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages in order, each with its instructions. */
function stages(): Stage[] {
  const out: Stage[] = [];
  for (const i of DockerfileParser.parse(read('Dockerfile')).getInstructions()) {
    const args = i.getArguments().map((a) => a.getValue());
    if (i.getKeyword() === 'FROM') out.push({ image: args[0] ?? '', name: args[2] ?? String(out.length), instructions: [] });
    else out.at(-1)?.instructions.push(i);
  }
  return out;
}

const of = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.getKeyword() === keyword);
const text = (i: Instruction) => i.getArgumentsContent() ?? '';
/** A JSON-form command (CMD, or what follows HEALTHCHECK's CMD) as its argument list. */
const execForm = (i: Instruction): string[] => JSON.parse(text(i).replace(/^[\s\S]*?\bCMD\s+/, '').replace(/\\\n\s*/g, '')) as string[];
/** ENV of a stage as a map. */
const envOf = (stage: Stage): Record<string, string> =>
  Object.fromEntries(of(stage, 'ENV').flatMap((i) => i.getArguments().map((a) => a.getValue().split('=') as [string, string])));

const final = () => {
  const all = stages();
  return { all, run: all.at(-1)! };
};

describe('Dockerfile', () => {
  it('builds in stages and runs as an unprivileged user', () => {
    const { all, run } = final();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const user = of(run, 'USER').at(-1);
    expect(user, 'the final stage sets USER').toBeDefined();
    expect(['root', '0']).not.toContain(text(user!).split(':')[0]);
  });

  it('runs, in every stage, the Node LTS .nvmrc names, which package.json\'s engines accept', () => {
    // One Node for every stage: node_modules (with native packages such as sharp and libsql) is installed in
    // one stage and run in another, and the build is checked on the Node the server then runs on.
    for (const stage of stages()) {
      const major = imageMajor(stage.image);
      expect(major, `stage ${stage.name} (${stage.image}) is an official Node image`).toBeDefined();
      expect(major, `stage ${stage.name} runs the Node of .nvmrc`).toBe(nvmrcMajor());
    }
    expect(satisfiesEngines(String(nvmrcMajor())), 'the container runs a Node the project supports').toBe(true);
    // Even majors are the ones that become LTS: an odd one is out of support within months.
    expect(nvmrcMajor() % 2).toBe(0);
  });

  it('ships production dependencies only, and not the tools of the build', () => {
    const { all, run } = final();
    // The final stage installs nothing itself; its node_modules comes from a stage that left dev dependencies out.
    expect(of(run, 'RUN').map(text).join(' ')).not.toMatch(/npm (ci|install)/);
    const modules = of(run, 'COPY').find((c) => /node_modules/.test(text(c)));
    const from = (modules as ModifiableInstruction).getFlags().find((f) => f.getName() === 'from')?.getValue();
    const source = all.find((s) => s.name === from);
    expect(source, `COPY --from=${from} names a stage`).toBeDefined();
    expect(of(source!, 'RUN').map(text).join(' ')).toMatch(/npm ci [^&]*--omit=dev/);
    // The source of the site and the build's caches stay out of the image.
    const copied = of(run, 'COPY').map(text).join(' ');
    expect(copied).not.toMatch(/(^|\s)\.\s/);
    expect(copied).not.toMatch(/\bpages\b|\bsrc\b/);
  });

  it('starts the bundled server, which the build stage makes with a script of package.json', () => {
    const { all, run } = final();
    const cmd = execForm(of(run, 'CMD').at(-1)!);
    expect(cmd).toEqual(['node', 'dist-server/main.js']);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['build:server']).toContain('scripts/build-server.mjs');
    expect(all.some((s) => of(s, 'RUN').some((r) => /npm run build:server/.test(text(r))))).toBe(true);
  });

  it('checks its health at /healthz on the port it listens on, which is the port it exposes', () => {
    const { run } = final();
    const check = of(run, 'HEALTHCHECK').at(-1);
    expect(check).toBeDefined();
    expect(execForm(check!).join(' ')).toContain('/healthz');
    expect(text(of(run, 'EXPOSE').at(-1)!)).toBe(envOf(run).PORT);
  });

  it('keeps data/ in a volume, where the server writes, and owned by its user', () => {
    const { run } = final();
    const dataDir = envOf(run).DATA_DIR;
    expect(dataDir).toBe('/app/data');
    expect(text(of(run, 'VOLUME').at(-1)!)).toContain(dataDir);
    expect(of(run, 'RUN').map(text).join(' ')).toContain(`chown ${text(of(run, 'USER').at(-1)!)}`);
  });

  it('sends no secret or local data into the image', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const entry of ['.env', 'data', 'node_modules', '.git']) expect(ignored).toContain(entry);
  });
});

describe('the owner\'s stage: the site with the studio', () => {
  const owner = () => stages().find((s) => s.name === 'owner')!;

  it('holds git and what the build needs, runs as an unprivileged user, and starts by making the content and building it', () => {
    const stage = owner();
    expect(stage, 'a stage named owner').toBeDefined();
    expect(of(stage, 'RUN').map(text).join(' ')).toMatch(/apt-get install[^&]*\bgit\b/);
    expect(['root', '0']).not.toContain(text(of(stage, 'USER').at(-1)!));
    const copied = of(stage, 'COPY').map(text).join(' ');
    for (const part of ['node_modules', 'src', 'scripts', 'vite.config.ts', 'index.html']) expect(copied).toContain(part);
    const cmd = execForm(of(stage, 'CMD').at(-1)!);
    const script = cmd.find((a) => a.endsWith('.ts'));
    expect(script && existsSync(join(ROOT, script)), `${cmd.join(' ')} starts a script of the project`).toBe(true);
    expect(execForm(of(stage, 'HEALTHCHECK').at(-1)!).join(' ')).toContain('/healthz');
  });

  it('keeps the content and the data in volumes, with the studio on', () => {
    const env = envOf(owner());
    expect(env.OWNER_STUDIO).toBe('on');
    const volumes = text(of(owner(), 'VOLUME').at(-1)!);
    for (const dir of [env.DATA_DIR!, env.CONTENT_ROOT!]) expect(volumes).toContain(dir);
    const compose = parse(read('compose.yaml')) as { services: { site: { volumes: string[] } } };
    expect(compose.services.site.volumes.some((v) => v.endsWith(`:${env.CONTENT_ROOT}`))).toBe(true);
  });
});

describe('compose.yaml and the Caddyfile', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { build?: string | { context: string; target: string }; image?: string; ports?: string[]; volumes?: string[]; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }> }>;
    volumes: Record<string, unknown>;
  };

  it('builds the site from the Dockerfile, with data/ in a named volume and the proxy believed', () => {
    const site = compose.services.site!;
    // The owner's container: the site with the studio.
    expect(site.build).toEqual({ context: '.', target: 'owner' });
    const data = site.volumes?.find((v) => v.endsWith(`:${envOf(final().run).DATA_DIR}`));
    expect(data, 'a volume mounted on DATA_DIR').toBeDefined();
    expect(Object.keys(compose.volumes)).toContain(data!.split(':')[0]);
    expect(site.environment?.TRUST_PROXY).toBe('1');
    expect(site.ports, 'the site is reached only through the proxy').toBeUndefined();
  });

  it('puts Caddy in front on ports 80 and 443, once the site is healthy, with its certificates kept', () => {
    const caddy = compose.services.caddy!;
    expect(caddy.image).toMatch(/^caddy:/);
    expect(caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy.depends_on?.site?.condition).toBe('service_healthy');
    expect(caddy.volumes).toEqual(expect.arrayContaining(['./Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']));
    expect(existsSync(join(ROOT, 'Caddyfile'))).toBe(true);
  });

  it('proxies the site address to the site service on the port the image listens on', () => {
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS\}\s*\{/m);
    expect(caddyfile).toContain(`reverse_proxy site:${envOf(final().run).PORT}`);
  });
});

// --- The start command and the health check, run for real on a small built site ---
// The only check that the image's entry (the server bundled by `npm run build:server`) starts and serves with
// production dependencies: the bundle is built once, and started once, by the Node running the tests (CI runs
// them on the oldest Node the engines accept and on the container's, so both start the image's entry).

const made: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Runs the image's HEALTHCHECK command as Docker would inside the container (its environment: PORT). */
async function healthcheck(port: number): Promise<number> {
  const [cmd = '', ...args] = execForm(of(final().run, 'HEALTHCHECK').at(-1)!);
  try {
    await promisify(execFile)(cmd, args, { env: { ...process.env, PORT: String(port) } });
    return 0;
  } catch (e) {
    return (e as { code?: number }).code ?? -1;
  }
}

describe('the image start command', () => {
  // The bundle goes inside the project, so its imports find node_modules as they do in the image.
  const bundle = join(ROOT, '.cache', `server-bundle-${process.pid}`);
  beforeAll(async () => {
    made.push(bundle);
    await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/build-server.mjs'), bundle], { cwd: ROOT });
  });

  it('serves the built site with production settings, and the health check follows the server', async () => {
    // The image's working directory: the site config and a built site, nothing else of the project.
    const app = mkdtempSync(join(tmpdir(), 'image-'));
    made.push(app);
    writeFileSync(join(app, 'site.config.yaml'), readFileSync(join(BASE, 'site.config.yaml')));
    mkdirSync(join(app, 'dist'));
    writeFileSync(join(app, 'dist', 'index.html'), '<!doctype html><title>Home</title><h1>Welcome</h1>');
    writeFileSync(join(app, 'dist', '404.html'), '<!doctype html><title>Not found</title>');
    // What the booking form offers, which the build writes beside the pages.
    writeBookingOffer(join(app, 'dist'), [{ label: 'Tooth Gems' }]);

    const [, script] = execForm(of(final().run, 'CMD').at(-1)!);
    // PORT=0: any free port, which the server names when it is ready.
    const server = spawn(process.execPath, [join(bundle, script!.replace(/^dist-server\//, ''))], {
      cwd: app,
      env: { PATH: process.env.PATH ?? '', ...envOf(final().run), HOST: '127.0.0.1', PORT: '0', DATA_DIR: join(app, 'data'), OWNER_PASSWORD_HASH: await quickHash('a long enough password') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(server);
    const ready = await untilListening(server);
    const port = Number(new URL(ready.url).port);

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status, ready.log()).toBe(200);
    expect(((await health.json()) as { database: { ok: boolean; used: boolean } }).database).toEqual({ ok: true, used: true });
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('Welcome');
    // The bookings inbox, rendered by the bundle with production dependencies only.
    const inbox = await fetch(`http://127.0.0.1:${port}/owner`, { redirect: 'follow' });
    expect(inbox.status, ready.log()).toBe(200);
    expect(await inbox.text()).toMatch(/<form[^>]*method="post"/i);
    expect(await healthcheck(port)).toBe(0);
    // Bookings are kept in the data volume.
    expect(existsSync(join(app, 'data', 'bookings.db'))).toBe(true);

    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    expect(await healthcheck(port)).not.toBe(0);
  });
});
