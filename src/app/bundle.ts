import raw from 'virtual:content';
import type { ContentBundle } from '../content/types.ts';

/** The content the build validated (src/content/load.ts) and the Vite plugin inlined. */
export const bundle = raw as ContentBundle;
