// A service's questions before the visit (services[].intake in site.config.yaml) are checked like every other
// part of the file: each mistake is pointed at its line and column, saying what is wrong and what is allowed.
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import { baseFile, makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

const SITE = 'site.config.yaml';
const ANCHOR = '    icon: smile\n';
const INTAKE = `    intake:
      - id: sensitive
        ask: Are your teeth sensitive?
        type: yes-no
      - id: pregnant
        ask: Are you pregnant or nursing?
        type: yes-no
        alert: yes
      - id: dentalWork
        ask: Dental work in the last two weeks?
        type: choice
        choices: [No, A filling, A cleaning]
        alert: [A filling]
      - id: consent
        ask: I understand my teeth may be sensitive for a day or two.
        type: agree
`;

/** The base site with the questions above under its first service (teethWhitening), edited. */
const withIntake = (from?: string, to?: string) => {
  const section = from === undefined ? INTAKE : INTAKE.replace(from, to ?? '');
  if (from !== undefined && section === INTAKE) throw new Error(`no "${from}" in the questions`);
  const site = baseFile(SITE);
  if (!site.includes(ANCHOR)) throw new Error('the base site has no teethWhitening icon line');
  return makeProject({ [SITE]: site.replace(ANCHOR, `${ANCHOR}${section}`) });
};
/** The line of `text` in the edited file (1-based). */
const lineIn = (text: string, from?: string, to?: string) => {
  const section = from === undefined ? INTAKE : INTAKE.replace(from, to ?? '');
  const before = baseFile(SITE).slice(0, baseFile(SITE).indexOf(ANCHOR) + ANCHOR.length).split('\n').length - 1;
  return before + section.split('\n').findIndex((l) => l.includes(text)) + 1;
};

const errorsOf = async (root: string) => {
  const result = await loadContent(root);
  return result.ok ? [] : result.errors;
};

describe('intake questions in site.config.yaml', () => {
  it('are optional, and valid as written above; required defaults to true', async () => {
    const result = await loadContent(withIntake());
    expect(result.ok ? [] : result.errors).toEqual([]);
    const questions = result.ok ? result.content.site.services[0]?.intake : undefined;
    expect(questions?.map((q) => [q.id, q.type, q.required])).toEqual([
      ['sensitive', 'yes-no', true],
      ['pregnant', 'yes-no', true],
      ['dentalWork', 'choice', true],
      ['consent', 'agree', true],
    ]);
  });

  it('a type that does not exist names the types, at the type', async () => {
    const [error] = await errorsOf(withIntake('type: agree', 'type: agreed'));
    expect(error).toMatchObject({ name: 'InvalidEnumValue', file: SITE, line: lineIn('type: agreed', 'type: agree', 'type: agreed'), column: 15 });
    expect(error?.message).toContain('must be one of yes-no, choice, text, date, agree');
    expect(error?.hint).toBe('did you mean "agree"?');
  });

  it('an alert that is not one of the choices names the choices, at the alert', async () => {
    const [error] = await errorsOf(withIntake('alert: [A filling]', 'alert: [A filing]'));
    expect(error).toMatchObject({ file: SITE, line: lineIn('alert: [A filing]', 'alert: [A filling]', 'alert: [A filing]'), column: 17 });
    expect(error?.message).toContain('must be one of the choices: No, A filling, A cleaning');
  });

  it('a yes-no alert other than yes or no, and an alert on a text question, say what is allowed', async () => {
    const [yesNo] = await errorsOf(withIntake('alert: yes', 'alert: maybe'));
    expect(yesNo).toMatchObject({ file: SITE, line: lineIn('alert: maybe', 'alert: yes', 'alert: maybe'), column: 16 });
    expect(yesNo?.message).toContain('must be one of yes, no; got "maybe"');
    const edited = ['ask: Are your teeth sensitive?\n        type: yes-no', 'ask: Are your teeth sensitive?\n        type: text\n        alert: yes'] as const;
    const [onText] = await errorsOf(withIntake(...edited));
    expect(onText).toMatchObject({ file: SITE, line: lineIn('alert: yes', ...edited) });
    expect(onText?.message).toContain('only a yes-no or a choice question can alert you');
  });

  it('a choice question without choices is pointed at the question; choices on another type at the choices', async () => {
    const [missing] = await errorsOf(withIntake('        choices: [No, A filling, A cleaning]\n        alert: [A filling]\n', ''));
    expect(missing).toMatchObject({ file: SITE, line: lineIn('id: dentalWork') });
    expect(missing?.message).toContain('a choice question needs its choices');
    const edited = ['type: agree', 'type: agree\n        choices: [Yes, No]'] as const;
    const [extra] = await errorsOf(withIntake(...edited));
    expect(extra).toMatchObject({ file: SITE, line: lineIn('choices: [Yes, No]', ...edited), column: 18 });
    expect(extra?.message).toContain('is only for a choice question; this one is agree');
    const twice = ['choices: [No, A filling, A cleaning]', 'choices: [No, A filling, No]'] as const;
    const [again] = await errorsOf(withIntake(...twice));
    expect(again).toMatchObject({ file: SITE, line: lineIn('choices: [No, A filling, No]', ...twice), column: 34 });
    expect(again?.message).toContain('is written twice');
  });

  it('two questions of a service with one id: the second is pointed at, naming the first', async () => {
    const [error] = await errorsOf(withIntake('id: pregnant', 'id: sensitive'));
    expect(error).toMatchObject({ file: SITE, line: lineIn('ask: Are you pregnant') - 1, column: 13 });
    expect(error?.message).toContain('is already the id of question 1 of this service');
  });

  it('an id with a space and an unknown key are refused where they are written', async () => {
    const [id] = await errorsOf(withIntake('id: dentalWork', 'id: dental work'));
    expect(id).toMatchObject({ file: SITE, line: lineIn('id: dental work', 'id: dentalWork', 'id: dental work'), column: 13 });
    expect(id?.message).toContain('must be one word starting with a small letter');
    const [key] = await errorsOf(withIntake('type: agree', 'type: agree\n        requried: false'));
    expect(key).toMatchObject({ name: 'UnknownKey', file: SITE });
    expect(key?.hint).toContain('required');
  });
});
