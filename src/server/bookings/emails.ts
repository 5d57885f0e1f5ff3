// The two emails about a booking, as data (subject, plain text, HTML): the owner's notification and the
// customer's confirmation. Both carry the same summary of what was asked for. The confirmation's wording is
// the owner's (site.config.yaml contactForm.confirmation); every value a visitor typed is escaped in the
// HTML, and the HTML is simple enough for every mail program, in the site's colours.
import type { BookingEmailText } from '../../schema/booking-email-schema.ts';
import { fill } from '../../schema/fill.ts';
import { colors } from '../../theme.ts';
import type { AppointmentMailContext } from '../appointments/mail-context.ts';
import { stateText, whenText, type Reader } from '../appointments/as-it-stands.ts';
import { formatTime } from './format.ts';
import { depositWords } from '../../data/bookings/deposit-words.ts';
import { formatCents } from '../../schema/money.ts';
import type { EmailKind, StoredBooking } from './store.ts';
import { asBooked } from './booking-rows.ts';
import { travelOfBooking } from '../appointments/schedule.ts';
import { feeText, type Travel } from '../../schema/travel-fee.ts';
import { partyWords } from '../parties/party-words.ts';

/** What the emails need to know about the business (site.config.yaml). */
export interface MailContext {
  /** The business address: the owner's notifications go there, and customers' replies. */
  to: string;
  businessName: string;
  phone: string;
  confirmation: BookingEmailText;
  /** The owner's inbox (siteUrl + OWNER_PATH) when it is on: the notification links to the booking there. */
  inboxUrl?: string;
  /** What the emails about appointments need (src/server/appointments/emails.ts). */
  appointments?: AppointmentMailContext;
}

export interface EmailContent {
  subject: string;
  text: string;
  html?: string;
  /** A calendar file (RFC 5545) sent as the email's calendar part and as an attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Who it goes to, when not told by its kind: the business (the owner) or the customer. */
  to?: 'owner' | 'customer';
}

/** The labels of the summary and the owner's lines (interface strings, not business facts). */
export const bookingEmailText = {
  reference: 'Reference',
  service: 'Service',
  package: 'Package',
  guests: 'Guests',
  date: 'Preferred date',
  when: 'Appointment',
  status: 'Status',
  place: 'Town or address',
  travel: 'Travel fee',
  travelNone: 'none (within the free miles)',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  texts: 'Texts',
  textsAsked: 'yes, when confirmed and the day before',
  textsStopped: 'stopped (the number replied STOP)',
  message: 'Message',
  noDate: 'not given',
  ownerSubject: 'New booking {reference}: {service} for {name}',
  ownerIntro: 'A booking came in through the website.',
  received: 'Received',
  centralTime: '(Central time)',
  ownerReply: 'Reply to this email to answer {name}.',
  ownerDone: 'Your bookings inbox is not turned on yet. Once it is, this email links to the booking, where you confirm it, call or text back, or mark it done in one tap; ask whoever set up your site to turn it on.',
  ownerInbox: 'Open it in your inbox to confirm it, call or text back, or mark it done: {url}',
} as const;

const t = bookingEmailText;

/**
 * The rows of the summary: label and value, the optional ones only when given. The appointment as it stands
 * when the email is sent (its day and start time, who moved it, who it waits on), in the reader's words; the
 * preferred date only for a request without a time.
 */
