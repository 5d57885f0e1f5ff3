// The answers before the visit as people read them: the owner on a booking's page and on Today (an alerting
// answer first, as "Alert: question: answer", and marked again in the list, in words, not in colour alone),
// the customer under their form on their appointment page (where nothing says which answers alert the owner).
import type { Client } from '@libsql/client';
import { Fragment } from 'react';
import { formatTime } from '../bookings/format.ts';
import { answerLine, type StoredAnswer } from './answers.ts';
import { intakeText as t } from './intake-text.ts';

/** Each answer under its question as asked; for the owner (`alerts`), an alerting one says so. */
export function AnswerList({ answers, alerts = false }: { answers: readonly StoredAnswer[]; alerts?: boolean }) {
  return (
    <dl className="answers">
      {answers.map((a) => {
        const marked = alerts && a.alert;
        return (
          <Fragment key={a.questionId}>
            <dt>{a.question}</dt>
            <dd className={marked ? 'alert' : undefined}>{marked ? `${t.alert}: ${a.answer}` : a.answer}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}

/** When a person last saved their answers. */
const savedAt = (answers: readonly StoredAnswer[]) => answers.reduce((last, a) => (a.answeredAt > last ? a.answeredAt : last), '');

export interface OwnerAnswersProps {
  /** By person: 0 the customer who booked, a party guest by their id. */
  answers: ReadonlyMap<number, readonly StoredAnswer[]>;
  /** The party guests' names, by id. */
  guestNames?: ReadonlyMap<number, string>;
  /** Whether the customer who booked has questions to answer (a "not answered yet" otherwise says nothing). */
  asked: boolean;
  /** The heading's level: a section of the booking's page (2) or a part of a card on Today (3). */
  level?: 2 | 3;
  /** Unique on the page, for the heading's id. */
  id?: string;
}

/** The owner's view of a booking's answers: the alerts first, then each person's answers. Nothing when nothing was asked or answered. */
export function OwnerAnswers({ answers, guestNames = new Map(), asked, level = 2, id = 'intake' }: OwnerAnswersProps) {
  if (!asked && answers.size === 0) return null;
  const alerts = [...answers.entries()].flatMap(([guest, list]) =>
    list.filter((a) => a.alert).map((a) => ({ key: `${guest}-${a.questionId}`, line: guest === 0 ? answerLine(a) : `${t.guest(guestNames.get(guest) ?? String(guest))}: ${answerLine(a)}` })),
  );
  const Heading = level === 2 ? 'h2' : 'h3';
  const content = (
    <>
      <Heading id={id}>{t.ownerHeading}</Heading>
      {alerts.map((a) => (
        <p key={a.key} className="notice error">
          {a.line}
        </p>
      ))}
      {!answers.has(0) && asked && <p className="meta">{t.notAnswered}</p>}
      {[...answers.entries()].map(([guest, list]) => (
        <div key={guest}>
          {guest !== 0 && <p>{t.guest(guestNames.get(guest) ?? String(guest))}</p>}
          <AnswerList answers={list} alerts />
          <p className="meta">{t.answeredOn(formatTime(savedAt(list)))}</p>
        </div>
      ))}
    </>
  );
  return level === 2 ? <section aria-labelledby={id}>{content}</section> : <div className="answers-part">{content}</div>;
}

/** The names of a party's guests who answered (their ids other than 0), from the party's guests (src/server/parties/). */
export async function guestNamesOf(db: Pick<Client, 'execute'>, bookingId: number, answers: ReadonlyMap<number, unknown>): Promise<Map<number, string>> {
  if (![...answers.keys()].some((guest) => guest !== 0)) return new Map();
  const rows = (await db.execute({ sql: 'SELECT id, name FROM party_guests WHERE booking_id = ?', args: [bookingId] })).rows;
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]));
}
