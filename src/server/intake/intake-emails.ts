// The owner's email when an answer before the visit alerts them (e.g. pregnant: yes before whitening): plain
// text, like the owner's other emails, sent once per person (its job is queued with the answers, keyed by the
// booking and the person). The customer's reminder to answer is an appointment email (../appointments/emails.ts).
import { fill } from '../../schema/fill.ts';
import { whenText } from '../appointments/as-it-stands.ts';
import type { EmailContent, MailContext } from '../bookings/emails.ts';
import type { StoredBooking } from '../bookings/store.ts';
import type { IntakeAlertData } from './answers.ts';
import { intakeText as t } from './intake-text.ts';

const isAlertData = (data: Record<string, unknown>): data is Record<string, unknown> & IntakeAlertData =>
  typeof data.guestId === 'number' && Array.isArray(data.alerts) && data.alerts.every((a: { question?: unknown; answer?: unknown }) => typeof a?.question === 'string' && typeof a.answer === 'string');

/** The owner's alert email; undefined for a job that carries no alert. */
export function intakeAlertEmail(b: StoredBooking, data: Record<string, unknown>, ctx: Pick<MailContext, 'inboxUrl'>): EmailContent | undefined {
  if (!isAlertData(data) || data.alerts.length === 0) return undefined;
  const name = data.guest ? t.guestOf(data.guest, b.name) : b.name;
  const vars = { name: data.guest ?? b.name, reference: b.reference, service: b.service, when: whenText(b, 'owner') };
  const lines = [
    fill(t.alertIntro, { ...vars, name }),
    '',
    ...data.alerts.map((a) => t.alertLine(a.question, a.answer)),
    '',
    ctx.inboxUrl ? fill(t.alertAll, { url: `${ctx.inboxUrl}/bookings/${b.reference}` }) : t.alertNoInbox,
    '',
  ];
  return { subject: fill(t.alertSubject, vars), text: lines.join('\n'), to: 'owner' };
}
