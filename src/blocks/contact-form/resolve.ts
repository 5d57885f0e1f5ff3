import type { ResolveContext } from '../context.ts';
import { resolveContactDetails } from '../contact-details/resolve.ts';
import { BOOKING_API_PATH, FREE_TIMES_PATH } from '../../schema/booking-endpoint.ts';
import { bookingOptions, bookingTowns } from './booking-options.ts';
import type { ContactFormBlock } from './schema.ts';

/** The form's settings, the services it offers and the business's contact, from site.config.yaml. */
export const resolveContactForm = (block: ContactFormBlock, ctx: ResolveContext) => {
  const { submitDelayMs, endpoint } = ctx.site.contactForm;
  return {
    ...block,
    aside: block.aside && resolveContactDetails(block.aside, ctx),
    settings: endpoint === undefined ? { submitDelayMs } : { submitDelayMs, endpoint },
    services: bookingOptions(ctx.site, ctx.parties),
    // The place field suggests them.
    towns: bookingTowns(ctx.site, ctx.towns),
    // Free start times are offered by our own server, when the site has availability settings.
    ...(ctx.site.availability && endpoint === BOOKING_API_PATH && { times: FREE_TIMES_PATH }),
    contact: { phone: ctx.site.business.phone, email: ctx.site.business.email },
  };
};

export type ResolvedContactForm = ReturnType<typeof resolveContactForm>;
/** What the booking form draws: the block without the business details beside it. */
export type BookingFormBlock = Omit<ResolvedContactForm, 'aside'>;
