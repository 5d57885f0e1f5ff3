// The events block as the browser loads it: in its own chunk (see src/islands/modules.ts).
export { Events as default } from './Events.tsx';
