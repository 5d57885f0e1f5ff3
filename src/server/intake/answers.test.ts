// Reading the answers of a form against the questions: a table of what a customer (or a hand-made post) may
// send, with the answer kept or the message shown at its question, and kept answers shown again as typed.
import { describe, expect, it } from 'vitest';
import { readIntakeAnswers, valuesOfAnswers, type StoredAnswer } from './answers.ts';
import type { IntakeQuestion } from './questions.ts';

const q = (id: string, type: IntakeQuestion['type'], extra: Partial<IntakeQuestion> = {}): IntakeQuestion => ({ id, ask: `${id}?`, type, required: true, service: 'teethWhitening', ...extra });
const questions = [
  q('pregnant', 'yes-no', { alert: 'yes' }),
  q('work', 'choice', { choices: ['No', 'A filling', 'A cleaning'], alert: ['A filling'] }),
  q('last', 'date', { required: false }),
  q('note', 'text', { required: false }),
  q('consent', 'agree'),
];
const NOW = Date.parse('2026-12-01T16:02:00Z');
const good = { pregnant: 'no', work: 'A cleaning', last: '', note: '', consent: 'yes', 'consent-name': '  Ava   Brooks ' };

describe('readIntakeAnswers', () => {
  it('keeps every answer in words, the optional ones left empty left out, and the alerts marked', () => {
    const read = readIntakeAnswers(questions, { ...good, pregnant: 'yes', work: 'A filling', last: '2026-01-15' }, '', NOW);
    expect(read).toEqual({
      ok: true,
      answers: [
        { questionId: 'pregnant', question: 'pregnant?', answer: 'Yes', alert: true },
        { questionId: 'work', question: 'work?', answer: 'A filling', alert: true },
        { questionId: 'last', question: 'last?', answer: '2026-01-15', alert: false },
        { questionId: 'consent', question: 'consent?', answer: 'Agreed, signed Ava Brooks on Tuesday, December 1, 2026 at 10:02 AM', alert: false },
      ],
    });
  });

  it.each([
    [{ pregnant: '' }, 'pregnant', 'Please answer this question.'],
    [{ pregnant: 'maybe' }, 'pregnant', 'Please choose one of the answers.'],
    [{ work: 'A crown' }, 'work', 'Please choose one of the answers.'],
    [{ last: '2026-02-30' }, 'last', 'Please enter a date, like 12/31/2026.'],
    [{ last: '<script>' }, 'last', 'Please enter a date, like 12/31/2026.'],
    [{ note: 'x'.repeat(501) }, 'note', 'Please keep your answer under 500 characters.'],
    [{ consent: '' }, 'consent', 'Please tick "I agree" to go on.'],
    [{ 'consent-name': '   ' }, 'consent', 'Please type your full name to sign.'],
  ])('%j is refused at %s', (change, id, message) => {
    const read = readIntakeAnswers(questions, { ...good, ...change }, '', NOW);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({ [id]: message });
    // What was typed comes back to be shown again.
    expect(read.values.pregnant).toBe((change as Record<string, string>).pregnant ?? 'no');
  });

  it('reads the fields of one person among others by their prefix', () => {
    const form = Object.fromEntries(Object.entries(good).map(([k, v]) => [`q-${k}`, v]));
    expect(readIntakeAnswers(questions, { ...form, pregnant: 'yes' }, 'q-', NOW)).toMatchObject({ ok: true, answers: [{ questionId: 'pregnant', answer: 'No' }, {}, {}] });
  });

  it('shows kept answers again as the form values, a name with " on " in it too', () => {
    const read = readIntakeAnswers(questions, { ...good, 'consent-name': 'Ann on Main' }, '', NOW);
    if (!read.ok) throw new Error('refused');
    const stored: StoredAnswer[] = read.answers.map((a) => ({ ...a, answeredAt: new Date(NOW).toISOString() }));
    expect(valuesOfAnswers(questions, stored)).toEqual({ pregnant: 'no', work: 'A cleaning', consent: 'yes', 'consent-name': 'Ann on Main' });
  });
});
