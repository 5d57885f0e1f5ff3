/** The year the site was built, set by Vite's `define`; the footer shows it until the page's script updates it. */
declare const __BUILD_YEAR__: number;
