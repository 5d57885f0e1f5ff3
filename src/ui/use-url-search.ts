// The page URL's query (?a=b) as React state, without a router: reading follows the back and forward
// buttons; writing adds a history entry. On the server (and while hydrating) the query is empty,
// because a prerendered page is the same for every query.
import { useCallback, useMemo, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

export function useUrlSearch(): [URLSearchParams, (next: URLSearchParams) => void] {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const push = useCallback((next: URLSearchParams) => {
    const query = next.toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    for (const listener of listeners) listener();
  }, []);
  return [params, push];
}
