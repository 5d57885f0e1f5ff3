// A page's hero picture is its largest paint. A small SVG hero is written into the page itself, as a
// data: URL in the <img>, so it is drawn with the HTML instead of waiting for a request of its own on a
// slow connection (the Brotli form of the page carries it for a fraction of the file's size). The file
// stays in public/ for everything else that links it.

/** SVG files up to this size go into the page; a larger drawing is cheaper as a file the browser caches. */
export const INLINE_SVG_MAX_BYTES = 20 * 1024;

/**
 * The SVG as a `data:image/svg+xml,` URL: white space collapsed, and the characters that a URL or an HTML
 * attribute would read otherwise percent-encoded (so React writes the attribute without entities).
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ');
  return `data:image/svg+xml,${compact.replace(/[%#<>"'&]|[^\x20-\x7e]/gu, (c) => (c === "'" ? '%27' : encodeURIComponent(c)))}`;
}

/** The data: URL of an SVG file's bytes, or undefined for another format or a file too large to inline. */
export function inlineSvg(path: string, bytes: Uint8Array): string | undefined {
  if (!/\.svg$/i.test(path) || bytes.length > INLINE_SVG_MAX_BYTES) return undefined;
  return svgDataUrl(new TextDecoder().decode(bytes));
}
