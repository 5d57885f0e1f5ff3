// The questions before the visit on the customer's appointment page (`/appointment/<token>`): the form with
// their answers so far, and its post (`do=intake`), which the page takes only with its form token and from this
// site, as its other forms. Answering does not use the link up (a link makes one change of time): the customer
// may change their answers while the appointment is held or confirmed and has not started. Their answers are
// written in one write transaction that first checks the appointment is still open.
import type { Client } from '@libsql/client';
import type { ReactNode } from 'react';
import type { StoredBooking } from '../bookings/store.ts';
import { formatTime } from '../bookings/format.ts';
import { SendButton } from '../page-shell.tsx';
import { AnswerList } from './AnswerList.tsx';
import { intakeAnswersOf, readIntakeAnswers, saveIntakeStatements, valuesOfAnswers, type StoredAnswer } from './answers.ts';
import { IntakeFields } from './IntakeFields.tsx';
import { intakeText as t } from './intake-text.ts';
import { questionsOfBooking, type IntakeQuestion, type IntakeSourceLike } from './questions.ts';

export interface CustomerIntakeOptions {
  db: Client;
  /** The services (and the form's offer) of the version served. */
  source: () => IntakeSourceLike;
  /** Whether emails are sent (SMTP_URL): the owner's alert email is queued only then. */
  email: () => boolean;
}

/** What a post of the answers came to: refused (the appointment is closed or has started), or the section to show. */
export type IntakeOutcome = { closed: true } | { closed: false; saved: boolean; section: ReactNode };

/** Whether the appointment still takes answers: it holds a time that has not started. */
const open = (b: Pick<StoredBooking, 'appointment'>, now: number) => !!b.appointment && b.appointment.status !== 'released' && Date.parse(b.appointment.start) > now;

interface SectionProps {
  questions: readonly IntakeQuestion[];
  stored: readonly StoredAnswer[];
  action: string;
  form: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  saved?: boolean;
}

function IntakeSection({ questions, stored, action, form, values, errors, saved }: SectionProps) {
  const last = stored.reduce((at, a) => (a.answeredAt > at ? a.answeredAt : at), '');
  return (
    <section aria-labelledby="intake">
      <h2 id="intake">{t.heading}</h2>
      {saved && (
        <p className="notice" role="status">
          {t.saved}
        </p>
      )}
      {errors && (
        <p className="notice error" role="alert">
          {t.fix}
        </p>
      )}
      {stored.length > 0 && !errors && (
        <>
          <h3>{t.yourAnswers}</h3>
          <AnswerList answers={stored} />
          <p className="meta">{t.answeredAt(formatTime(last))}</p>
        </>
      )}
      <p>{t.intro}</p>
      <form method="post" action={action}>
        <input type="hidden" name="form" value={form} />
        <input type="hidden" name="do" value="intake" />
        <IntakeFields questions={questions} answers={values ?? valuesOfAnswers(questions, stored)} {...(errors && { errors })} />
        <SendButton label={t.save} primary />
      </form>
    </section>
  );
}

export function customerIntake(opts: CustomerIntakeOptions) {
  const { db } = opts;
  const storedOf = async (b: StoredBooking) => (await intakeAnswersOf(db, b.id)).get(0) ?? [];
  return {
    /** The section of the customer's page: nothing when the service asks nothing or the appointment no longer takes answers. */
    async section(b: StoredBooking, action: string, form: string, now: number): Promise<ReactNode | undefined> {
      const questions = questionsOfBooking(opts.source(), b);
      if (questions.length === 0 || !open(b, now)) return undefined;
      return <IntakeSection questions={questions} stored={await storedOf(b)} action={action} form={form} />;
    },
    /** The customer's answers, posted with the page's form (already checked for its token and origin). */
    async answer(b: StoredBooking, action: string, formToken: string, posted: Record<string, unknown>, now: number): Promise<IntakeOutcome> {
      const questions = questionsOfBooking(opts.source(), b);
      if (questions.length === 0 || !open(b, now)) return { closed: true };
      const fields = Object.fromEntries(Object.entries(posted).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
      const read = readIntakeAnswers(questions, fields, '', now);
      if (!read.ok) return { closed: false, saved: false, section: <IntakeSection questions={questions} stored={await storedOf(b)} action={action} form={formToken} values={read.values} errors={read.errors} /> };
      const tx = await db.transaction('write');
      try {
        const row = (await tx.execute({ sql: 'SELECT appointment_status, starts_at FROM bookings WHERE id = ?', args: [b.id] })).rows[0];
        if (!row || row.starts_at == null || row.appointment_status === 'released' || Date.parse(String(row.starts_at)) <= now) return { closed: true };
        await tx.batch(saveIntakeStatements(b.id, 0, read.answers, now, { alertOwner: opts.email() }));
        await tx.commit();
      } finally {
        tx.close();
      }
      return { closed: false, saved: true, section: <IntakeSection questions={questions} stored={await storedOf(b)} action={action} form={formToken} saved /> };
    },
  };
}

export type CustomerIntake = ReturnType<typeof customerIntake>;
