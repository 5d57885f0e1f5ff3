// @vitest-environment happy-dom
// The page's loader (src/render/after-paint.ts): the scripts a page names start once the browser reports the
// largest paint, or after a second where it reports none, and each once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LOADER } from './after-paint.ts';

let reportPaint: (() => void) | undefined;
let imported: string[];

beforeEach(() => {
  reportPaint = undefined;
  imported = [];
  document.body.innerHTML = '<script type="module" data-after-paint="/assets/index.js"></script><script type="application/json" data-after-paint="/assets/islands.js"></script>';
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe(options: { type: string }) {
        if (options.type === 'largest-contentful-paint') reportPaint = this.callback;
      }
    },
  );
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  // The loader as the page runs it, its import() seen by the test.
  new Function('load', AFTER_PAINT_LOADER.replaceAll('import(', 'load('))((src: string) => imported.push(src));
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the after-paint loader', () => {
  it('starts nothing before the largest paint, then every named script once', () => {
    expect(imported).toEqual([]);
    reportPaint!();
    expect(imported).toEqual(['/assets/index.js', '/assets/islands.js']);
    reportPaint!();
    vi.advanceTimersByTime(1000);
    expect(imported).toHaveLength(2);
  });

  it('starts them after a second where no paint is reported (a tab in the background, a browser without the entries)', () => {
    vi.advanceTimersByTime(999);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual(['/assets/index.js', '/assets/islands.js']);
  });
});
