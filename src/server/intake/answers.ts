// The answers to the questions before the visit: read from a form (every mistake said at its question,
// nothing typed lost), written with the question as it was asked, and read back for the pages, the download
// and the emails. One person's answers (the customer who booked is guest 0; a party's guests have their own
// ids) are replaced together in the caller's write transaction; an alerting answer queues the owner's email
// once per person, and answers saved drop the reminder to answer them.
import type { Client, InStatement, Transaction } from '@libsql/client';
import { isCalendarDay } from '../../schema/availability.ts';
import { text } from '../bookings/booking-rows.ts';
import { formatTime } from '../bookings/format.ts';
import { intakeText as t } from './intake-text.ts';
import type { IntakeQuestion } from './questions.ts';

/** The longest answer a text question takes. */
export const ANSWER_MAX = 500;

/** An answer as read from a form: the question's id and words as asked, the answer in words, and whether it alerts the owner. */
export interface IntakeAnswer {
  questionId: string;
  question: string;
  answer: string;
  alert: boolean;
}

/** An answer as kept: when it was saved too (ISO 8601, UTC). */
export interface StoredAnswer extends IntakeAnswer {
  answeredAt: string;
}

/** What a form read gave: the answers, or a message per question id with the values as typed (to show the form again). */
export type IntakeRead = { ok: true; answers: IntakeAnswer[] } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** The name of a question's field in a form (and of the name typed under an "I agree": `<id>-name`). */
export const fieldName = (q: Pick<IntakeQuestion, 'id'>, namePrefix = '') => `${namePrefix}${q.id}`;
export const signedName = (q: Pick<IntakeQuestion, 'id'>, namePrefix = '') => `${namePrefix}${q.id}-name`;

/** Whether an answer (as its form value) is one the owner asked to be alerted of. */
function alerts(q: IntakeQuestion, value: string): boolean {
  if (q.alert === undefined) return false;
  return Array.isArray(q.alert) ? q.alert.includes(value) : q.alert === value;
}

/**
 * The answers of a form to `questions` (fields named `<namePrefix><id>`; an "I agree" also `<id>-name`).
 * `now` is when they are read: the time an "I agree" was signed is the time they are saved.
 */
