// What the owner must never read in the studio: file names and folders, commands, words of code and of git,
// field keys written in code (camelCase), the data's notation ("[4]", "; got"), a rule's pattern, quotes around nothing and a
// list entry called by its place where it has a name ("County 1"). The studio's unit tests and its browser
// journey both look for these.
export const DEVELOPER_WORDS =
  /\.ya?ml\b|\bpages\/|\bpublic\/|\bnpm\b|\bkeys?\b|\bslugs?\b|\bschemas?\b|\bremote\b|\bcommits?\b|site\.config|\bYAML\b|\w\[\d+\]|\[\d+\]|;\s*got\b|[“"]\s*[”"]|\bCounty \d|\/\^|\(\?[!=:<]|\b[a-z]+[A-Z][a-zA-Z]*\b/;

/** The developer words in `text`, or null. */
export const developerWords = (text: string): string | null => DEVELOPER_WORDS.exec(text)?.[0] ?? null;
