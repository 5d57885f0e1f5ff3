// A party as it stands, for its page and the owner's inbox alike: the guests signed up, the running total
// (the perks of the plan served, the travel fee to the place as the content says it today), the time the
// party needs for its guests beside the time it is booked for, and whether it still takes sign-ups.
import type { PartyPlan } from '../../schema/party-plan.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { durationOf, findChoice, travelOfBooking, type Schedule } from '../appointments/schedule.ts';
import type { PartyBook, PartyRecord } from './party-book.ts';
import { partyTotal } from './party-total.ts';
import { planOf } from './plans.ts';
import type { PartyState } from './party-view.tsx';

const OPEN = new Set(['held', 'confirmed', 'awaiting-deposit']);

/** Whether a party still takes sign-ups: its time stands and has not begun (one booked by request has no time yet). */
export const partyOpen = (b: StoredBooking, now: number): boolean => !b.appointment || (OPEN.has(b.appointment.status) && Date.parse(b.appointment.start) > now);

/** Whether a party takes sign-ups, also after the owner closed a party booked by request in the inbox. */
export const takesSignUps = async (book: PartyBook, b: StoredBooking, now: number): Promise<boolean> => partyOpen(b, now) && !(await book.closedByOwner(b.id));

export async function partyState(
  book: PartyBook,
  record: PartyRecord,
  b: StoredBooking,
  plans: readonly PartyPlan[],
  schedule: Schedule | undefined,
  now: number,
): Promise<{ state: PartyState; plan: ReturnType<typeof planOf> }> {
  const guests = await book.guests(b.id);
  const plan = planOf(plans, b.service, b.package);
  const travel = travelOfBooking(schedule, b)?.cents ?? 0;
  const perks = plan?.party.perks ?? [];
  const choice = schedule && findChoice(schedule, b.service);
  // The time for the guests signed up; before anyone has, for the guests the host booked for.
  const count = guests.length > 0 ? guests.length : Number(b.guests) || 1;
  const needed = schedule && choice ? durationOf(schedule, choice, { ...(b.package && { package: b.package }), guests: count })?.minutes : undefined;
  const a = b.appointment;
  const state: PartyState = {
    name: b.package ? `${b.service}: ${b.package}` : b.service,
    host: b.name,
    ...(a && { start: a.start, booked: Math.round((Date.parse(a.end) - Date.parse(a.start)) / 60_000) }),
    place: b.place,
    guests,
    total: partyTotal(guests, perks, travel),
    perks,
    maxGuests: record.maxGuests,
    ...(record.minimumGuests !== undefined && { minimumGuests: record.minimumGuests }),
    ...(a && record.daysBefore !== undefined && { deadline: Date.parse(a.start) - record.daysBefore * 86_400_000 }),
    ...(needed !== undefined && { needed }),
    ...(plan?.pkg.price && { startingAt: plan.pkg.price }),
    ...(plan?.party.guestOfHonor && { guestOfHonor: plan.party.guestOfHonor }),
    open: await takesSignUps(book, b, now),
  };
  return { state, plan };
}
