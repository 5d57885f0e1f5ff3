// A card's SVG (as satori writes it) taken apart into what every card on the same background shares and what
// is the page's own. satori paints the card's boxes in order: the background and the logo, the text (each text
// box one <g> holding one path of glyph outlines, in absolute coordinates), the bar under the title, then the
// decoration (discs and ring). So the SVG splits into:
//   - the under layer: every painted element before the first text;
//   - the page's pieces: the text, each line of a text box a piece of its own (a line of the same words at the
//     same place is the same piece on every card), and the plain boxes between texts (the bar);
//   - the over layer: every painted element after the last text;
//   - the definitions (masks, clip paths) the layers use, which paint nothing and go with both layers.
// Each piece carries the box of pixels it can touch, so it can be rasterized alone, at the same pixel grid.
// Anything this does not recognize gives `undefined`, and the card is drawn whole.

export interface Piece {
  /** What the piece is, as SVG (the same string for the same pixels at the same place). */
  svg: string;
  /** Which of the card's boxes (its texts and plain boxes, in the order painted) it comes from: 0 is the first. */
  box: number;
  /** The pixel box it paints in, whole pixels, inside the canvas. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardLayers {
  width: number;
  height: number;
  /** The masks, clip paths and other definitions the layers use, which paint nothing themselves. */
  defs: string;
  /** The painted elements before the first text. */
  under: string;
  /** The painted elements after the last text. */
  over: string;
  pieces: Piece[];
}

interface Node {
  name: string;
  /** The whole element, as written. */
  text: string;
  /** Its start tag's attributes, as written. */
  attrs: string;
  /** What is between its tags ('' for a self-closing element). */
  inner: string;
}

/** Where the tag that starts at `from` ends (its '>'), skipping what is in double quotes; -1 if it does not. */
function tagEnd(text: string, from: number): number {
  const n = text.length;
  for (let j = from; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c === 34 /* " */) {
      j = text.indexOf('"', j + 1);
      if (j < 0) return -1;
    } else if (c === 62 /* > */) return j;
  }
  return -1;
}

/** The elements one after another in `text` (attribute values in double quotes, no comments or character data). */
function elements(text: string): Node[] | undefined {
  const nodes: Node[] = [];
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== 60 /* < */) return undefined;
    const start = i;
    const end = tagEnd(text, i);
    if (end < 0) return undefined;
    const head = text.slice(i + 1, end);
    const name = /^[A-Za-z][\w:-]*/.exec(head)?.[0];
    if (!name) return undefined;
    if (head.endsWith('/')) {
      nodes.push({ name, text: text.slice(start, end + 1), attrs: head.slice(name.length, -1), inner: '' });
      i = end + 1;
      continue;
    }
    // Finds the matching end tag, counting nested elements of any name.
    let depth = 1;
    let j = end + 1;
    let closeStart = j;
    while (depth > 0) {
      const open = text.indexOf('<', j);
      if (open < 0) return undefined;
      const close = tagEnd(text, open);
      if (close < 0) return undefined;
      if (text.charCodeAt(open + 1) === 47 /* / */) depth--;
      else if (text.charCodeAt(close - 1) !== 47) depth++;
      closeStart = open;
      j = close + 1;
    }
    nodes.push({ name, text: text.slice(start, j), attrs: head.slice(name.length), inner: text.slice(end + 1, closeStart) });
    i = j;
  }
  return nodes;
}

const PAINTLESS = new Set(['mask', 'clipPath', 'defs', 'linearGradient', 'radialGradient', 'pattern', 'filter']);
/**
 * A text box: `<g>` with one path filled with a colour, `<g><path fill="#..." d="..."/></g>`: its colour and
 * path (whose commands contours() checks are only absolute M, L, Q, C and Z).
 */
function textBox(n: Node): { fill: string; d: string } | undefined {
  const t = n.text;
  if (n.name !== 'g' || !t.startsWith('<g><path fill="#') || !t.endsWith('"/></g>')) return undefined;
  const fillEnd = t.indexOf('"', 16);
  if (fillEnd < 0 || !t.startsWith(' d="', fillEnd + 1)) return undefined;
  const fill = t.slice(15, fillEnd);
  const d = t.slice(fillEnd + 5, -7);
  return /^#[0-9a-fA-F]{3,8}$/.test(fill) && !d.includes('"') ? { fill, d } : undefined;
}

const attr = (attrs: string, name: string): number | undefined => {
  const m = new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(attrs);
  return m?.[1] === undefined ? undefined : Number(m[1]);
};

