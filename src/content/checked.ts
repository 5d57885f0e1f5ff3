// What the checks after parsing share: a parsed file (valid or not), and a problem at a place in one.
import type { Collection } from './collections.ts';
import type { Problem } from './diagnostics/errors.ts';
import type { Target } from './diagnostics/locate.ts';

export interface CheckedFile {
  file: string;
  /** Parsed data; undefined when the file has YAML syntax errors. */
  data: unknown;
  route?: string;
  collection?: Collection;
  slug?: string;
}

export interface PathProblem {
  file: string;
  /** null: the problem concerns the file as a whole. */
  path: PropertyKey[] | null;
  target: Target;
  problem: Problem;
}
