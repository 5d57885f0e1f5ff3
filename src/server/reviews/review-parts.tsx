// What the inbox shows of reviews: the "Ask for a review" box of the Mark done form (ticked; shown while the
// content has a review page and the customer was never asked), and who was asked, on the booking's page and
// as a small note on the list's card.
import { businessDate } from '../appointments/free-times.ts';
import { formatDay } from '../bookings/format.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { customerKey, type ReviewAsked } from './review-asks.ts';
import { reviewWords } from './review-words.ts';

/** Who of the page's customers was asked, and whether Mark done can ask (a review page in the content). */
export interface ReviewsOnPage {
  ask: boolean;
  asked: Map<string, ReviewAsked>;
}

const askedOf = (reviews: ReviewsOnPage | undefined, b: Pick<StoredBooking, 'email'>) => reviews?.asked.get(customerKey(b.email));

/** The box inside the Mark done form; nothing where no review can be asked. */
export function AskReviewBox({ reviews, booking, list }: { reviews: ReviewsOnPage | undefined; booking: StoredBooking; list?: boolean }) {
  if (!reviews?.ask || askedOf(reviews, booking)) return null;
  const id = `review-${booking.reference}`;
  return (
    <>
      <label htmlFor={id}>
        <input id={id} type="checkbox" name="review" value="yes" defaultChecked /> {reviewWords.ask}
      </label>
      {!list && <p className="hint">{reviewWords.askHint}</p>}
    </>
  );
}

/** "Asked for a review on …", naming the booking when it was another of the customer's. */
export function ReviewNote({ reviews, booking }: { reviews: ReviewsOnPage | undefined; booking: StoredBooking }) {
  const asked = askedOf(reviews, booking);
  if (!asked) return null;
  const day = formatDay(businessDate(Date.parse(asked.at)));
  return <p className="meta">{asked.bookingId === booking.id ? reviewWords.asked(day) : reviewWords.askedWith(day, asked.reference)}</p>;
}
