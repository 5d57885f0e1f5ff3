// What a test file of the booking desk shares (the appointments, the parties, the questions before the visit):
// the fixture site as the booking code reads it, the owner's password hash, a local SMTP server, scratch folders
// and what to close after each test, with the hooks that make and tidy them. Call it once at the top of a file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadBookingFixture, type BookingFixture } from './booking-fixture.ts';
import { quickHash } from './quick-hash.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';
import { WAIT } from './wait.ts';

export const OWNER_PASSWORD = 'correct horse battery';

export interface DeskHarness {
  /** Set before the first test. */
  fixture: BookingFixture;
  hash: string;
  smtp: SmtpTestServer;
  /** A scratch folder, removed after the file's tests. */
  tempDir(): string;
  /** Closed after the test, the last registered first. */
  closing(close: () => unknown): void;
  /** Waits for a check to pass, as the outbox sends in the background. */
  eventually(check: () => void | Promise<void>): Promise<void>;
}

export function deskHarness(prefix: string): DeskHarness {
  const dirs: string[] = [];
  const closers: (() => unknown)[] = [];
  const h = {
    tempDir() {
      const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
      dirs.push(dir);
      return dir;
    },
    closing: (close: () => unknown) => void closers.push(close),
    eventually: (check: () => void | Promise<void>) => vi.waitFor(check, { ...WAIT, interval: 25 }),
  } as DeskHarness;
  beforeAll(async () => {
    [h.fixture, h.hash, h.smtp] = await Promise.all([loadBookingFixture(), quickHash(OWNER_PASSWORD), startSmtpTestServer()]);
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    h.smtp.mails.splice(0);
  });
  afterAll(async () => {
    await h.smtp.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return h;
}
