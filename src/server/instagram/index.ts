export { createInstagramProxy } from './handler.ts';
export type { InstagramProxyOptions } from './options.ts';
