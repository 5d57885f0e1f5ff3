// What the studio's API accepts, checked before any work is done: an edit names a content file, the version
// it was made on and at most MAX_EDITS edits (each a known kind, with a short path), so no request can keep
// the server busy for long; a publish's words and a new page's name are short lines of text. A request
// outside these is answered 400 with what is wrong, in the owner's words.
import { z } from 'zod';
import { coalesce, type EditOp } from './ops.ts';

/** The most edits one check or save applies, once repeated key strokes in a field count as one. */
export const MAX_EDITS = 200;

/** No control characters: a line of text the owner typed. */
const line = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text));

const key = z.union([z.string().max(200), z.number().int().min(0).max(100_000)]);
const path = z.array(key).max(16);
const index = z.number().int().min(0).max(100_000);

/** A value a form can set: text, a number, yes or no, or lists and groups of them, a few levels deep. */
const depth = (value: unknown, level = 0): number =>
  value !== null && typeof value === 'object' ? Math.max(level + 1, ...Object.values(value).map((v) => depth(v, level + 1))) : level;
const value = z.unknown().refine((v) => depth(v) <= 12);

const op = z.discriminatedUnion('op', [
  z.object({ op: z.literal('set'), path, value }),
  z.object({ op: z.literal('remove'), path }),
  z.object({ op: z.literal('insert'), path, index, value }),
  z.object({ op: z.literal('move'), path, from: index, to: index }),
]);

export const editRequest = z.object({
  file: z.string().max(300),
  base: z.string().max(64),
  // Before repeated key strokes are counted as one: a generous bound on what a page sends.
  ops: z.array(op).max(MAX_EDITS * 10).refine((ops) => coalesce(ops as EditOp[]).length <= MAX_EDITS, { message: 'too many' }),
  confirm: z.boolean().optional(),
  /** The version of the other pages' problems the page already holds (a check's `elsewhere`): sent again only when changed. */
  elsewhere: z.string().max(64).optional(),
});
export type EditRequest = z.infer<typeof editRequest> & { ops: EditOp[] };

export const publishRequest = z.object({ message: line(500).optional() });

export const discardRequest = z.object({ file: line(300) });

export const newRequest = z.object({ kind: z.enum(['town', 'party']).optional(), name: line(80).optional(), county: line(100).optional() });

/** The body of a JSON request read against `schema`; undefined when it is not JSON or does not fit. */
export async function readJson<T extends z.ZodType>(request: { json(): Promise<unknown> }, schema: T): Promise<z.infer<T> | undefined> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
