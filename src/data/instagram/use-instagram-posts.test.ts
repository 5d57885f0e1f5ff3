// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NotConfiguredError } from './errors.ts';
import { useInstagramPosts } from './use-instagram-posts.ts';

const config = { proxyUrl: '/api', timeoutMs: 1000 };
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  // retryDelay 0 so the single retry does not wait a second; the hook sets `retry` itself.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return createElement(QueryClientProvider, { client }, children);
}

it('loads posts for the normalised query', async () => {
  fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
  const { result } = renderHook(() => useInstagramPosts(config, { username: '@glowandgo', hashtag: '#Gems' }), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toEqual([]);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/instagram?username=glowandgo&hashtag=Gems');
});

it('retries a transient failure once', async () => {
  fetchMock.mockImplementation(async () => new Response('{"error":"x"}', { status: 502 }));
  const { result } = renderHook(() => useInstagramPosts(config, { username: 'glowandgo' }), { wrapper });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('does not retry "not configured" and exposes it to the page', async () => {
  fetchMock.mockImplementation(async () => new Response('{"error":"Instagram is not configured"}', { status: 503 }));
  const { result } = renderHook(() => useInstagramPosts(config, { username: 'glowandgo' }), { wrapper });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(NotConfiguredError);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
