// The access token must never reach a response or a log line. Graph URLs carry it as a query
// parameter and Graph error messages may quote it, so every logged text passes through here.
const TOKEN_PARAM = /(access_token=)[^&\s"'<>]*/gi;
const REDACTED = '[redacted]';

export function redact(text: string, secrets: readonly string[]): string {
  let out = text.replace(TOKEN_PARAM, `$1${REDACTED}`);
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED);
  }
  return out;
}

/** A log function that redacts every argument, whatever its type, before it leaves the process. */
export function redactingLogger(
  log: (...args: unknown[]) => void,
  secrets: readonly string[],
): (message: string, detail?: unknown) => void {
  return (message, detail) => {
    const parts = detail === undefined ? [message] : [message, describe(detail)];
    log(...parts.map((p) => redact(p, secrets)));
  };
}

function describe(value: unknown): string {
  if (value instanceof Error) {
    const cause = value.cause === undefined ? '' : ` (cause: ${describe(value.cause)})`;
    return `${value.name}: ${value.message}${cause}`;
  }
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
