// Which questions a booking answers before the visit: the `intake` of its service in site.config.yaml, as
// the version served has it. A booking names its service as the booking form offered it (the service's name,
// or a party type grouped under the parties' service), so the form's offer is read when there is one.
import type { OfferedService } from '../../data/bookings/booking-schema.ts';
import type { IntakeQuestion as ContentQuestion } from '../../schema/intake.ts';

/** A question of a service, with the service it belongs to. */
export type IntakeQuestion = ContentQuestion & { service: string };

/** What the questions are read from: the site's services (site.config.yaml, a Schedule, the emails' context) and the form's offer. */
export interface IntakeSource {
  services: readonly { key: string; name: string; intake?: readonly ContentQuestion[] | undefined }[];
  offered?: readonly OfferedService[];
}

/** A source, or the loaded content that holds one (`{ site }`). */
export type IntakeSourceLike = IntakeSource | { site: IntakeSource } | undefined;

const sourceOf = (from: IntakeSourceLike): IntakeSource | undefined => (from && 'site' in from ? from.site : from);

/**
 * The questions of those services, in the order of the services and of their questions: a service named
 * twice is asked once, and a question id that two services share is asked once (the first service's).
 */
export function intakeQuestionsFor(from: IntakeSourceLike, serviceKeys: readonly string[]): IntakeQuestion[] {
  const source = sourceOf(from);
  if (!source) return [];
  const questions: IntakeQuestion[] = [];
  const ids = new Set<string>();
  for (const key of new Set(serviceKeys)) {
    const service = source.services.find((s) => s.key === key);
    for (const q of service?.intake ?? []) {
      if (ids.has(q.id)) continue;
      ids.add(q.id);
      questions.push({ ...q, service: key });
    }
  }
  return questions;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The key of the service a booking was made for (its name, or the group of the form's choice it names). */
export function serviceKeyOf(from: IntakeSourceLike, bookedService: string): string | undefined {
  const source = sourceOf(from);
  if (!source) return undefined;
  const choice = source.offered?.find((o) => same(o.label, bookedService));
  const name = choice?.group ?? choice?.label ?? bookedService;
  return (source.services.find((s) => same(s.name, name)) ?? source.services.find((s) => same(s.key, name)))?.key;
}

/** The questions the customer who made a booking answers. */
export function questionsOfBooking(from: IntakeSourceLike, booking: { service: string }): IntakeQuestion[] {
  const key = serviceKeyOf(from, booking.service);
  return key ? intakeQuestionsFor(from, [key]) : [];
}

/** The source of the emails' context (the services of the version served, and the form's offer of its schedule). */
export function intakeSourceOfMail(ctx: { appointments?: { services?: IntakeSource['services']; schedule?: { services: IntakeSource['services']; offered: readonly OfferedService[] } } } | undefined): IntakeSource | undefined {
  const a = ctx?.appointments;
  const services = a?.services ?? a?.schedule?.services;
  return services && { services, ...(a?.schedule && { offered: a.schedule.offered }) };
}
