// Problems whose fix is known, offered as one button that makes it as an edit (the same edits a form makes):
// take an entry off its list, take what "did you mean" offers, or add the https:// a web address lacks.
import { labelOf } from './labels.ts';
import { problemText as say } from './messages.ts';
import { getIn, type EditOp, type Path } from './ops.ts';
import { bareAddress, suggestionOf, wantsAddress, type ProblemInput } from './problem-words.ts';

/** A problem whose fix is known, offered as one button: the edits that make it, and to which file. */
export interface Fix {
  label: string;
  file: string;
  /** The version of that file the edits apply to. */
  base: string;
  ops: EditOp[];
}

/** Problems fixed by taking the entry they point at off its list ("remove this line"). */
const REMOVABLE = new Set(['TownHasPage', 'SelfNeighbour']);

/** Problems whose "did you mean" names a value that can take the place of the one written. */
const TAKES_SUGGESTION = new Set(['BrokenLink', 'MissingImage', 'UnknownTown', 'InvalidEnumValue', 'UnknownCounty', 'UnknownService']);

/** What is offered in place of `value`: a link keeps its "#part" or "?query" ("/contct#book" -> "/contact#book"). */
function replacement(name: string, value: string, suggestion: string): string {
  if (name !== 'BrokenLink') return suggestion;
  const tail = /[#?].*$/.exec(value)?.[0] ?? '';
  return suggestion.includes('#') || suggestion.includes('?') ? suggestion : `${suggestion}${tail}`;
}

/** The fix of a problem at `path` of a file whose data is `data` (at version `base`), when it has a known one. */
export function fixOf(problem: ProblemInput, file: string, base: string, data: unknown): Fix | undefined {
  const { name, path } = problem;
  const value = getIn(data, path);
  if (typeof value !== 'string' || path.length === 0) return undefined;
  const fix = (label: string, ops: EditOp[]): Fix => ({ label, file, base, ops });
  const set = (to: string): EditOp[] => [{ op: 'set', path: path as Path, value: to }];
  const index = path.at(-1);
  const list = path.at(-2);
  if (REMOVABLE.has(name) && typeof index === 'number' && typeof list === 'string') return fix(say.takeOff(value, labelOf(list)), [{ op: 'remove', path }]);
  const suggestion = suggestionOf(problem.hint);
  if (TAKES_SUGGESTION.has(name) && suggestion !== undefined) {
    const to = replacement(name, value, suggestion);
    return fix(say.use(name === 'UnknownService' ? labelOf(to) : to), set(to));
  }
  if ((name === 'InvalidValue' || name === 'InvalidType') && wantsAddress(problem)) {
    if (bareAddress(value)) return fix(say.addHttps, set(`https://${value.trim()}`));
    if (/^http:\/\//i.test(value.trim())) return fix(say.useHttps, set(value.trim().replace(/^http:/i, 'https:')));
  }
  return undefined;
}