/** A box in whole pixels around [x0, x1] x [y0, y1], a pixel wider for antialiasing, inside the canvas. */
function pixelBox(x0: number, y0: number, x1: number, y1: number, width: number, height: number): Omit<Piece, 'svg' | 'box'> | undefined {
  const left = Math.max(0, Math.floor(x0) - 1);
  const top = Math.max(0, Math.floor(y0) - 1);
  const right = Math.min(width, Math.ceil(x1) + 1);
  const bottom = Math.min(height, Math.ceil(y1) + 1);
  return right > left && bottom > top ? { x: left, y: top, width: right - left, height: bottom - top } : undefined;
}

interface Outline {
  d: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * A path's subpaths (one per contour), each with the box of its points (which holds its curves); undefined if
 * the path has other commands than absolute M, L, Q, C and Z, or numbers this does not read.
 */
function contours(d: string): Outline[] | undefined {
  const out: Outline[] = [];
  let start = -1;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  /** Numbers read in this subpath: an even count is an x next. */
  let count = 0;
  const n = d.length;
  // One pass over the characters: numbers are read where they stand, digit by digit (satori writes them as
  // -?\d+(\.\d+)?), and no array of them is made.
  for (let i = 0; i <= n; ) {
    const c = i < n ? d.charCodeAt(i) : 77;
    if (c === 77 /* M */) {
      if (start >= 0) {
        if (count % 2 !== 0) return undefined;
        if (count > 0) out.push({ d: d.slice(start, i), x0, y0, x1, y1 });
      }
      start = i;
      x0 = y0 = Infinity;
      x1 = y1 = -Infinity;
      count = 0;
      i++;
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      let j = c === 45 ? i + 1 : i;
      let v = 0;
      let k = d.charCodeAt(j);
      if (!(k >= 48 && k <= 57)) return undefined;
      while (k >= 48 && k <= 57) {
        v = v * 10 + (k - 48);
        k = d.charCodeAt(++j);
      }
      if (k === 46 /* . */) {
        let scale = 0.1;
        k = d.charCodeAt(++j);
        while (k >= 48 && k <= 57) {
          v += (k - 48) * scale;
          scale /= 10;
          k = d.charCodeAt(++j);
        }
      }
      if (start < 0) return undefined;
      if (c === 45) v = -v;
      if (count++ % 2 === 0) {
        if (v < x0) x0 = v;
        if (v > x1) x1 = v;
      } else {
        if (v < y0) y0 = v;
        if (v > y1) y1 = v;
      }
      i = j;
    } else if (c === 32 || c === 44 || c === 76 /* L */ || c === 81 /* Q */ || c === 67 /* C */ || c === 90 /* Z */) i++;
    else return undefined;
  }
  return out;
}

/**
 * A text box's contours in lines: text runs left to right, so a contour that starts left of the one before,
 * lies wholly below it and does not touch it begins a new line (the hole of an "o" or the dot of an "i" never
 * does). A glyph is never split, so each line is filled as the whole path would fill it.
 */
function lines(outlines: Outline[]): Outline[][] {
  const result: Outline[][] = [];
  let line: Outline[] = [];
  let lineBottom = -Infinity;
  let lineTop = Infinity;
  let prev: Outline | undefined;
  for (const c of outlines) {
    const touches = prev && c.x0 <= prev.x1 && c.x1 >= prev.x0 && c.y0 <= prev.y1 && c.y1 >= prev.y0;
    const mid = (c.y0 + c.y1) / 2;
    if (prev && !touches && c.x0 < prev.x0 && mid > lineBottom - (lineBottom - lineTop) / 4 && c.y0 > (lineTop + lineBottom) / 2) {
      result.push(line);
      line = [];
      lineBottom = -Infinity;
      lineTop = Infinity;
    }
    line.push(c);
    lineBottom = Math.max(lineBottom, c.y1);
    lineTop = Math.min(lineTop, c.y0);
    prev = c;
  }
  if (line.length > 0) result.push(line);
  return result;
}

/**
 * The card's layers and pieces, or undefined when its SVG is not of the shape described above. With
 * `boxesAfterText`, the plain boxes painted after the last text are pieces too (a card laid out without its
 * lower texts, whose bar is then painted last), and anything else there gives undefined.
 */
export function splitCard(svg: string, { boxesAfterText = false } = {}): CardLayers | undefined {
  const root = /^<svg width="(\d+)" height="(\d+)" viewBox="0 0 \1 \2" xmlns="http:\/\/www\.w3\.org\/2000\/svg">([\s\S]*)<\/svg>$/.exec(svg);
  if (!root?.[3]) return undefined;
  const width = Number(root[1]);
  const height = Number(root[2]);
  const nodes = elements(root[3]);
  if (!nodes) return undefined;
  const painted = nodes.map((n, i) => (PAINTLESS.has(n.name) ? -1 : i)).filter((i) => i >= 0);
  const boxes = nodes.map(textBox);
  const texts = painted.filter((i) => boxes[i]);
  if (texts.length === 0) return undefined;
  const first = texts[0]!;
  const last = texts[texts.length - 1]!;
  let defs = '';
  let under = '';
  let over = '';
  const pieces: Piece[] = [];
  let box = 0;
  const definitions: Node[] = [];
  for (const [i, n] of nodes.entries()) {
    if (PAINTLESS.has(n.name)) {
      definitions.push(n);
      continue;
    }
    if (i < first) under += n.text;
    else if (i > last && !boxesAfterText) over += n.text;
    else {
      const text = boxes[i];
      if (text) {
        const { fill } = text;
        const outlines = contours(text.d);
        if (!outlines) return undefined;
        for (const line of lines(outlines)) {
          const pixels = pixelBox(Math.min(...line.map((c) => c.x0)), Math.min(...line.map((c) => c.y0)), Math.max(...line.map((c) => c.x1)), Math.max(...line.map((c) => c.y1)), width, height);
          if (pixels) pieces.push({ ...pixels, box, svg: `<path fill="${fill}" d="${line.map((c) => c.d).join('')}"/>` });
        }
        box++;
        continue;
      }
      // A plain box between texts (the bar): a path or rect with its box in its attributes, nothing referenced.
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => attr(n.attrs, a));
      if ((n.name !== 'path' && n.name !== 'rect') || n.inner || /url\(|opacity|transform|stroke/.test(n.attrs) || x === undefined || y === undefined || w === undefined || h === undefined) return undefined;
      const pixels = pixelBox(x, y, x + w, y + h, width, height);
      if (pixels) pieces.push({ ...pixels, box, svg: n.text });
      box++;
    }
  }
  // The definitions the layers use (satori defines a mask for every box, text boxes too, whose places change
  // from card to card), and those they use in turn.
  const used = new Set<string>();
  const refer = (text: string): void => {
    for (const m of text.matchAll(/url\(#([^)]+)\)/g)) used.add(m[1]!);
  };
  refer(under + over);
  const taken = new Set<Node>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const n of definitions) {
      if (taken.has(n) || ![...n.text.matchAll(/\sid="([^"]+)"/g)].some((m) => used.has(m[1]!))) continue;
      taken.add(n);
      refer(n.text);
      grew = true;
    }
  }
  for (const n of definitions) if (taken.has(n)) defs += n.text;
  return { width, height, defs, under, over, pieces };
}

/** A plain box's place and size, in the card's pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The boxes painted with each of `fills` (rects with no other attribute, one of each fill), taken out of the SVG;
 * undefined when a fill is not there exactly once, so the caller lays the card out without them.
 */
export function takeMarks<K extends string>(svg: string, fills: Partial<Record<K, string>>): { svg: string; boxes: Partial<Record<K, Box>> } | undefined {
  const boxes: Partial<Record<K, Box>> = {};
  let out = svg;
  for (const [name, fill] of Object.entries(fills) as Array<[K, string | undefined]>) {
    if (fill === undefined) continue;
    const re = new RegExp(`<rect x="(-?[\\d.]+)" y="(-?[\\d.]+)" width="([\\d.]+)" height="([\\d.]+)" fill="${fill}"/>`, 'g');
    const found = [...out.matchAll(re)];
    if (found.length !== 1) return undefined;
    const [whole, x, y, width, height] = found[0]!;
    boxes[name] = { x: Number(x), y: Number(y), width: Number(width), height: Number(height) };
    out = out.replace(whole, '');
  }
  return { svg: out, boxes };
}

/**
 * `piece` moved down by `dy` whole pixels: the same outlines, each y that many pixels further with the same
 * digits after the point (so the moved piece is written as satori writes it there), and its pixel box with them; undefined if it would leave a canvas `height` pixels high, or its path is not of the kind
 * contours() reads.
 */
export function movePiece(piece: Piece, dy: number, height: number): Piece | undefined {
  if (dy === 0) return piece;
  if (!Number.isInteger(dy) || piece.y + dy < 0 || piece.y + piece.height + dy > height) return undefined;
  const m = /^<path fill="(#[0-9a-fA-F]{3,8})" d="([^"]*)"\/>$/.exec(piece.svg);
  if (!m || !contours(m[2]!)) return undefined;
  let odd = false;
  const d = m[2]!.replace(/-?\d+(?:\.\d+)?/g, (n) => {
    odd = !odd;
    // The same digits after the point: dy is whole, so only the whole part changes.
    return odd ? n : (Number(n) + dy).toFixed(n.split('.')[1]?.length ?? 0);
  });
  return { ...piece, y: piece.y + dy, svg: `<path fill="${m[1]}" d="${d}"/>` };
}
