// The contact block: the business's details beside the booking form. Only the form is an island.
import { ClassNames, css } from '@emotion/react';
import { mq, space } from '../../theme.ts';
import { Section } from '../../ui/layout.tsx';
import { PlacementContext } from '../../ui/placement.ts';
import { ContactDetails } from '../contact-details/ContactDetails.tsx';
import { defineIsland, Island } from '../../islands/Island.tsx';
import { BookingForm } from './BookingForm.tsx';
import { bookingStyles, type BookingClasses } from './booking-styles.ts';
import type { BlockProps } from '../types.ts';
import type { resolveContactForm } from './resolve.ts';

const layoutCss = css({
  display: 'grid',
  gap: space[6],
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: space[7] },
});

/** The booking form runs in the browser: its module is booking-form.island.tsx. */
export const bookingFormIsland = defineIsland('booking-form', BookingForm);

export function ContactForm({ block }: BlockProps<typeof resolveContactForm>) {
  const { aside, ...form } = block;
  // The anchor (`/contact#book`) is the form itself, not the section: on phones the details come first,
  // and a "Book ..." link must land on the form.
  return (
    <Section>
      <div css={layoutCss}>
        {aside && (
          <PlacementContext.Provider value="column">
            <ContactDetails block={aside} />
          </PlacementContext.Provider>
        )}
        <ClassNames>
          {({ css: className }) => {
            // Class names for the island, whose styles are thus in this page's CSS (see booking-styles.ts).
            const classes = Object.fromEntries(Object.entries(bookingStyles).map(([key, style]) => [key, className(style)])) as BookingClasses;
            return (
              <div id={block.id}>
                <Island of={bookingFormIsland} props={{ block: form, classes }} />
              </div>
            );
          }}
        </ClassNames>
      </div>
    </Section>
  );
}
