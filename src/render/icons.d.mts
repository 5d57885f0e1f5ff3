/** Writes the site's icons (favicon.ico, apple-touch-icon.png, the manifest's icons) into `outDir` from `root`/public/favicon.svg, when there is one. */
export function writeIcons(root: string, outDir: string): void;
