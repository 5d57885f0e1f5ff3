// A service's questions before the visit (`intake` under a service in site.config.yaml): what the customer
// answers with their appointment link (and each party guest on the party's page), in the owner's words. Each
// question has an id (one word, kept once answers exist), the question itself, its type (yes-no, a choice, a
// short text, a date, or an "I agree" the customer signs by typing their name), whether it must be answered,
// and which answers alert the owner (e.g. pregnant: yes before whitening). The server keeps every answer with
// the question as it was asked (src/server/intake/), so rewording a question later changes no answer.
import { z } from 'zod';
import { text } from './fields.ts';

export const intakeTypes = ['yes-no', 'choice', 'text', 'date', 'agree'] as const;
export type IntakeType = (typeof intakeTypes)[number];

/** The answers of a yes-no question, as the owner writes them under `alert`. */
export const yesNo = ['yes', 'no'] as const;

const questionFields = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][A-Za-z0-9]*$/, { error: 'must be one word starting with a small letter, like pregnant or recentDentalWork (letters and digits, no spaces)' })
    .describe('A one-word name for the question, e.g. pregnant or recentDentalWork (letters and digits, starting with a small letter), different from the other questions of the service. Answers are kept under it: keep it once customers have answered.'),
  ask: text.describe('The question as the customer reads it, e.g. "Are you pregnant or nursing?"; for an "I agree" question, what they agree to, e.g. "I understand that whitening can make teeth sensitive for a day or two."'),
  type: z
    .enum(intakeTypes)
    .describe('How it is answered: yes-no (Yes or No), choice (one of the Choices), text (a short answer), date (a day), or agree (the customer ticks "I agree" and types their name; the time is kept with it).'),
  choices: z.array(text).min(2).optional().describe('For a choice question only: the answers to choose from, at least two, e.g. No, Yes (filling or cleaning), Yes (whitening).'),
  required: z.boolean({ error: 'must be true or false' }).default(true).describe('Whether the customer must answer it (true, the default) or may leave it empty (false).'),
  alert: z
    .union([z.enum(yesNo), z.array(text).min(1)], { error: 'must be yes or no for a yes-no question, or a list of its choices for a choice question' })
    .optional()
    .describe('Which answer alerts you: for a yes-no question yes or no, e.g. yes for "Are you pregnant or nursing?"; for a choice question a list of its choices. An alerting answer is marked "Alert" in your inbox and emailed to you once.'),
  help: text.optional().describe('A line under the question that helps answer it, e.g. "Fillings, crowns, a cleaning or whitening."'),
});

/** Each question checked against its type: a choice has its choices, and only a yes-no or a choice can alert. */
export const intakeQuestionSchema = questionFields.check((ctx) => {
  const q = ctx.value;
  const issue = (path: PropertyKey[], input: unknown, message: string) => ctx.issues.push({ code: 'custom', input, path, message });
  if (q.type === 'choice' && !q.choices) issue(['choices'], q.choices, 'is missing: a choice question needs its choices, at least two, e.g. choices: [No, Yes]');
  if (q.type !== 'choice' && q.choices) issue(['choices'], q.choices, `is only for a choice question; this one is ${q.type}: remove choices, or make it type: choice`);
  q.choices?.forEach((choice, i) => {
    if (q.choices!.indexOf(choice) < i) issue(['choices', i], choice, `is written twice; write each choice once`);
  });
  if (q.alert === undefined) return;
  if (q.type === 'yes-no') {
    if (Array.isArray(q.alert)) issue(['alert'], q.alert, 'of a yes-no question must be yes or no (the answer that alerts you)');
  } else if (q.type === 'choice') {
    if (!Array.isArray(q.alert)) {
      issue(['alert'], q.alert, 'of a choice question must be a list of its choices, e.g. alert: [Yes (whitening)]');
    } else if (q.choices) {
      q.alert.forEach((answer, i) => {
        if (!q.choices!.includes(answer)) issue(['alert', i], answer, `must be one of the choices: ${q.choices!.join(', ')}`);
      });
    }
  } else {
    issue(['alert'], q.alert, `only a yes-no or a choice question can alert you; this one is ${q.type}: remove alert`);
  }
});

/** A service's questions: each id once. */
export const intakeSchema = z
  .array(intakeQuestionSchema)
  .check((ctx) => {
    const seen = new Map<string, number>();
    ctx.value.forEach((q, i) => {
      const first = seen.get(q.id);
      if (first === undefined) seen.set(q.id, i);
      else ctx.issues.push({ code: 'custom', input: q.id, path: [i, 'id'], message: `is already the id of question ${first + 1} of this service; give each question its own id` });
    });
  })
  .describe('Questions the customer answers before the visit, with the link in their confirmation email (each guest of a party on its page): yes-no, a choice, a short text, a date, or an "I agree" they sign by typing their name. Their answers show in your inbox, your day and the download; an answer you mark under Alert is flagged and emailed to you.');

export type IntakeQuestion = z.infer<typeof intakeQuestionSchema>;
