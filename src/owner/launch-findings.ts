// What the launch check where the site runs says (src/owner/launch-server.ts and the checks of each optional
// setting beside it: texts, payments, travel, reviews): a finding counted as left to do, or a note of what a
// setting would add. Its own module, below all of them, so they import it and never each other.
import type { Cost } from './launch-check.ts';

export interface ServerFinding {
  name: string;
  cost: Cost;
  message: string;
  hint: string;
}

/** A setting that would add something the site works without: said, never counted as left to do. */
export interface ServerNote {
  name: string;
  message: string;
  hint: string;
}

export type LaunchEnv = Record<string, string | undefined>;
