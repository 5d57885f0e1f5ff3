// The reminder to answer the questions before the visit: queued with a confirmation (in its transaction), due
// two days before the appointment at the reminder hour, and only when that is still to come and the customer
// has not answered yet (otherwise the confirmation and the reminder the day before ask for the answers). Saving
// the answers drops it (answers.ts); when it is due, it goes only if the time it was queued for still stands.
import type { InStatement } from '@libsql/client';
import { DEFAULT_REMINDER_HOUR } from '../../schema/availability.ts';
import { addCalendarDays, businessDate, instantOf } from '../appointments/free-times.ts';
import type { AppointmentJobData } from '../appointments/job-data.ts';
import { INTAKE_REMINDER_KIND } from './answers.ts';

/** When the reminder to answer goes for an appointment starting at `start`: two days before, at the hour (Texas time). */
export function intakeReminderAt(start: string, hour: number = DEFAULT_REMINDER_HOUR): number {
  return instantOf(addCalendarDays(businessDate(Date.parse(start)), -2), hour * 60);
}

const ANSWERED = 'SELECT 1 FROM intake_answers WHERE booking_id = ? AND guest_id = 0';

/**
 * A confirmation's statements about the questions (after its email jobs, `keys`): the reminder to answer, when
 * it is still to come and nothing is answered; and the jobs marked answered when the customer already answered.
 */
export function intakeConfirmationStatements(bookingId: number, data: AppointmentJobData, keys: readonly string[], now: number, hour?: number): InStatement[] {
  const due = intakeReminderAt(data.start, hour);
  return [
    ...(due > now
      ? [{
          sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) SELECT ?, ?, ?, ?, 'pending', ? WHERE NOT EXISTS (${ANSWERED}) ON CONFLICT (booking_id, key) DO NOTHING`,
          args: [bookingId, `${INTAKE_REMINDER_KIND}#${data.sequence}`, INTAKE_REMINDER_KIND, JSON.stringify(data), due, bookingId],
        }]
      : []),
    {
      sql: `UPDATE email_jobs SET data = json_set(data, '$.intakeAnswered', json('true')) WHERE booking_id = ? AND key IN (${keys.map(() => '?').join(', ')}) AND EXISTS (${ANSWERED})`,
      args: [bookingId, ...keys, bookingId],
    },
  ];
}
