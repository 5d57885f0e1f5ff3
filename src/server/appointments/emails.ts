// The emails about an appointment, as data (subject, text, HTML, calendar file): to the customer when the
// owner confirms (with the calendar file, METHOD:REQUEST), declines (with the owner's reason), proposes
// another time or cancels (METHOD:CANCEL), the reminder the day before; and to the owner when the customer
// changed something through their link. The wording is the owner's (contactForm.appointmentEmails), the
// price and what to prepare come from availability.durations; what the job says beyond the booking (the
// time, the reason, the link's id) was written when the change was made, so an email says what was decided.
import { fill } from '../../schema/fill.ts';
import { depositWords } from '../../data/bookings/deposit-words.ts';
import { formatCents } from '../../schema/money.ts';
import { feeText } from '../../schema/travel-fee.ts';
import { termsOfBooking } from '../payments/terms.ts';
import { colors } from '../../theme.ts';
import { formatTime } from '../bookings/format.ts';
import { bookingEmailText, escapeHtml, htmlPage, paragraphs, paragraphStyle, rowsHtml, rowsText, standOutStyle, type EmailContent, type MailContext } from '../bookings/emails.ts';
import type { AppointmentEmailKind, EmailJob, StoredBooking } from '../bookings/store.ts';
import { invitationFile } from './calendar-file.ts';
import { durationOf, findChoice, travelOfBooking, type Schedule } from './schedule.ts';
import { reviewEmail } from '../reviews/review-email.ts';
import { partyDeadlineEmail, partyUrlOf } from '../parties/party-emails.ts';
import { partyWords } from '../parties/party-words.ts';
import type { AppointmentJobData } from './job-data.ts';
import { intakeAlertEmail } from '../intake/intake-emails.ts';
import { intakeSourceOfMail, questionsOfBooking } from '../intake/questions.ts';

export type { AppointmentJobData } from './job-data.ts';

export const appointmentEmailText = {
  when: 'When',
  where: 'Where',
  service: 'Service',
  price: 'Price',
  deposit: depositWords.deposit,
  policy: depositWords.policyHeading,
  prepare: 'Please prepare',
  reference: 'Reference',
  reason: 'Our reason',
  proposedLink: 'Does it work for you? Say yes, or ask for another time, with this link (it works once):',
  openLink: 'Open your appointment',
  ownerSubject: {
    cancelled: '{name} cancelled {reference} ({when})',
    asked: '{name} asked for {asked} instead: {reference}',
    accepted: '{name} accepted {when}: {reference}',
    message: '{name} wrote about {reference}',
    expired: "Freed: {name}'s held time {when} was not confirmed in time ({reference})",
  },
  ownerIntro: {
    cancelled: '{name} cancelled the appointment on {when} with their link. The time is free again.',
    asked:
      '{name} asked with their link for {asked} instead of {when}. The appointment stands on {when} until you answer: in your inbox, move it to the time they asked for with one tap (while it is free), or propose another.',
    accepted: '{name} accepted the time you proposed: {when}. It is confirmed, and they were emailed the details.',
    message: '{name} wrote about the appointment on {when}. It stands as it is until you answer:',
    expired: 'The time {name} held, {when}, was not confirmed within the hold time, so it is free again for others. We emailed {name} that it is no longer held.',
  },
  ownerMessage: 'Their message:',
  ownerInbox: 'Open it in your inbox: {url}',
} as const;

const t = appointmentEmailText;

const isData = (data: Record<string, unknown>): data is Record<string, unknown> & AppointmentJobData =>
  typeof data.start === 'string' && typeof data.end === 'string' && typeof data.sequence === 'number';

/** "Friday, December 11, 2026 at 10:00 AM" (Texas time). */
const whenOf = (start: string) => formatTime(start);
const timeOf = (start: string) => formatTime(start).replace(/^.* at /, '');

/** The price, deposit, what to prepare and the policy of a booking's service (the content served: services, party packages, availability). */
export function serviceDetails(schedule: Schedule | undefined, booking: Pick<StoredBooking, 'service' | 'package' | 'guests'>): { price?: string; prepare?: string; deposit?: string; policy?: string } {
  if (!schedule) return {};
  const choice = findChoice(schedule, booking.service);
  const key = choice && durationOf(schedule, choice, { ...(booking.package && { package: booking.package }), ...(booking.guests !== '' && { guests: Number(booking.guests) }) })?.key;
  const entry = key === undefined ? undefined : schedule.availability.durations.find((d) => d.service === key);
  const terms = termsOfBooking(schedule, booking);
  const price = entry?.price ?? (terms.priceCents !== undefined ? formatCents(terms.priceCents) : undefined);
  return {
    ...(price && { price }),
    ...(terms.prepare && { prepare: terms.prepare }),
    ...(terms.depositCents !== undefined && { deposit: formatCents(terms.depositCents) }),
    ...(terms.policy && { policy: terms.policy }),
  };
}

