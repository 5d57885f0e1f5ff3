// The studio server's API, as the page calls it.
import { coalesce, type EditOp } from '../ops.ts';
import type { Change, LiveState } from '../publish.ts';
import type { FieldProblem } from '../workspace.ts';
import type { JsonSchema } from './schema.ts';

export interface FileInfo {
  file: string;
  kind: string;
  route?: string;
  /** What the owner calls it: "Home", "Greenville", "Site settings". */
  name: string;
}

/** A problem of the content, at its field; some come with their fix (a button that makes it). */
export type Problem = FieldProblem;

export type { LiveState };

export interface Changes {
  git: boolean;
  changes: Change[];
  unsent: number;
  hosting: 'here' | 'hook' | 'elsewhere';
  live: LiveState | null;
  undo: { message: string } | null;
  /** The last publish is saved but not live (its build failed or was stopped). */
  notLive?: boolean;
}

export interface Published {
  files: string[];
  pushed: boolean;
  pushError?: string;
  /** What happens next, in the owner's words. */
  next: string;
  live: LiveState | null;
}

export interface OpenedFile {
  file: string;
  source: string;
  base: string;
  data: unknown;
  schema: JsonSchema | null;
}

export interface CheckAnswer {
  /** The file's problems, and the other pages' unless `elsewhereAsBefore`. */
  problems: Problem[];
  /** The version of the other pages' problems, to send with the next check. */
  elsewhere: string;
  /** The other pages' problems are those of the version the check was sent with (and are left out). */
  elsewhereAsBefore?: true;
  blocking: boolean;
  preview?: string;
  changed: boolean;
  ms: number;
}

export interface SaveAnswer {
  written: boolean;
  needsConfirm?: boolean;
  source?: string;
  base?: string;
  problems?: Problem[];
}

export class ApiError extends Error {
  /** When the sign-in has ended: where to sign in again (in a new tab, so the edits on this page stay). */
  signIn?: string;
  /** The pages the answer is about (a publish stopped by their problems), to open from the message. */
  pages?: Array<{ file: string; title: string }>;
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
/** Where the studio is mounted: "" for `npm run studio`, under the inbox on the production server. */
const base = meta('studio-base') ?? '';
/** Behind the inbox's sign-in, the token every change carries (guard.ts). */
let csrf = meta('studio-csrf');
/** Where the owner came from (the bookings inbox), when the studio runs on the site's server. */
export const home = meta('studio-home');

/** An address of the studio's server (its API, the site's photos), under its mount point. */
export const at = (path: string): string => `${base}${path}`;

/** A request to the studio's server; its answer, or an ApiError saying what went wrong in words. */
export async function send<T>(path: string, init: RequestInit = {}, retried = false): Promise<T> {
  const headers = new Headers(init.headers);
  if (csrf && init.method !== undefined && init.method !== 'GET') headers.set('X-Studio-Csrf', csrf);
  const response = await fetch(at(path), { ...init, headers });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string; staleToken?: boolean; signIn?: string; pages?: ApiError['pages'] };
  // Signed in again since this page opened (a new session, a new token): take the new token and send once more,
  // so the edits on the page are not lost.
  if (response.status === 403 && answer.staleToken && !retried) {
    const session = (await (await fetch(at('/api/session'))).json().catch(() => ({}))) as { csrf?: string | null };
    if (session.csrf) {
      csrf = session.csrf;
      return send<T>(path, init, true);
    }
  }
  // A 409 that asks for confirmation is an answer, not a failure.
  if (!response.ok && !(response.status === 409 && (answer as { needsConfirm?: boolean }).needsConfirm)) {
    const error = new ApiError(answer.error ?? response.statusText);
    if (answer.signIn) error.signIn = answer.signIn;
    if (answer.pages) error.pages = answer.pages;
    throw error;
  }
  return answer;
}

export const call = <T>(path: string, body?: unknown): Promise<T> =>
  send<T>(path, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const listFiles = () => call<{ files: FileInfo[] }>('/api/files');
export const openFile = (file: string) => call<OpenedFile>(`/api/file?file=${encodeURIComponent(file)}`);
// Each key stroke is an edit: only a field's last value is sent (see coalesce), so a long text typed before a save is one edit.
export const checkDraft = (file: string, base: string, ops: EditOp[], elsewhere?: string) => call<CheckAnswer>('/api/check', { file, base, ops: coalesce(ops), ...(elsewhere !== undefined && { elsewhere }) });
export const saveFile = (file: string, base: string, ops: EditOp[], confirm = false) => call<SaveAnswer>('/api/save', { file, base, ops: coalesce(ops), confirm });
/** A photo of the site's library: its address, its name and when it was added (ISO date), newest first. */
export interface Photo {
  src: string;
  name: string;
  added: string;
}

export const listPhotos = () => call<{ photos: Photo[] }>('/api/photos');
