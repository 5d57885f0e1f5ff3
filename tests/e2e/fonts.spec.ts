// The site's typefaces on a first visit. Faces are `font-display: optional`: a face that has not arrived
// when the page is first drawn is never used on that page, and only a preloaded face is fetched before the
// first frame (the others are requested when layout first needs them, too late). So every face that draws
// text in the first screen must be one the page preloads; otherwise a first visit shows that text (the
// menu, "Book", the buttons) in the system's fonts. Whether a face arrives in time also depends on the
// network and the machine, which a test must not: it checks the faces the text needs against the preloads.
import { expect, test } from '@playwright/test';
import { fonts } from '../../src/theme.ts';

/** The first family of a CSS font-family list, unquoted. */
const firstFamily = (list: string) => list.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
const BODY = firstFamily(fonts.body);
const HEADING = firstFamily(fonts.heading);

const PAGES = ['/', '/towns/greenville', '/parties/bachelorette', '/contact', '/events', '/instagram-feed'] as const;
const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`every face of the text in the first screen of ${path} at ${width} px comes preloaded with the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const { needs, problems } = await page.evaluate(() => {
        const unquote = (s: string) => s.trim().replace(/^["']|["']$/g, '');
        const faces = [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .map((rule) => {
            const [low, high = low] = rule.style.getPropertyValue('font-weight').split(/\s+/).map(Number);
            const src = /url\(["']?([^"')]+)/.exec(rule.style.getPropertyValue('src'))?.[1] ?? '';
            return {
              family: unquote(rule.style.getPropertyValue('font-family')),
              style: rule.style.getPropertyValue('font-style') || 'normal',
              low: low!,
              high: high!,
              file: new URL(src, location.href).pathname,
            };
          });
        const preloaded = new Set(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => new URL(link.href).pathname),
        );
        const needs = new Set<string>();
        const problems: string[] = [];
        for (const el of document.body.querySelectorAll('*')) {
          const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('');
          if (!/\p{L}/u.test(text) || el.closest('[aria-hidden="true"], script, style, noscript, template')) continue;
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || style.visibility === 'hidden') continue;
          const family = unquote(style.fontFamily.split(',')[0]!);
          const weight = Number(style.fontWeight);
          const face = faces.find((f) => f.family === family && f.style === style.fontStyle && f.low <= weight && weight <= f.high);
          const what = `"${text.trim().slice(0, 30)}" (${family} ${weight} ${style.fontStyle})`;
          if (!face) problems.push(`${what}: no @font-face of the site draws it`);
          else if (!preloaded.has(face.file)) problems.push(`${what}: ${face.file} is not preloaded`);
          needs.add(`${family} ${weight}`);
        }
        return { needs: [...needs], problems };
      });
      expect(problems).toEqual([]);
      // The check covered the body text, the bolder text of the menu, buttons or labels, and the headings.
      expect(needs).toEqual(expect.arrayContaining([`${BODY} 400`, `${HEADING} 700`]));
      expect(needs.some((face) => face === `${BODY} 600` || face === `${BODY} 700`)).toBe(true);
    });
  }
}
