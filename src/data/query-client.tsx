import { useState, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// One cache for the whole visit, so several islands on a page share what they loaded.
let browserClient: QueryClient | undefined;

function useQueryClient(): QueryClient {
  // The server renders each page on its own: a fresh client per render keeps pages from sharing state.
  const [serverClient] = useState(() => (typeof window === 'undefined' ? new QueryClient() : undefined));
  if (serverClient) return serverClient;
  browserClient ??= new QueryClient();
  return browserClient;
}

/**
 * Gives a component that loads outside data its query cache. It lives with the islands that fetch (not
 * in a shell), so pages without outside data don't download TanStack Query at all.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  // Props pass through untouched; React's JSX types cannot see that a generic P fits its attributes.
  const Inner = Component as ComponentType<object>;
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={useQueryClient()}>
        <Inner {...props} />
      </QueryClientProvider>
    );
  };
}