/** "$25 (paid)": the deposit and where it stands, in the customer's words. */
export const depositState = (cents: number, state: string | undefined): string =>
  state && state in depositWords.stateCustomer ? `${formatCents(cents)} (${depositWords.stateCustomer[state as keyof typeof depositWords.stateCustomer]})` : formatCents(cents);

/** The customer's email of a job about an appointment; undefined when it no longer applies (a reminder of a time that changed). */
export function appointmentEmail(job: Pick<EmailJob, 'booking' | 'kind' | 'data'>, ctx: MailContext): EmailContent | undefined {
  const { booking: b, data } = job;
  if (job.kind === 'review') return reviewEmail(b, data, ctx);
  if (job.kind === 'intake-alert') return intakeAlertEmail(b, data, ctx);
  if (job.kind === 'party-deadline' || job.kind === 'party-deadline-owner') return partyDeadlineEmail(b, job.kind, data, ctx);
  const a = ctx.appointments;
  if (!a || !isData(data)) return undefined;
  const kind = job.kind as AppointmentEmailKind;
  if (kind === 'owner-change') return ownerChange(b, data, ctx);
  if (kind === 'reminder' && (b.appointment?.status !== 'confirmed' || b.appointment.sequence !== data.sequence)) return undefined;
  const vars = { name: b.name, reference: b.reference, business: ctx.businessName, phone: ctx.phone, service: b.service, when: whenOf(data.start), time: timeOf(data.start), asked: whenOf(data.asked ?? data.start) };
  const w = (text: string) => fill(text, vars);
  const words = a.words;
  // What was agreed when booking (kept with it) comes before what the content says today.
  const today = serviceDetails(a.schedule, b);
  const m = b.money ?? {};
  const price = m.priceCents !== undefined ? formatCents(m.priceCents) : today.price;
  const deposit = m.depositCents !== undefined ? depositState(m.depositCents, m.deposit) : undefined;
  const policy = m.policy || undefined;
  const { prepare } = today;
  // The travel fee to the place, as the content says it today (a fee only; within the free miles nothing).
  const travel = kind === 'cancelled' || kind === 'declined' ? undefined : feeText(travelOfBooking(a.schedule, b));
  const details: [string, string][] = [
    [t.when, whenOf(data.start)],
    [t.where, data.location],
    [t.service, b.package ? `${b.service}: ${b.package}` : b.service],
    ...(price ? [[t.price, price] as [string, string]] : []),
    ...(travel ? [[bookingEmailText.travel, travel] as [string, string]] : []),
    ...(deposit ? [[t.deposit, deposit] as [string, string]] : []),
    ...(policy && kind !== 'declined' ? [[t.policy, policy] as [string, string]] : []),
    ...(prepare && kind !== 'cancelled' && kind !== 'declined' ? [[t.prepare, prepare] as [string, string]] : []),
    [t.reference, b.reference],
  ];
  const link = data.link && data.expires !== undefined && a.linkUrl ? a.linkUrl(data.link, data.expires) : undefined;
  const partyUrl = partyUrlOf(b, ctx);
  const blocks: ({ p: string; style?: string } | { rows: [string, string][] } | { before: string; link: string })[] = [];
  const say = (text: string, style?: string) => blocks.push({ p: text, ...(style && { style }) });
  // The questions before the visit, while the customer has not answered them (answers saved mark the jobs still to go).
  const askIntake = !!link && data.intakeAnswered !== true && questionsOfBooking(intakeSourceOfMail(ctx), b).length > 0;
  let subject: string;
  let calendar: EmailContent['calendar'];
  const file = (method: 'REQUEST' | 'CANCEL') => ({
    method,
    content: invitationFile(
      { businessName: ctx.businessName, email: ctx.to, siteUrl: a.siteUrl },
      { reference: b.reference, start: data.start, end: data.end, sequence: data.sequence, summary: `${b.service} · ${ctx.businessName}`, location: data.location, description: rowsText(details), ...(link && { url: link }), attendee: { name: b.name, email: b.email } },
      method,
      Date.now(),
    ),
  });
  switch (kind) {
    case 'confirmed':
      subject = w(words.confirmedSubject);
      say(w(words.confirmedIntro));
      blocks.push({ rows: details });
      if (askIntake) say(w(words.intakeAsk));
      if (link) blocks.push({ before: w(words.manage), link });
      if (partyUrl) blocks.push({ before: partyWords.shareIntro, link: partyUrl });
      calendar = file('REQUEST');
      break;
    case 'reminder':
      subject = w(words.reminderSubject);
      say(w(words.reminderIntro));
      blocks.push({ rows: details });
      if (askIntake) say(w(words.intakeAsk));
      if (link) blocks.push({ before: w(words.manage), link });
      if (partyUrl) blocks.push({ before: partyWords.shareIntro, link: partyUrl });
      break;
    case 'proposed':
      subject = w(words.proposedSubject);
      say(w(words.proposedIntro));
      blocks.push({ rows: details });
      if (data.message) say(data.message);
      if (link) blocks.push({ before: t.proposedLink, link });
      break;
    case 'declined':
      subject = w(words.declinedSubject);
      say(w(words.declinedIntro));
      if (data.reason) blocks.push({ rows: [[t.reason, data.reason]] });
      say(w(words.declinedOutro));
      if (data.wasConfirmed) calendar = file('CANCEL');
      break;
    case 'cancelled':
      subject = w(words.cancelledSubject);
      say(w(words.cancelledIntro));
      calendar = file('CANCEL');
      break;
    case 'asked': {
      const onlyWrote = data.what === 'message';
      subject = w(onlyWrote ? words.messageSubject : words.askedSubject);
      say(w(onlyWrote ? words.messageIntro : words.askedIntro));
      blocks.push({ rows: details });
      if (data.message) say(data.message);
      if (link) blocks.push({ before: w(words.manage), link });
      break;
    }
    case 'intake-reminder':
      // Only while the time it was queued for stands and the questions are still to answer.
      if (!link || !askIntake || b.appointment?.status !== 'confirmed' || b.appointment.sequence !== data.sequence) return undefined;
      subject = w(words.intakeSubject);
      say(w(words.intakeIntro));
      blocks.push({ rows: details });
      blocks.push({ before: w(words.intakeAsk), link });
      break;
    case 'expired':
      subject = w(words.expiredSubject);
      say(w(words.expiredIntro));
      break;
    case 'no-show':
      subject = w(depositWords.noShowSubject);
      say(w(depositWords.noShowIntro));
      break;
    default:
      return undefined;
  }
  // The deposit after a cancellation, a decline or a no-show: refunded, or kept as the policy agreed to says.
  if (data.deposit && m.depositCents !== undefined) {
    say(data.deposit === 'refunded' ? depositWords.refunded(formatCents(m.depositCents)) : depositWords.kept(formatCents(m.depositCents)));
    if (data.deposit === 'kept' && policy) say(policy);
  }
  say(w(words.questions), standOutStyle);
  say(w(words.signOff));
  const text = `${blocks.map((block) => ('rows' in block ? rowsText(block.rows) : 'link' in block ? `${block.before}\n${block.link}` : block.p)).join('\n\n')}\n`;
  const html = htmlPage(
    subject,
    ctx.businessName,
    blocks.map((block) => ('rows' in block ? rowsHtml(block.rows) : 'link' in block ? linkHtml(block.before, block.link) : paragraphs(block.p, block.style ?? paragraphStyle))).join(''),
  );
  return { subject, text, html, ...(calendar && { calendar }) };
}

