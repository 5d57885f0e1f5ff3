// The one way islands load outside data: a fetch when the island has mounted (never while the server
// renders, so the prerendered HTML and hydration agree), retried once when that may help, never again
// because the window regains focus. Answers are kept for the visit, so a query asked again (the back
// button on the Instagram feed) shows at once.
import { useEffect, useState } from 'react';

export type FetchState<T, E> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: E };

export interface FetchOptions<T, E> {
  /** Whether a failure is worth one more try; the default retries any failure once. */
  retry?: (error: E) => boolean;
  /** How long a kept answer is good for before it is asked again (default: not kept). */
  freshMs?: number;
  /** What the page was rendered with: shown at once, then read again once the island has mounted. */
  initial?: T;
}

/** Waited before the one retry: long enough for a blip to pass, short enough to go unnoticed. */
export const RETRY_DELAY_MS = 500;

const kept = new Map<string, { data: unknown; at: number }>();

function keptAnswer<T>(key: string, freshMs: number | undefined): T | undefined {
  const entry = kept.get(key);
  return entry && freshMs !== undefined && Date.now() - entry.at < freshMs ? (entry.data as T) : undefined;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Loads `key` with `load` (given a signal that aborts when the key changes or the island goes away).
 * A new key starts from `loading` unless an answer for it is kept.
 */
export function useFetch<T, E = unknown>(key: string, load: (signal: AbortSignal) => Promise<T>, options: FetchOptions<T, E> = {}): FetchState<T, E> {
  const { retry = () => true, freshMs, initial } = options;
  const [state, setState] = useState<{ key: string; value: FetchState<T, E> }>(() => ({
    key,
    value: initial !== undefined ? { status: 'success', data: initial } : { status: 'loading' },
  }));

  useEffect(() => {
    const cached = keptAnswer<T>(key, freshMs);
    if (cached !== undefined) {
      setState({ key, value: { status: 'success', data: cached } });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const run = async (): Promise<void> => {
      // One try, and one more when `retry` says a second may succeed.
      for (let attempt = 0; ; attempt++) {
        try {
          const data = await load(signal);
          if (signal.aborted) return;
          kept.set(key, { data, at: Date.now() });
          setState({ key, value: { status: 'success', data } });
          return;
        } catch (error) {
          if (signal.aborted) return;
          if (attempt > 0 || !retry(error as E)) {
            setState({ key, value: { status: 'error', error: error as E } });
            return;
          }
        }
        await wait(RETRY_DELAY_MS, signal);
        if (signal.aborted) return;
      }
    };
    void run();
    return () => controller.abort();
    // `load` and `retry` are read for each key; a new function for the same key is not a new query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // A key whose answer has not arrived yet is loading, whatever the last key showed.
  if (state.key === key) return state.value;
  const cached = keptAnswer<T>(key, freshMs);
  return cached !== undefined ? { status: 'success', data: cached } : { status: 'loading' };
}

/** Forgets every kept answer (tests). */
export function forgetFetched(): void {
  kept.clear();
}
