// The page's scripts start after its largest paint. Each is named by a `data-after-paint` attribute (the
// menu's script in the template, the island runtime on a page with islands), and one small inline module,
// the same on every page (so the Content-Security-Policy allows it by one hash, read from 404.html), imports
// them all once the largest paint is on screen: no script shares the network or the processor with what the
// visitor sees first, and the largest paint depends on the HTML alone. A browser without largest-paint
// entries (Safari), or a page whose paint is never reported (a tab opened in the background), starts them
// after a second: the menu opens without them meanwhile (a popover). Importing one address twice runs its
// module once. Short: every page carries it, and a page is meant to fit the first round trip.
export const AFTER_PAINT_LOADER =
  'let d;const g=()=>d||(d=1,document.querySelectorAll("[data-after-paint]").forEach(s=>import(s.dataset.afterPaint)));' +
  'new PerformanceObserver(g).observe({type:"largest-contentful-paint",buffered:!0});setTimeout(g,1e3)';

/** The template's script: the loader, naming the menu's script. */
export const afterPaintScript = (src: string): string => `<script type="module" data-after-paint="${src}">${AFTER_PAINT_LOADER}</script>`;

/** A page's island runtime, started by the loader, with the island code it fetches once the page is drawn. */
export const afterPaintIslands = (src: string, code: readonly string[]): string =>
  `<script type="application/json" data-after-paint="${src}" data-island-code="${code.join(' ')}"></script>`;
