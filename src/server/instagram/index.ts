export { createInstagramProxy, NOT_CONFIGURED } from './handler.ts';
export type { InstagramProxyOptions } from './options.ts';
