// Where the owner's inbox lives (OWNER_PATH), apart from the inbox itself: the launch check reads it
// without loading the inbox's pages.
export const DEFAULT_OWNER_PATH = '/owner';

/** OWNER_PATH as a path the inbox can live at ("/owner", "/desk/bookings"), or an error to print. */
export function ownerPath(value: string | undefined): { ok: true; path: string } | { ok: false; error: string } {
  const raw = value?.trim() || DEFAULT_OWNER_PATH;
  const path = raw.startsWith('/') ? raw.replace(/\/+$/, '') : `/${raw.replace(/\/+$/, '')}`;
  if (!/^(\/[a-z0-9][a-z0-9._-]*)+$/i.test(path) || path.startsWith('/api')) {
    return { ok: false, error: `OWNER_PATH must be a path of letters, digits, "-", "_" or "." outside /api, like /owner; got "${raw}".` };
  }
  return { ok: true, path };
}
