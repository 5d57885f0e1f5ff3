// The studio server's API, as the page calls it.
import type { EditOp } from '../ops.ts';
import type { FieldProblem } from '../workspace.ts';
import type { JsonSchema } from './schema.ts';

export interface FileInfo {
  file: string;
  kind: string;
  route?: string;
}

export interface OpenedFile {
  file: string;
  source: string;
  base: string;
  data: unknown;
  schema: JsonSchema | null;
}

export interface CheckAnswer {
  problems: FieldProblem[];
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
  problems?: FieldProblem[];
}

export class ApiError extends Error {}

export async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  // A 409 that asks for confirmation is an answer, not a failure.
  if (!response.ok && !(response.status === 409 && (answer as { needsConfirm?: boolean }).needsConfirm)) throw new ApiError(answer.error ?? response.statusText);
  return answer;
}

export const listFiles = () => call<{ files: FileInfo[] }>('/api/files');
export const openFile = (file: string) => call<OpenedFile>(`/api/file?file=${encodeURIComponent(file)}`);
export const checkDraft = (file: string, base: string, ops: EditOp[]) => call<CheckAnswer>('/api/check', { file, base, ops });
export const saveFile = (file: string, base: string, ops: EditOp[], confirm = false) => call<SaveAnswer>('/api/save', { file, base, ops, confirm });