export function readIntakeAnswers(questions: readonly IntakeQuestion[], form: Record<string, string>, namePrefix = '', now: number = Date.now()): IntakeRead {
  const signedAt = formatTime(new Date(now).toISOString());
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const answers: IntakeAnswer[] = [];
  for (const q of questions) {
    const value = (form[fieldName(q, namePrefix)] ?? '').trim();
    values[q.id] = value.slice(0, ANSWER_MAX * 2);
    const answer = (words: string, raw = value) => answers.push({ questionId: q.id, question: q.ask, answer: words, alert: alerts(q, raw) });
    if (q.type === 'agree') {
      const name = (form[signedName(q, namePrefix)] ?? '').trim().replace(/\s+/g, ' ').slice(0, 200);
      values[`${q.id}-name`] = name;
      if (value !== 'yes' && !name && !q.required) continue;
      if (value !== 'yes') errors[q.id] = t.errors.agree;
      else if (!name) errors[q.id] = t.errors.name;
      else answer(t.agreed(name, signedAt));
      continue;
    }
    if (value === '') {
      if (q.required) errors[q.id] = t.errors.required;
      continue;
    }
    switch (q.type) {
      case 'yes-no':
        if (value === 'yes' || value === 'no') answer(value === 'yes' ? t.yes : t.no);
        else errors[q.id] = t.errors.choose;
        break;
      case 'choice':
        if (q.choices?.includes(value)) answer(value);
        else errors[q.id] = t.errors.choose;
        break;
      case 'date':
        if (isCalendarDay(value)) answer(value);
        else errors[q.id] = t.errors.date;
        break;
      case 'text':
        if (value.length > ANSWER_MAX) errors[q.id] = t.errors.tooLong;
        else answer(value.replace(/\r\n?/g, '\n'));
        break;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors, values } : { ok: true, answers };
}

/** The name in an "I agree" as it is kept ("Agreed, signed Ava Brooks on <day and time>"), or ''. */
function signerOf(answer: string): string {
  const [head = '', rest = ''] = t.agreed('\u0000', '\u0001').split('\u0000');
  const middle = rest.split('\u0001')[0] ?? '';
  const end = answer.lastIndexOf(middle);
  return answer.startsWith(head) && end > head.length ? answer.slice(head.length, end) : '';
}

/** The form values that show kept answers again (the inverse of the words an answer is kept in). */
export function valuesOfAnswers(questions: readonly IntakeQuestion[], stored: readonly StoredAnswer[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const q of questions) {
    const a = stored.find((s) => s.questionId === q.id);
    if (!a) continue;
    if (q.type === 'yes-no') values[q.id] = a.answer === t.yes ? 'yes' : a.answer === t.no ? 'no' : '';
    else if (q.type === 'agree') {
      values[q.id] = 'yes';
      values[`${q.id}-name`] = signerOf(a.answer);
    } else values[q.id] = a.answer;
  }
  return values;
}

export const INTAKE_ALERT_KIND = 'intake-alert';
export const INTAKE_REMINDER_KIND = 'intake-reminder';

/** What the owner's alert email carries: whose answers (a party guest's name) and the alerting ones, as answered. */
export interface IntakeAlertData {
  guestId: number;
  guest?: string;
  alerts: { question: string; answer: string }[];
}

export interface SaveOptions {
  /** Queue the owner's email of an alerting answer (default true: emails are set up). */
  alertOwner?: boolean;
  /** A party guest's name, for the owner's alert email. */
  guestName?: string;
}

/**
 * The statements that replace one person's answers of a booking (to run in the caller's write transaction):
 * the answers in the order given; the owner's alert email when an answer alerts (once per person, whatever is
 * saved later); and, for the customer who booked, the reminder to answer dropped and the emails still to go
 * told that the questions are answered.
 */
export function saveIntakeStatements(bookingId: number, guestId: number, answers: readonly IntakeAnswer[], now: number, options: SaveOptions = {}): InStatement[] {
  const at = new Date(now).toISOString();
  const statements: InStatement[] = [
    { sql: 'DELETE FROM intake_answers WHERE booking_id = ? AND guest_id = ?', args: [bookingId, guestId] },
    ...answers.map((a) => ({
      sql: 'INSERT INTO intake_answers (booking_id, guest_id, question_id, question, answer, alert, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: [bookingId, guestId, a.questionId, a.question, a.answer, a.alert ? 1 : 0, at],
    })),
  ];
  const alerting = answers.filter((a) => a.alert);
  if (alerting.length > 0 && options.alertOwner !== false) {
    const data: IntakeAlertData = { guestId, ...(options.guestName && { guest: options.guestName }), alerts: alerting.map((a) => ({ question: a.question, answer: a.answer })) };
    statements.push({
      sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', ?) ON CONFLICT (booking_id, key) DO NOTHING`,
      args: [bookingId, `${INTAKE_ALERT_KIND}#${guestId}`, INTAKE_ALERT_KIND, JSON.stringify(data), now],
    });
  }
  if (guestId === 0 && answers.length > 0) {
    statements.push(
      { sql: `UPDATE email_jobs SET state = 'dropped' WHERE booking_id = ? AND kind = ? AND state = 'pending'`, args: [bookingId, INTAKE_REMINDER_KIND] },
      { sql: `UPDATE email_jobs SET data = json_set(data, '$.intakeAnswered', json('true')) WHERE booking_id = ? AND kind IN ('confirmed', 'reminder') AND state = 'pending'`, args: [bookingId] },
    );
  }
  return statements;
}

type Reader = Pick<Client | Transaction, 'execute'>;

const COLUMNS = 'booking_id, guest_id, question_id, CAST(question AS BLOB) AS question, CAST(answer AS BLOB) AS answer, alert, answered_at';

function grouped(rows: readonly Record<string, unknown>[]): Map<number, Map<number, StoredAnswer[]>> {
  const byBooking = new Map<number, Map<number, StoredAnswer[]>>();
  for (const row of rows) {
    const booking = Number(row.booking_id);
    const guest = Number(row.guest_id);
    const guests = byBooking.get(booking) ?? new Map<number, StoredAnswer[]>();
    byBooking.set(booking, guests);
    const list = guests.get(guest) ?? [];
    guests.set(guest, list);
    list.push({ questionId: text(row.question_id), question: text(row.question), answer: text(row.answer), alert: Number(row.alert) === 1, answeredAt: text(row.answered_at) });
  }
  return byBooking;
}

/** A booking's answers by person (0: the customer who booked), each in the order they were asked. */
export async function intakeAnswersOf(db: Reader, bookingId: number): Promise<Map<number, StoredAnswer[]>> {
  const rows = (await db.execute({ sql: `SELECT ${COLUMNS} FROM intake_answers WHERE booking_id = ? ORDER BY guest_id, rowid`, args: [bookingId] })).rows;
  return grouped(rows).get(bookingId) ?? new Map();
}

/** The answers of several bookings at once (Today's), by booking and person. */
export async function intakeAnswersOfMany(db: Reader, bookingIds: readonly number[]): Promise<Map<number, Map<number, StoredAnswer[]>>> {
  if (bookingIds.length === 0) return new Map();
  const rows = (await db.execute({ sql: `SELECT ${COLUMNS} FROM intake_answers WHERE booking_id IN (${bookingIds.map(() => '?').join(', ')}) ORDER BY booking_id, guest_id, rowid`, args: [...bookingIds] })).rows;
  return grouped(rows);
}

/** An answer as the owner reads it on a line: "Alert: Pregnant or nursing?: Yes" for an alerting one. */
export const answerLine = (a: IntakeAnswer): string => (a.alert ? t.alertLine(a.question, a.answer) : `${a.question}: ${a.answer}`);

/** Every answer of a booking on one line, for the download: "Question: answer; ..." (a party guest's after their name). */
export function answersText(byGuest: ReadonlyMap<number, readonly IntakeAnswer[]>, guestNames: ReadonlyMap<number, string> = new Map()): string {
  return [...byGuest.entries()]
    .map(([guest, answers]) => {
      const line = answers.map(answerLine).join('; ');
      return guest === 0 ? line : `${t.guest(guestNames.get(guest) ?? String(guest))}: ${line}`;
    })
    .join(' | ');
}
