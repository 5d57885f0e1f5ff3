import { z } from 'zod';
import { text } from './fields.ts';

/**
 * The emails about an appointment, once the owner has answered the request: confirmed (with the calendar
 * file), declined, another time proposed, cancelled, and the reminder the day before. Each text may use
 * {name} (the customer's), {reference}, {business}, {phone}, {service} and {when} (the day and time, e.g.
 * "Friday, December 11, 2026 at 10:00 AM"); a blank line in a text starts a new paragraph. The details of
 * the appointment (day, time, place, price, what to prepare) and the link to change or cancel it are added
 * by the site.
 */
/** A text the owner may change: its default and what it is, for the editor. */
const wording = ([value, about]: readonly [string, string]) => text.default(value).describe(about);

/** The subject and first paragraphs of one email, `<kind>Subject` and `<kind>Intro`. */
function subjectAndIntro<K extends string>(kind: K, subject: readonly [string, string], intro: readonly [string, string]) {
  return { [`${kind}Subject`]: wording(subject), [`${kind}Intro`]: wording(intro) } as Record<`${K}Subject` | `${K}Intro`, ReturnType<typeof wording>>;
}

export const appointmentEmailSchema = z
  .strictObject({
    ...subjectAndIntro(
      'confirmed',
      ['Confirmed: {service} on {when}', 'The subject when you confirm an appointment.'],
      ["Hi {name},\n\nGood news: your appointment is confirmed. Here are the details; the calendar file attached adds it to your phone's calendar.", 'The first paragraphs of the confirmation, before the details.'],
    ),
    ...subjectAndIntro(
      'declined',
      ['About your booking request {reference}', 'The subject when you decline a request.'],
      ["Hi {name},\n\nThank you for thinking of us. We are sorry, but we can't take your appointment for {service} on {when}.", 'The first paragraph when you decline a request; your reason follows it.'],
    ),
    declinedOutro: wording(["We'd love to see you another time: book again on our website, or call or text us at {phone}.", 'The paragraph after your reason when you decline.']),
    ...subjectAndIntro(
      'proposed',
      ['Could we do {when} instead?', 'The subject when you propose another time.'],
      ["Hi {name},\n\nThank you for your booking request. The time you asked for doesn't work for us, but we could come on {when}.", 'The first paragraph when you propose another time; the link to accept it follows.'],
    ),
    ...subjectAndIntro(
      'cancelled',
      ['Cancelled: {service} on {when}', 'The subject when an appointment is cancelled.'],
      ["Hi {name},\n\nYour appointment for {service} on {when} is cancelled. The calendar file attached takes it off your phone's calendar.", 'The first paragraph when an appointment is cancelled.'],
    ),
    ...subjectAndIntro(
      'reminder',
      ['See you tomorrow: {service} at {time}', 'The subject of the reminder the day before ({time} is the time of day).'],
      ['Hi {name},\n\nA quick reminder: we see you tomorrow, {when}.', 'The first paragraph of the reminder.'],
    ),
    ...subjectAndIntro(
      'asked',
      ['We have your request for {asked}', 'The subject of the copy a customer gets when they ask for another time with their link.'],
      ['Hi {name},\n\nThank you: you asked for {asked} instead of {when}. Your appointment on {when} stands until we answer, and we will email you as soon as we do.', 'The first paragraph of that copy ({asked} is the time they asked for, {when} the appointment as it stands).'],
    ),
    ...subjectAndIntro(
      'message',
      ['We have your message about {reference}', 'The subject of the copy a customer gets when they write to you with their link.'],
      ['Hi {name},\n\nThank you for your message; here is a copy. Your appointment on {when} stands as it is until we answer you.', 'The first paragraph of that copy.'],
    ),
    ...subjectAndIntro(
      'expired',
      ['Your time is no longer held: {service} on {when}', 'The subject when a held time was not confirmed in time and is freed.'],
      ["Hi {name},\n\nWe are sorry: we could not confirm your appointment for {service} on {when} in time, so the time is no longer held for you. Book again on our website, or call or text us at {phone}.", 'The first paragraph when a held time is freed.'],
    ),
    ...subjectAndIntro(
      'review',
      ['Thank you for choosing {business}', 'The subject of the thank-you after a visit that asks for a review (sent when you mark an appointment done, once per customer).'],
      ["Hi {name},\n\nThank you for your {service} with us. If you enjoyed it, a short review helps other customers find us, and it takes a minute.", 'The first paragraphs of that thank-you; the button to your review page follows.'],
    ),
    ...subjectAndIntro(
      'intake',
      ['Before your visit: a few questions about {service}', 'The subject of the reminder to answer the questions before the visit (sent two days before, only to a customer who has not answered them).'],
      ['Hi {name},\n\nWe see you on {when}. Before we come, we still need your answers to a few short questions; it takes a minute.', 'The first paragraph of that reminder; the link to the questions follows.'],
    ),
    intakeAsk: wording(['Before your visit, please answer a few short questions about {service} with your link below. You can change your answers until the appointment.', 'The line before the link in the confirmation, the reminders and the reminder to answer, while a customer has not answered the questions before the visit (Services › Intake).']),
    reviewButton: wording(['Write a review', 'The button of that thank-you that opens your review page (Business › Review address).']),
    manage: wording(['Need to change or cancel? Use this link (it works once, until the appointment):', 'The line before the link where the customer can cancel or ask for another time.']),
    questions: wording(['Questions? Call or text us at {phone}, or reply to this email and quote your reference {reference}.', 'How to reach you.']),
    signOff: wording(['See you soon,\n{business}', 'The closing lines.']),
  })
  .describe("The emails a customer gets about an appointment once you answer the request: confirmed (with a calendar file), declined, another time proposed, cancelled, and a reminder the day before. In their texts, {name} is replaced by the customer's name, {reference} by the booking reference, {business} by the business name, {phone} by the business phone number, {service} by the service and {when} by the day and time.");

export type AppointmentEmailText = z.infer<typeof appointmentEmailSchema>;
