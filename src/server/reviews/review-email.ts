// The thank-you after a visit that links the business's review page: its words are the owner's
// (contactForm.appointmentEmails reviewSubject, reviewIntro, reviewButton, signOff), the address is the one
// the content had when the owner marked the appointment done, kept with the job.
import { fill } from '../../schema/fill.ts';
import { colors } from '../../theme.ts';
import { escapeHtml, htmlPage, paragraphs, paragraphStyle, type EmailContent, type MailContext } from '../bookings/emails.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { reviewWords } from './review-words.ts';

/** What a review job carries: the review page's address when it was asked. */
export interface ReviewJobData {
  reviewUrl: string;
}

export const isReviewData = (data: Record<string, unknown>): data is Record<string, unknown> & ReviewJobData =>
  typeof data.reviewUrl === 'string' && data.reviewUrl.startsWith('https://');

export function reviewEmail(b: StoredBooking, data: Record<string, unknown>, ctx: MailContext): EmailContent | undefined {
  const words = ctx.appointments?.words;
  if (!words || !isReviewData(data)) return undefined;
  const vars = { name: b.name, reference: b.reference, business: ctx.businessName, phone: ctx.phone, service: b.service };
  const w = (text: string) => fill(text, vars);
  const subject = w(words.reviewSubject);
  const [intro, button, signOff] = [w(words.reviewIntro), w(words.reviewButton), w(words.signOff)];
  const url = data.reviewUrl;
  const text = `${intro}\n\n${button}:\n${url}\n\n${signOff}\n`;
  const html = htmlPage(
    subject,
    ctx.businessName,
    paragraphs(intro, paragraphStyle) +
      `<p style="${paragraphStyle}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:${colors.rose};color:${colors.white};font-weight:600;text-decoration:none;">${escapeHtml(button)}</a></p>` +
      paragraphs(signOff, paragraphStyle),
  );
  return { subject, text, html };
}

/** The text of a review job, for a customer who asked for texts (one line, the address at its end). */
export const reviewText = (data: Record<string, unknown>, ctx: Pick<MailContext, 'businessName'>): string | undefined =>
  isReviewData(data) ? fill(reviewWords.text, { business: ctx.businessName, url: data.reviewUrl }) : undefined;
