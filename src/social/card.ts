// The layout of a page's preview image (1200 x 630) for social networks, as the element tree satori lays
// out: the brand's colours and type from the theme, the page's eyebrow, title and subtitle. Pure: the same
// card gives the same tree, which is what the image cache keys on (src/social/draw.ts).
import { SOCIAL_IMAGE, type SocialCard } from '../schema/page-head.ts';
import { colors } from '../theme.ts';

type Style = Record<string, string | number>;

/** An element as satori takes it (the shape of a React element, without React). */
export interface CardNode {
  type: string;
  props: { style?: Style; children?: CardNode | string | Array<CardNode | string>; [attr: string]: unknown };
}

/** The families the drawer loads (src/social/draw.ts): the site's heading and body faces. */
export const CARD_FONTS = { heading: 'Playfair Display', body: 'Inter' } as const;

const el = (type: string, style: Style, children?: CardNode['props']['children'], attrs: Record<string, unknown> = {}): CardNode => ({
  type,
  props: { style, ...attrs, ...(children !== undefined && { children }) },
});

/** The eyebrow's type: a line of it is fontSize × lineHeight pixels high. */
export const EYEBROW = { fontSize: 22, lineHeight: 1.4 } as const;

/** Long titles get a smaller size, so every title fits in three lines. */
export function titleSize(title: string): number {
  if (title.length <= 22) return 84;
  if (title.length <= 36) return 72;
  if (title.length <= 56) return 62;
  return 52;
}

/**
 * Colours no card paints, for the boxes of the subtitle and the site's address when the drawer lays a card out
 * to find where they go (src/social/draw.ts): it takes the marked boxes out of the drawing before it is drawn.
 */
export const MARKS = { subtitle: '#010203', site: '#030201' } as const;

export interface CardTreeOptions {
  /** See cardTree. */
  textOnly?: boolean;
  /**
   * With `textOnly`: the subtitle's and address's boxes painted with their colour of MARKS, with their words
   * (`'words'`), or as empty boxes of the given heights, where their words would be: a box of the same height
   * is laid out the same, and the rest of the card around it too. With `eyebrow`, the eyebrow's words too are
   * an empty box of that height (its lines times its line height).
   */
  marks?: 'words' | { subtitle?: number; site: number; eyebrow?: number };
}

/**
 * `logo` is an image address (a data: URL of the site's icon), drawn beside the eyebrow. With `textOnly`, the
 * tree lays the title, the bar, the subtitle and the address out where the whole card has them, without what is
 * the same on every card of the site with this eyebrow: the discs and ring (out of the flow), the logo (its box
 * stays empty) and the eyebrow (laid out in its place, with no colour, so it is not drawn). The drawer lays those
 * out once, with the first card of each eyebrow (src/social/draw.ts).
 */
export function cardTree(card: SocialCard, logo?: string, { textOnly = false, marks }: CardTreeOptions = {}): CardNode {
  const { width, height } = SOCIAL_IMAGE;
  const pad = 80;
  // The subtitle and the address, or (marked) their boxes.
  const lower = (part: keyof typeof MARKS, style: Style, words: string): CardNode => {
    if (!textOnly || !marks) return el('div', style, words);
    if (marks === 'words') return el('div', { ...style, backgroundColor: MARKS[part] }, words);
    return el('div', { height: marks[part] ?? 0, ...(style.maxWidth !== undefined && { maxWidth: style.maxWidth }), backgroundColor: MARKS[part] });
  };
  const circle = (size: number, style: Style): CardNode =>
    el('div', { position: 'absolute', width: size, height: size, borderRadius: size / 2, ...style });
  return el(
    'div',
    {
      // satori sizes boxes without their padding: the canvas is the size with it.
      width: width - 2 * pad,
      height: height - 64 - 56,
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      padding: `64px ${pad}px 56px`,
      backgroundColor: colors.plum,
      color: colors.onDark,
      fontFamily: CARD_FONTS.body,
    },
    [
      // Decoration only: a deeper disc and a gold ring at the right, behind the text.
      // Offsets are from the padded box's edges.
      ...(textOnly
        ? []
        : [
            circle(600, { right: -360, top: -324, backgroundColor: colors.plumDeep }),
            circle(360, { right: -60, bottom: -256, border: `4px solid ${colors.gold}`, opacity: 0.55 }),
            circle(26, { right: 94, top: 236, backgroundColor: colors.rose }),
          ]),
      el('div', { display: 'flex', alignItems: 'center', gap: 20, maxWidth: 900 }, [
        ...(logo && textOnly ? [el('div', { width: 52, height: 52, flexShrink: 0 })] : []),
        ...(logo && !textOnly ? [el('img', { width: 52, height: 52, borderRadius: 12, flexShrink: 0 }, undefined, { src: logo, width: 52, height: 52 })] : []),
        textOnly && typeof marks === 'object' && marks.eyebrow !== undefined
          ? el('div', { flexShrink: 1, height: marks.eyebrow })
          : el('div', { flexShrink: 1, fontSize: EYEBROW.fontSize, fontWeight: 600, letterSpacing: 2, textTransform: 'uppercase', color: textOnly ? 'transparent' : colors.gold, lineHeight: EYEBROW.lineHeight, lineClamp: 2 }, card.eyebrow),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, maxWidth: 900 }, [
        el('div', { fontFamily: CARD_FONTS.heading, fontWeight: 700, fontSize: titleSize(card.title), lineHeight: 1.12, color: colors.cream, lineClamp: 3 }, card.title),
        el('div', { width: 96, height: 6, borderRadius: 3, backgroundColor: colors.gold, marginTop: 32, marginBottom: 28 }),
        ...(card.subtitle ? [lower('subtitle', { fontSize: 30, lineHeight: 1.4, color: colors.onDarkMuted, lineClamp: 3, maxWidth: 860 }, card.subtitle)] : []),
      ]),
      lower('site', { fontSize: 24, fontWeight: 600, letterSpacing: 1, color: colors.onDark }, card.site),
    ],
  );
}
