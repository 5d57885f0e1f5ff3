import { useState, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BlockType } from '../blocks/schemas.ts';
import type { BlockProps } from '../blocks/types.ts';

// One cache for the whole visit, so going back to /events or the feed shows what was already loaded.
let browserClient: QueryClient | undefined;

function useQueryClient(): QueryClient {
  // The server renders each page on its own: a fresh client per render keeps pages from sharing state.
  const [serverClient] = useState(() => (typeof window === 'undefined' ? new QueryClient() : undefined));
  if (serverClient) return serverClient;
  browserClient ??= new QueryClient();
  return browserClient;
}

/**
 * Gives a block that loads outside data its query cache. It lives with those blocks (not in the app
 * shell), so pages without outside data don't download TanStack Query at all.
 */
export function withQueryClient<K extends BlockType>(Component: ComponentType<BlockProps<K>>): ComponentType<BlockProps<K>> {
  return function WithQueryClient({ block }: BlockProps<K>) {
    return (
      <QueryClientProvider client={useQueryClient()}>
        <Component block={block} />
      </QueryClientProvider>
    );
  };
}
