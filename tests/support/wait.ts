// How long a test waits on a condition (vi.waitFor, expect.poll): as long as a busy machine may need, and
// well inside a test's own limit (30 s), so that a failure shows the last check rather than a timeout.
export const WAIT = { timeout: 20_000 } as const;
