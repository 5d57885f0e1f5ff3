// The instagram feed block as the browser loads it: in its own chunk (see src/islands/modules.ts).
export { InstagramFeed as default } from './InstagramFeed.tsx';
