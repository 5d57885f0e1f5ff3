// The availability settings (free times in the booking form) are checked like every other part of
// site.config.yaml: a mistake is pointed at its line and column, in the owner's words.
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import { baseFile, makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

const SITE = 'site.config.yaml';
const AVAILABILITY = `
availability:
  hours:
    monday: 9AM-5PM
    saturday: 10AM-2PM
  daysOff:
    - date: 2026-12-24
      until: 2026-12-26
  durations:
    - service: teethWhitening
      minutes: 60
    - service: parties
      minutes: 120
      packages:
        - package: Bride Tribe
          minutes: 150
  confirmAtOnce: [toothGems]
`;

/** The base fixture's site config with the availability section above, edited. */
const withAvailability = (from?: string, to?: string) => {
  const section = from === undefined ? AVAILABILITY : AVAILABILITY.replace(from, to ?? '');
  if (from !== undefined && section === AVAILABILITY) throw new Error(`no "${from}" in the section`);
  return makeProject({ [SITE]: `${baseFile(SITE)}${section}` });
};
const lineIn = (text: string) => baseFile(SITE).split('\n').length + AVAILABILITY.split('\n').findIndex((l) => l.includes(text));

const errorsOf = async (root: string) => {
  const result = await loadContent(root);
  return result.ok ? [] : result.errors;
};

describe('availability in site.config.yaml', () => {
  it('is optional, and valid as written in the section above', async () => {
    expect(await errorsOf(makeProject())).toEqual([]);
    const result = await loadContent(withAvailability());
    expect(result.ok && result.content.site.availability?.minutesBetween).toBe(30);
  });

  it('a closing time before the opening time is pointed at the hours', async () => {
    const [error] = await errorsOf(withAvailability('saturday: 10AM-2PM', 'saturday: 2PM-10AM'));
    expect(error).toMatchObject({ file: SITE, line: lineIn('saturday'), column: 15 });
    expect(error?.message).toContain('ends before it starts (2PM-10AM)');
  });

  it('hours no clock shows are refused', async () => {
    const [error] = await errorsOf(withAvailability('monday: 9AM-5PM', 'monday: 9 till late'));
    expect(error).toMatchObject({ file: SITE, line: lineIn('monday') });
    expect(error?.message).toContain('like 9AM-6PM');
  });

  it('a duration for a service that is not under services names the service keys', async () => {
    const [error] = await errorsOf(withAvailability('service: teethWhitening', 'service: teethWhitenning'));
    expect(error).toMatchObject({ name: 'UnknownService', file: SITE, line: lineIn('teethWhitening'), column: 16 });
    expect(error?.hint).toBe('did you mean "teethWhitening"?');
  });

  it('a package no party page offers, and a service confirmed at once that does not exist, are errors', async () => {
    const errors = await errorsOf(withAvailability('package: Bride Tribe', 'package: Bride Trib'));
    expect(errors[0]).toMatchObject({ name: 'UnknownPackage', file: SITE, line: lineIn('Bride Tribe') });
    expect(errors[0]?.hint).toBe('did you mean "Bride Tribe"?');
    const [unknown] = await errorsOf(withAvailability('[toothGems]', '[gems]'));
    expect(unknown).toMatchObject({ name: 'UnknownService', line: lineIn('confirmAtOnce') });
  });

  it('a last day off before the first, and a latest day before the earliest, say what to write', async () => {
    const [until] = await errorsOf(withAvailability('until: 2026-12-26', 'until: 2026-12-20'));
    expect(until).toMatchObject({ file: SITE, line: lineIn('until') });
    expect(until?.message).toContain('is before the first day off (2026-12-24)');
    const [ahead] = await errorsOf(withAvailability('  confirmAtOnce', '  earliestDaysAhead: 30\n  latestDaysAhead: 10\n  confirmAtOnce'));
    expect(ahead?.message).toContain('is sooner than earliestDaysAhead (30)');
  });

  it('the same service given two durations is an error', async () => {
    const [error] = await errorsOf(withAvailability('    - service: parties', '    - service: teethWhitening\n      minutes: 30\n    - service: parties'));
    expect(error).toMatchObject({ name: 'DuplicateName' });
  });
});
