// An island: a part of a block that runs in the browser. On the server it renders in place of itself a
// root element holding its HTML and, beside it, its props as JSON; src/islands.tsx hydrates that root.
import { createContext, useContext, type ReactNode } from 'react';
import type { IslandName, IslandProps } from './island-components.ts';

export type IslandRenderer = <N extends IslandName>(name: N, props: IslandProps<N>) => ReactNode;

/** Provided by the server renderer (src/entry-server.tsx). */
export const IslandSlot = createContext<IslandRenderer | null>(null);

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const render = useContext(IslandSlot);
  if (!render) throw new Error(`The island "${name}" can only be rendered by the page renderer.`);
  return render(name, props);
}
