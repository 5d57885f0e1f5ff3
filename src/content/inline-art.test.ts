import { describe, expect, it } from 'vitest';
import { INLINE_SVG_MAX_BYTES, inlineSvg, svgDataUrl } from './inline-art.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('svgDataUrl', () => {
  it('reads back as the drawing, with the characters a URL or an HTML attribute would take otherwise encoded', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <path fill="#c2185b" d="M0 0h10"/><text font-family="'Playfair'">A & B 100% é 💎</text>\n</svg>\n`;
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url.slice('data:image/svg+xml,'.length)).not.toMatch(/[#<>"'&\n]|[^\x20-\x7e]/u);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/\s+/g, ' '));
  });
});

describe('inlineSvg', () => {
  it('inlines an SVG up to the size limit, and nothing else', () => {
    const small = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(inlineSvg('/images/a.svg', bytes(small))).toBe(svgDataUrl(small));
    expect(inlineSvg('/images/a.SVG', bytes(small))).toBeDefined();
    expect(inlineSvg('/images/a.svg', bytes(`<svg>${' '.repeat(INLINE_SVG_MAX_BYTES)}</svg>`))).toBeUndefined();
    expect(inlineSvg('/images/a.png', bytes(small))).toBeUndefined();
  });
});
