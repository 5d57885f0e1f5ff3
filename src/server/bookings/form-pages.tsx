/** @jsxImportSource react */
// The pages our server answers a booking form sent without JavaScript with: the built page that holds the
// form, its form drawn again on the server with what the server found (the messages beside their fields and
// every value typed, escaped by React; or the thank-you with the reference). The island's props in the
// page carry the same, so the form hydrates as drawn when the page's script runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { renderToString } from 'react-dom/server';
import { BookingForm } from '../../blocks/contact-form/BookingForm.tsx';
import type { BookingFormBlock } from '../../blocks/contact-form/resolve.ts';
import type { BookingClasses } from '../../blocks/contact-form/booking-styles.ts';
import type { PostedForm } from '../../blocks/contact-form/use-booking-form.ts';
import { islandAttr, serializeProps } from '../../islands/markup.ts';

/** Where a booking sent without JavaScript is thanked: a fixed path of this site, never one from the request. */
export const BOOKING_THANKS_PATH = '/booking/thanks';

/** The booking form's island in a built page: its root, its HTML and its props. */
const ISLAND = new RegExp(`<div ${islandAttr.name}="booking-form" ${islandAttr.prefix}="([^"]*)">[\\s\\S]*?</div><script type="application/json">([\\s\\S]*?)</script>`);

export interface FormPages {
  /** Whether a built page holds the booking form (a site without it cannot answer a form post). */
  holdsForm(): boolean;
  /** The page holding the booking form, drawn with `posted`; undefined when no built page holds the form. */
  page(posted: PostedForm): string | undefined;
}

/** The pages of the built site in `distDir` (the home page and the pages one level down hold the form). */
export function bookingFormPages(distDir: string): FormPages {
  let found: string | null | undefined;
  const source = (): string | null => {
    if (found !== undefined) return found;
    const candidates = [join(distDir, 'contact', 'index.html'), join(distDir, 'index.html')];
    for (const entry of readdirSync(distDir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('.')) candidates.push(join(distDir, entry.name, 'index.html'));
    }
    found = null;
    for (const file of candidates) {
      if (!existsSync(file)) continue;
      const html = readFileSync(file, 'utf8');
      if (ISLAND.test(html)) return (found = html);
    }
    return found;
  };
  return {
    holdsForm: () => source() !== null,
    page(posted) {
      const html = source();
      if (!html) return undefined;
      return html.replace(ISLAND, (_all, prefix: string, json: string) => {
        const props = { ...(JSON.parse(json) as { block: BookingFormBlock; classes: BookingClasses }), posted };
        const form = renderToString(<BookingForm {...props} />, { identifierPrefix: prefix });
        return `<div ${islandAttr.name}="booking-form" ${islandAttr.prefix}="${prefix}">${form}</div><script type="application/json">${serializeProps(props)}</script>`;
      });
    },
  };
}

const KEY = 'bookingFormPages';

/** Set by the server of the built site, whose pages it knows, for the booking API mounted below it. */
export const withFormPages = (pages: FormPages): MiddlewareHandler => async (c, next) => {
  c.set(KEY as never, pages as never);
  await next();
};

/** The form pages of the site this request came to, if its server knows them (not the serverless API). */
export const formPagesOf = (c: Context): FormPages | undefined => c.get(KEY as never) as FormPages | undefined;
