// `npm run validate -- --format github` as GitHub Actions reads it: each problem a workflow command on its
// file, line and column, escaped so no text from a file can break the command.
import { afterAll, describe, expect, it } from 'vitest';
import { annotation, escapeData, escapeProperty, problemsMarkdown } from '../../../src/content/diagnostics/annotations.ts';
import { validateCommand } from '../../../src/owner/validate-command.ts';
import { baseFile, lineOf, makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

async function run(root: string, ...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const status = await validateCommand(args, root, { out: (t) => void (stdout += t), err: (t) => void (stderr += t) });
  return { status, stdout, stderr };
}

/** A workflow command split back into its level, properties and message, as the runner parses it. */
function parseCommand(line: string): { level: string; props: Record<string, string>; message: string } {
  const m = /^::(\w+) ([^:]*)::(.*)$/.exec(line);
  if (!m) throw new Error(`not a workflow command: ${line}`);
  const unescape = (s: string) => s.replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
  const props = Object.fromEntries(m[2]!.split(',').map((kv) => kv.split('=') as [string, string]).map(([k, v]) => [k, unescape(v)]));
  return { level: m[1]!, props, message: unescape(m[3]!) };
}

describe('npm run validate -- --format github', () => {
  it('prints an ::error on the file, line and column of a broken town, and exits 1', async () => {
    const town = baseFile('pages/towns/greenville.yaml').replace('county: Hunt', 'county: Dallas');
    const { status, stdout, stderr } = await run(makeProject({ 'pages/towns/greenville.yaml': town }), '--format', 'github');
    expect(status).toBe(1);
    const commands = stdout.trim().split('\n').filter((l) => l.startsWith('::error'));
    expect(commands).toHaveLength(1);
    const { props, message } = parseCommand(commands[0]!);
    expect(props).toMatchObject({ file: 'pages/towns/greenville.yaml', line: String(lineOf('pages/towns/greenville.yaml', 'county: Hunt')), col: '9', title: 'UnknownCounty' });
    // "Dallas" is marked to its last letter.
    expect(props.endColumn).toBe(String(9 + 'Dallas'.length - 1));
    expect(message).toContain('"Dallas"');
    // The log still shows the frame.
    expect(stderr).toContain('> ');
  });

  it('prints warnings as ::warning and exits 0', async () => {
    const commerce = baseFile('pages/towns/commerce.yaml').replace('  - Sulphur Springs\n', '');
    const { status, stdout } = await run(makeProject({ 'pages/towns/commerce.yaml': commerce }), '--format=github');
    expect(status).toBe(0);
    const warning = stdout.split('\n').find((l) => l.startsWith('::warning'));
    expect(parseCommand(warning!).props).toMatchObject({ file: 'pages/towns/sulphur-springs.yaml', title: 'OneWayNeighbour' });
    expect(stdout).not.toContain('::error');
  });

  it('refuses a format it does not know, with exit code 2', async () => {
    const { status, stderr } = await run(makeProject(), '--format', 'xml');
    expect(status).toBe(2);
    expect(stderr).toContain('--format must be one of text, github; got "xml"');
  });
});

describe('workflow command escaping', () => {
  it('escapes data and properties as GitHub\'s toolkit does', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });

  it('keeps a hostile file name and message inside their command', () => {
    const line = annotation({ name: 'Bad,Name', file: 'pages/a,b:c.yaml', line: 3, column: 2, message: 'got "x"\n::error file=evil::owned', hint: '50% off' });
    expect(line.split('\n')).toHaveLength(1);
    // A "::" inside the message is text: the runner reads the message from the first "::" after the properties.
    const { level, props, message } = parseCommand(line);
    expect(level).toBe('error');
    expect(props).toEqual({ file: 'pages/a,b:c.yaml', line: '3', col: '2', title: 'Bad,Name' });
    expect(message).toBe('got "x"\n::error file=evil::owned\nhint: 50% off');
  });

  it('marks a span over several lines by its end line', () => {
    const { props } = parseCommand(annotation({ name: 'X', file: 'f.yaml', line: 2, column: 1, endLine: 4, endColumn: 3, message: 'm' }, 'warning'));
    expect(props).toMatchObject({ line: '2', endLine: '4' });
    expect(props.endColumn).toBeUndefined();
  });
});

describe('the job summary of the content', () => {
  it('lists each problem with where it is, and a table cell cannot be broken by the text', () => {
    const md = problemsMarkdown([{ name: 'UnknownCounty', file: 'pages/towns/x.yaml', line: 2, column: 9, message: 'county | got\n"Dallas"', hint: 'did you mean "Hunt"?' }], []);
    expect(md).toContain('1 problem to fix, 0 warnings');
    const row = md.split('\n').find((l) => l.includes('pages/towns/x.yaml:2:9'))!;
    expect(row.split(/(?<!\\)\|/).length).toBe(5);
    expect(problemsMarkdown([], [])).toContain('No problems');
  });
});
