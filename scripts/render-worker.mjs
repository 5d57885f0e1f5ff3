// The render worker's entry, in plain JavaScript so that it starts however the build was started:
// it registers tsx in this thread, then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
