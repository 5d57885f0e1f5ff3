// The free start times of the day a visitor chose, for the service and the place chosen, asked of our
// server (GET /api/free-times, src/server/appointments/api.ts) each time one of them changes. No date
// library: the server gives each time with its label in Texas time.
import { useEffect, useState } from 'react';
import { isTime, type OfferedTime } from './send-booking.ts';

export type Times =
  /**
   * Nothing to offer: no availability settings, or the choice is booked by request (a preferred date);
   * `guests`: more guests than the choice takes, said at that field (the server's words).
   */
  | { state: 'off'; guests?: string }
  /** A service, a date or a town served is still to be chosen. */
  | { state: 'ask' | 'loading' | 'error' | 'none' }
  /**
   * `taken`: offered because the time chosen was taken just before (the next free times, maybe other days);
   * `deposit`: the server takes a deposit to hold one of them (the form then asks to agree to the policy);
   * `travel`: the server's line about the travel fee to the town ("Travel to Emory: $19"), shown as it is.
   */
  | { state: 'times'; times: OfferedTime[]; taken?: boolean; deposit?: boolean; travel?: string };

interface Ask {
  service: string;
  date: string;
  place: string;
  package: string;
  guests: string;
}

/** Typing a town asks once the typing pauses. */
const PAUSE_MS = 300;

/** The times offered for what is chosen; `url` undefined: the form asks for a preferred date alone. */
export function useFreeTimes(url: string | undefined, ask: Ask): [Times, (times: Times) => void] {
  const [times, setTimes] = useState<Times>({ state: url ? 'ask' : 'off' });
  const { service, date, package: pkg, guests } = ask;
  const town = ask.place.trim();
  useEffect(() => {
    if (!url) return;
    if (!service || !date || !town) return setTimes({ state: 'ask' });
    const query = new URLSearchParams({ service, date, town });
    if (pkg) query.set('package', pkg);
    if (/^\d{1,3}$/.test(guests)) query.set('guests', guests);
    const controller = new AbortController();
    setTimes({ state: 'loading' });
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${url}?${query}`, { headers: { Accept: 'application/json' }, signal: controller.signal });
        if (!response.ok) {
          // 400: not a town served (yet: the visitor may still be typing it), or more guests than the choice
          // takes (no time to offer; said at the guests field); 404: no availability settings.
          const guests = response.status === 400 && ((await response.json().catch(() => 0)) as { fields?: { guests?: unknown } }).fields?.guests;
          return setTimes(typeof guests === 'string' ? { state: 'off', guests } : { state: response.status === 400 ? 'ask' : response.status === 404 ? 'off' : 'error' });
        }
        const body = (await response.json()) as { times?: unknown; reason?: unknown; deposit?: unknown; travel?: { line?: unknown } };
        const offered = Array.isArray(body.times) ? body.times.filter(isTime) : [];
        const travel = body.travel?.line;
        setTimes(offered.length > 0 ? { state: 'times', times: offered, ...(body.deposit === true && { deposit: true }), ...(typeof travel === 'string' && { travel }) } : { state: body.reason === 'by-request' ? 'off' : 'none' });
      } catch {
        if (!controller.signal.aborted) setTimes({ state: 'error' });
      }
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, service, date, town, pkg, guests]);
  return [times, setTimes];
}