export function bookingSummary(b: StoredBooking, reader: Reader, travel?: Travel): [string, string][] {
  const when: [string, string | undefined][] = b.appointment
    ? [[t.when, whenText(b, reader)], [t.status, stateText(b, reader)]]
    : [[t.date, whenText(b, reader) || t.noDate]];
  const rows: [string, string | undefined][] = [
    [t.reference, b.reference],
    [t.service, b.service],
    [t.package, b.package || undefined],
    [t.guests, b.guests || undefined],
    ...when,
    [t.place, b.place || undefined],
    // A fee only: a town within the free miles says nothing here (the town page and the form say it is free).
    [t.travel, feeText(travel)],
    ...moneyRows(b, reader),
    [t.name, b.name],
    [t.email, b.email],
    [t.phone, b.phone || undefined],
    // Whether the customer asked for texts, so the owner knows what reaches them (said whether or not texts are set up).
    [t.texts, b.textOptIn === 'true' ? (b.textsStoppedAt ? t.textsStopped : t.textsAsked) : undefined],
    [t.message, b.message || undefined],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

/** The price, the deposit (and where it stands) and the policy agreed to, as kept with the booking. */
function moneyRows(b: StoredBooking, reader: Reader): [string, string | undefined][] {
  const m = b.money ?? {};
  const states: Record<string, string> = reader === 'owner' ? depositWords.stateOwner : depositWords.stateCustomer;
  return [
    [depositWords.price, m.priceCents !== undefined ? formatCents(m.priceCents) : undefined],
    [depositWords.deposit, m.depositCents !== undefined ? `${formatCents(m.depositCents)}${m.deposit ? ` (${states[m.deposit] ?? m.deposit})` : ''}` : undefined],
    [depositWords.policyHeading, m.policy || undefined],
  ];
}

const summaryText = (b: StoredBooking, reader: Reader, travel?: Travel): string => rowsText(bookingSummary(b, reader, travel));

/** The travel fee to the booking's place, from the content served (site.config.yaml travelFee). */
const travelFor = (b: StoredBooking, ctx: Pick<MailContext, 'appointments'> | undefined): Travel | undefined => travelOfBooking(ctx?.appointments?.schedule, b);

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Paragraphs (blank lines) and line breaks of a text, escaped. */
export const paragraphs = (value: string, style: string): string =>
  value
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p style="${style}">${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

const summaryHtml = (b: StoredBooking, travel?: Travel): string => rowsHtml(bookingSummary(b, 'customer', travel));

export function htmlPage(title: string, heading: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:${colors.cream};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${colors.ink};">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px;">` +
    `<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:24px;color:${colors.plum};">${escapeHtml(heading)}</h1>` +
    `${body}</div></body></html>`;
}

/** A party's page, in the host's emails: what it is for and its address (text and HTML), when the booking has one. */
export function partyShare(b: Pick<StoredBooking, 'partyLink'>, ctx: Pick<MailContext, 'appointments'>): { text: string; html: string } | undefined {
  const url = b.partyLink && ctx.appointments?.partyUrl?.(b.partyLink);
  if (!url) return undefined;
  return {
    text: `${partyWords.shareIntro}\n${partyWords.shareLabel}: ${url}`,
    html: paragraphs(partyWords.shareIntro, standOutStyle) + `<p style="${paragraphStyle}"><a href="${escapeHtml(url)}" style="color:${colors.plum};font-weight:600;">${escapeHtml(partyWords.shareLabel)}</a></p>`,
  };
}

/** The customer's confirmation: reference, summary, what happens next, the business's phone. */
export function customerEmail(b: StoredBooking, ctx: MailContext): EmailContent {
  const vars = { name: b.name, reference: b.reference, business: ctx.businessName, phone: ctx.phone };
  const w = Object.fromEntries(Object.entries(ctx.confirmation).map(([key, value]) => [key, fill(value, vars)])) as BookingEmailText;
  const subject = w.subject;
  const travel = travelFor(b, ctx);
  const party = partyShare(b, ctx);
  const text = [w.greeting, '', w.intro, '', summaryText(b, 'customer', travel), '', ...(party ? [party.text, ''] : []), w.nextSteps, '', w.questions, '', w.signOff, ''].join('\n');
  const p = paragraphStyle;
  const html = htmlPage(
    subject,
    ctx.businessName,
    paragraphs(w.greeting, p) + paragraphs(w.intro, p) + summaryHtml(b, travel) + (party?.html ?? '') + paragraphs(w.nextSteps, p) + paragraphs(w.questions, standOutStyle) + paragraphs(w.signOff, p),
  );
  return { subject, text, html };
}

/** The owner's notification: the same summary, when it came in, and how to mark it handled. */
export function ownerEmail(b: StoredBooking, ctx?: Pick<MailContext, 'inboxUrl' | 'appointments'>): EmailContent {
  const vars = { name: b.name, reference: b.reference, service: b.service };
  return {
    subject: fill(t.ownerSubject, vars),
    text: [
      t.ownerIntro,
      '',
      `${t.received}: ${formatTime(b.receivedAt)} ${t.centralTime}`,
      '',
      summaryText(b, 'owner', travelFor(b, ctx)),
      '',
      fill(t.ownerReply, vars),
      ctx?.inboxUrl ? fill(t.ownerInbox, { url: `${ctx.inboxUrl}/bookings/${b.reference}` }) : fill(t.ownerDone, vars),
      '',
    ].join('\n'),
  };
}

/**
 * The first email of a kind. The customer's describes the booking as they asked for it (`data`: the time as
 * booked), not a time the owner proposed before it went out: the proposal has an email of its own. The owner's
 * says where it stands.
 */
export const emailFor = (kind: EmailKind, b: StoredBooking, ctx: MailContext, data: Record<string, unknown> = {}): EmailContent =>
  kind === 'owner' ? ownerEmail(b, ctx) : customerEmail(asBooked(b, data), ctx);

/** The style of a paragraph in the customer's emails, and of the one that stands out (how to reach the business). */
export const paragraphStyle = 'margin:0 0 12px;';
export const standOutStyle = `${paragraphStyle}padding:12px 16px;background:${colors.blush};border-left:4px solid ${colors.rose};`;

/** A table of label and value rows in the customer's emails (escaped). */
export function rowsHtml(rows: readonly (readonly [string, string])[]): string {
  const cell = `padding:8px 12px;border-bottom:1px solid ${colors.line};vertical-align:top;`;
  const body = rows
    .map(([label, value]) => `<tr><th scope="row" style="${cell}text-align:left;color:${colors.muted};font-weight:600;white-space:nowrap;">${escapeHtml(label)}</th><td style="${cell}color:${colors.ink};">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`)
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin:16px 0;background:${colors.white};">${body}</table>`;
}

/** The same rows as plain text, the values lined up. */
export function rowsText(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\r?\n/g, `\n${' '.repeat(width)}`)}`).join('\n');
}
