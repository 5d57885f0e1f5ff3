import { describe, expect, it, vi } from 'vitest';
import type { EventInput } from '../../schema/site-schema.ts';
import { EVENTS_ACCEPT, EVENTS_RELAY_PATH, eventsUrl, fetchEvents, SHEET_UNAVAILABLE, type FetchEventsOptions } from './fetch-events.ts';

const TODAY = '2027-01-10';
const URL = 'https://sheet.example/pub?output=csv';
const sample = (date: string, eventName: string): EventInput => ({
  date, eventName, time: '10 AM', price: '$99', location: 'Greenville, TX', address: '1 Main St',
});
// Upcoming on TODAY, out of order; PAST_SAMPLE is dated before it, like the real samples (May 2025) today.
const SAMPLES = [sample('02-17-2027', 'Gems Pop-Up'), sample('1-10-2027', 'Whitening Special')];
const PAST_SAMPLE = sample('01-09-2027', 'Yesterday Special');
const SHEET = 'date,eventName,time,price,location,address\n02-01-2027,Later,t,p,l,a\n01-15-2027,Sooner,t,p,l,a\n';

function setup(fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>, extra: Partial<FetchEventsOptions> = {}) {
  const fetchMock = vi.fn(fetchImpl);
  const log = vi.fn();
  const run = () => fetchEvents({ url: URL, timeoutMs: 1000, sampleEvents: SAMPLES, today: TODAY, fetchImpl: fetchMock, log, ...extra });
  return { fetchMock, log, run };
}
const csv = (body: string, status = 200) => async () => new Response(body, { status, headers: { 'content-type': 'text/csv' } });
// Rejects when the signal aborts, as the real fetch does.
const hang = (_: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
const sampleNames = ['Whitening Special', 'Gems Pop-Up'];
const logged = (log: ReturnType<typeof vi.fn>) => log.mock.calls.map((c) => String(c[0])).join('\n');

describe('fetchEvents', () => {
  it('returns the sheet events, sorted, with a timeout signal on the request', async () => {
    const { fetchMock, log, run } = setup(csv(SHEET));
    const result = await run();
    expect(result).toMatchObject({ source: 'sheet' });
    expect(result.error).toBeUndefined();
    expect(result.events.map((e) => e.eventName)).toEqual(['Sooner', 'Later']);
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(log).not.toHaveBeenCalled();
  });

  it.each([500, 404, 403])('HTTP %i: logs the status and returns the samples with an error', async (status) => {
    const { log, run } = setup(csv('nope', status));
    const result = await run();
    expect(result.source).toBe('sample');
    expect(result.error).toContain(String(status));
    expect(result.events.map((e) => e.eventName)).toEqual(sampleNames);
    expect(logged(log)).toContain(String(status));
  });

  it("the relay's 200 saying the sheet is unavailable: samples with an error, as for a failed request", async () => {
    const { log, run } = setup(async () => Response.json(SHEET_UNAVAILABLE));
    const result = await run();
    expect(result).toMatchObject({ source: 'sample', error: expect.stringContaining('unavailable') });
    expect(result.events.map((e) => e.eventName)).toEqual(sampleNames);
    expect(logged(log)).toContain('unavailable');
  });

  it("the relay's events as data: checked again, past ones hidden, sorted, the sheet's problems logged", async () => {
    const event = (date: string, eventName: string) => ({ ...sample(date, eventName), isoDate: 'ignored' });
    const relayed = { events: [event('02-01-2027', 'Later'), event('01-09-2027', 'Past'), event('01-15-2027', 'Sooner')], problems: ['row 5: date is empty; skipped'] };
    const { fetchMock, log, run } = setup(async () => Response.json(relayed));
    const result = await run();
    expect(result).toEqual({ source: 'sheet', events: [{ ...sample('01-15-2027', 'Sooner'), isoDate: '2027-01-15' }, { ...sample('02-01-2027', 'Later'), isoDate: '2027-02-01' }] });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('accept')).toBe(EVENTS_ACCEPT);
    expect(log).toHaveBeenCalledWith('Events: problems in the sheet', relayed.problems);
  });

  it.each([
    ['a list', []],
    ['an event that is not text', { events: [{ ...sample('01-15-2027', 'x'), price: 20 }] }],
    ['not JSON', '{'],
  ])('a JSON answer that is not the relay\'s events (%s): samples with an error', async (_name, body) => {
    const { run } = setup(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    expect(await run()).toMatchObject({ source: 'sample', error: expect.stringContaining('unavailable') });
  });

  it('network error: logged, samples with an error', async () => {
    const { log, run } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    const result = await run();
    expect(result).toMatchObject({ source: 'sample', error: expect.stringContaining('fetch failed') });
    expect(result.events).toHaveLength(2);
    expect(log).toHaveBeenCalled();
  });

  it('timeout waiting for the answer: samples with an error', async () => {
    const { log, run } = setup(hang, { timeoutMs: 20 });
    const result = await run();
    expect(result).toMatchObject({ source: 'sample', error: expect.stringContaining('20 ms') });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('timeout while the body trickles in: samples with an error', async () => {
    const { run } = setup(async (_, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('date,eventName\n'));
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200 });
    }, { timeoutMs: 20 });
    expect(await run()).toMatchObject({ source: 'sample', error: expect.stringContaining('20 ms') });
  });

  it.each([
    ['a header-only sheet', 'date,eventName,time,price,location,address\n'],
    ['only past events', 'date,eventName\n01-09-2027,Yesterday\n'],
  ])('zero upcoming events (%s): samples, no error', async (_, body) => {
    const { log, run } = setup(csv(body));
    const result = await run();
    expect(result.source).toBe('sample');
    expect(result.error).toBeUndefined();
    expect(result.events.map((e) => e.eventName)).toEqual(sampleNames);
    expect(log).toHaveBeenCalled();
  });

  it('an HTML page answered with 200 is a parse failure: samples with an error', async () => {
    const { run } = setup(csv('<!doctype html><html><body>Sign in</body></html>'));
    expect(await run()).toMatchObject({ source: 'sample', error: expect.any(String) });
  });

  it('dropped rows are logged but the good ones are used', async () => {
    const { log, run } = setup(csv(`${SHEET}02-30-2027,Bad,t,p,l,a\n`));
    const result = await run();
    expect(result.source).toBe('sheet');
    expect(result.error).toBeUndefined();
    expect(result.events).toHaveLength(2);
    const problems = log.mock.calls.flatMap((c) => c.slice(1)).flat().map(String);
    expect(problems.some((p) => p.includes('row 4') && p.includes('02-30-2027'))).toBe(true);
  });

  it('samples are validated, normalised and sorted; past ones are hidden like past sheet rows', async () => {
    const { log, run } = setup(csv('', 500), { sampleEvents: [...SAMPLES, PAST_SAMPLE, sample('2027-05-01', 'Bad sample')] });
    const result = await run();
    expect(result.events.map((e) => [e.date, e.eventName])).toEqual([
      ['01-10-2027', 'Whitening Special'],
      ['02-17-2027', 'Gems Pop-Up'],
    ]);
    const rest = log.mock.calls.flatMap((c) => c.slice(1)).flat().map(String);
    expect(rest.some((p) => p.includes('2027-05-01'))).toBe(true);
  });

  it.each([
    ['the sheet fails', csv('', 500), true],
    ['the sheet has no upcoming events', csv('date,eventName\n01-09-2027,Yesterday\n'), false],
  ])('when %s and every sample has passed: no events at all', async (_, answer, failed) => {
    const { run } = setup(answer, { sampleEvents: SAMPLES, today: '2027-03-01' });
    const result = await run();
    expect(result).toMatchObject({ source: 'sample', events: [] });
    expect(result.error !== undefined).toBe(failed);
  });
});

describe('eventsUrl', () => {
  it('reads the relay or the sheet itself, as configured', () => {
    expect(eventsUrl({ source: 'relay', sheetCsvUrl: URL })).toBe(EVENTS_RELAY_PATH);
    expect(eventsUrl({ source: 'direct', sheetCsvUrl: URL })).toBe(URL);
  });
});
