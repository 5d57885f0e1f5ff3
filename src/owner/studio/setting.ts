// OWNER_STUDIO, the production server's switch for the studio (on-server.ts). Read apart from the studio
// itself, so that a server with the studio off loads none of its code.

/** OWNER_STUDIO read as on or off, or an error to print for a value that is neither. */
export function studioSetting(value: string | undefined): { ok: true; on: boolean } | { ok: false; error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'off', '0', 'false', 'no'].includes(text)) return { ok: true, on: false };
  if (['on', '1', 'true', 'yes'].includes(text)) return { ok: true, on: true };
  return { ok: false, error: `OWNER_STUDIO must be "on" or "off"; got "${value}".` };
}
