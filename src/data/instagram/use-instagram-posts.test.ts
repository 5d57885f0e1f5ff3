// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NotConfiguredError } from './errors.ts';
import { forgetFetched } from '../../islands/use-fetch.ts';
import { useInstagramPosts } from './use-instagram-posts.ts';

const config = { proxyUrl: '/api', timeoutMs: 1000 };
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetFetched();
});


it('loads posts for the normalised query', async () => {
  fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
  const { result } = renderHook(() => useInstagramPosts(config, { username: '@glowandgo', hashtag: '#Gems' }));
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(result.current.data).toEqual([]);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/instagram?username=glowandgo&hashtag=Gems');
});

it('retries a transient failure once', async () => {
  fetchMock.mockImplementation(async () => new Response('{"error":"x"}', { status: 502 }));
  const { result } = renderHook(() => useInstagramPosts(config, { username: 'glowandgo' }));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('does not retry "not configured" and exposes it to the page', async () => {
  fetchMock.mockImplementation(async () => Response.json({ unavailable: 'not-configured', error: 'Instagram is not configured' }));
  const { result } = renderHook(() => useInstagramPosts(config, { username: 'glowandgo' }));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error).toBeInstanceOf(NotConfiguredError);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
