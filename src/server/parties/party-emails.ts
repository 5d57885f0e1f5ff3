// The emails of a party's deadline (party-book.ts tellDeadlines): to the host, whether the fewest guests the
// package needs signed up (with their party page), and to the owner, the count (with the inbox's link). The
// count is the one the deadline's transaction read, kept with the job.
import { fill } from '../../schema/fill.ts';
import { formatTime } from '../bookings/format.ts';
import { escapeHtml, htmlPage, paragraphs, paragraphStyle, type EmailContent, type MailContext } from '../bookings/emails.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { partyWords as w } from './party-words.ts';

export interface DeadlineData {
  signedUp: number;
  minimum: number;
  start: string;
}

const isDeadline = (data: Record<string, unknown>): data is Record<string, unknown> & DeadlineData =>
  typeof data.signedUp === 'number' && typeof data.minimum === 'number' && typeof data.start === 'string';

/** The party page's address of a booking, when it has one and the site's address is known. */
export const partyUrlOf = (b: Pick<StoredBooking, 'partyLink'>, ctx: Pick<MailContext, 'appointments'>): string | undefined =>
  b.partyLink && ctx.appointments?.partyUrl ? ctx.appointments.partyUrl(b.partyLink) : undefined;

export function partyDeadlineEmail(b: StoredBooking, kind: 'party-deadline' | 'party-deadline-owner', data: Record<string, unknown>, ctx: MailContext): EmailContent | undefined {
  if (!isDeadline(data)) return undefined;
  const met = data.signedUp >= data.minimum;
  const vars = { name: b.name, party: b.package ? `${b.service}: ${b.package}` : b.service, when: formatTime(data.start), count: String(data.signedUp), minimum: String(data.minimum), missing: String(Math.max(0, data.minimum - data.signedUp)), phone: ctx.phone };
  const f = (text: string) => fill(text, vars);
  if (kind === 'party-deadline-owner') {
    const lines = [f(w.ownerIntro), f(met ? w.ownerMet : w.ownerShort), ...(ctx.inboxUrl ? [`${ctx.inboxUrl}/bookings/${b.reference}`] : [])];
    return { subject: f(w.ownerSubject), text: `${lines.join('\n\n')}\n`, to: 'owner' };
  }
  const url = partyUrlOf(b, ctx);
  const subject = f(met ? w.hostMetSubject : w.hostShortSubject);
  const intro = f(met ? w.hostMetIntro : w.hostShortIntro);
  const text = `${intro}\n${url ?? ''}\n`;
  const html = htmlPage(subject, ctx.businessName, paragraphs(intro, paragraphStyle) + (url ? `<p style="${paragraphStyle}"><a href="${escapeHtml(url)}">${escapeHtml(w.shareLabel)}</a></p>` : ''));
  return { subject, text, html, to: 'customer' };
}
