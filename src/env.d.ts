/** The year the site was built, set by Vite's `define`; prerendered HTML and hydration agree on it. */
declare const __BUILD_YEAR__: number;

/** Validated content from src/vite/content-plugin.ts; typed in src/app/bundle.ts. */
declare module 'virtual:content' {
  const bundle: unknown;
  export default bundle;
}
