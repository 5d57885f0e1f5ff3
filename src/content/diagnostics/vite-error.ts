// Content errors in the shape Vite's dev overlay understands: it reads id, loc, frame and plugin.
import { resolve } from 'node:path';
import { formatError, formatErrors } from './code-frame.ts';
import type { ContentError } from '../types.ts';

export interface ViteContentError extends Error {
  id: string;
  loc: { file: string; line: number; column: number };
  frame: string;
  plugin: 'content';
}

/** One Error for all problems: the overlay shows the first one's frame and the message lists them all. */
export function toViteError(
  errors: readonly ContentError[],
  sources: ReadonlyMap<string, string>,
  root: string = process.cwd(),
): ViteContentError {
  const first = errors[0];
  const file = resolve(root, first?.file ?? '.');
  const err = new Error(formatErrors(errors, sources)) as ViteContentError;
  err.name = 'ContentError';
  err.id = file;
  err.loc = { file, line: first?.line ?? 1, column: first?.column ?? 1 };
  // The frame without the header and message, which the overlay already shows.
  err.frame = first ? formatError(first, sources.get(first.file)).split('\n').slice(2).join('\n') : '';
  err.plugin = 'content';
  // A stack would point into the content core, which is not where the mistake is.
  err.stack = err.message;
  return err;
}
