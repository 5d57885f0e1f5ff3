// An island: a part of a block that runs in the browser. On the server it renders in place of itself a
// root element holding its HTML and, beside it, its props as JSON; hydrate.ts hydrates that root in the
// browser with the component of the same name (modules.ts).
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * An island as a block declares it: its name, which is also its module's
 * (`src/blocks/<type>/<name>.island.tsx`, see files.ts), and its component for the server render.
 */
export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
}

export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): IslandDefinition<P> {
  return { name, Component };
}

/** An island of any props: the list of blocks holds islands whose props differ. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked where <Island> is written
export type AnyIsland = IslandDefinition<any>;

export type IslandName = string;
export type IslandRenderer = (name: IslandName, props: object) => ReactNode;

/** Provided by the server renderer (src/render/renderer.tsx). */
export const IslandSlot = createContext<IslandRenderer | null>(null);

export function Island<P extends object>({ of, props }: { of: IslandDefinition<P>; props: P }) {
  const render = useContext(IslandSlot);
  if (!render) throw new Error(`The island "${of.name}" can only be rendered by the page renderer.`);
  return render(of.name, props);
}
