// JSON to be written inside a <script> element of a page (island props, structured data).

/**
 * `value` as JSON that cannot end the script element or open an HTML comment (`<`, `>` and `&` are
 * escaped), with the line separators U+2028/U+2029 escaped too: the same data, safe in any content.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