/** The line before the customer's link, and the link itself as a button a finger can hit (escaped). */
const linkHtml = (before: string, url: string): string =>
  `${paragraphs(before, paragraphStyle)}<p style="${paragraphStyle}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:${colors.rose};color:${colors.white};font-weight:600;text-decoration:none;">${escapeHtml(t.openLink)}</a></p>` +
  `<p style="${paragraphStyle}font-size:14px;color:${colors.muted};word-break:break-all;">${escapeHtml(url)}</p>`;

/** The owner told of what the customer did with their link (plain text, like the owner's other emails). */
function ownerChange(b: StoredBooking, data: AppointmentJobData, ctx: MailContext): EmailContent {
  const what = data.what ?? 'message';
  // A job from before asks stood carries the time moved to as `start` and the one before as `previous`.
  const asked = data.asked ?? (data.previous ? data.start : undefined);
  const vars = { name: b.name, reference: b.reference, when: whenOf(data.previous ?? data.start), asked: asked ? whenOf(asked) : '' };
  const lines = [fill(t.ownerIntro[what], vars), ''];
  if (data.deposit && b.money?.depositCents !== undefined) lines.push(depositWords.ownerDeposit[data.deposit](formatCents(b.money.depositCents)), '');
  if (data.message) lines.push(...(what === 'message' ? [] : [t.ownerMessage]), data.message, '');
  if (ctx.inboxUrl) lines.push(fill(t.ownerInbox, { url: `${ctx.inboxUrl}/bookings/${b.reference}` }), '');
  return { subject: fill(t.ownerSubject[what], vars), text: lines.join('\n'), to: 'owner' };
}
