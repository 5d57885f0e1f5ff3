/** The year the site was built, set by Vite's `define`; prerendered HTML and hydration agree on it. */
declare const __BUILD_YEAR__: number;

declare module 'virtual:content' {
  import type { ContentBundle } from './content/types.ts';
  const bundle: ContentBundle;
  export default bundle;
}
