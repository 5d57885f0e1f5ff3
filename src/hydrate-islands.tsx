/** @jsxImportSource react */
// Hydration of a page's islands: finds each island root, loads that island's code, hydrates it with the
// props serialized beside it. Loaded by src/islands.ts once the page has been painted.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandAttr } from './blocks/islands.ts';
import { showLoadError } from './island-error.ts';
import { isIsland, islandModules } from './island-modules.ts';

function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  // Marks the moment this island became interactive (browser tests and monitoring wait for it).
  useEffect(() => root.setAttribute(islandAttr.hydrated, 'true'), [root]);
  return children;
}

async function hydrate(root: HTMLElement): Promise<void> {
  const name = root.getAttribute(islandAttr.name) ?? '';
  if (!isIsland(name)) return;
  // Written by the server renderer for this very component (see src/entry-server.tsx).
  const props = JSON.parse(root.nextElementSibling?.textContent ?? '{}') as object;
  let Component: ComponentType<object>;
  try {
    Component = (await islandModules[name].load()) as ComponentType<object>;
  } catch (error) {
    showLoadError(root, error);
    return;
  }
  hydrateRoot(
    root,
    // Islands that style with Emotion use its default browser cache, whose key is the server's ("css"):
    // it adopts the page's critical <style> tags instead of injecting them again.
    <Hydrated root={root}>
      <Component {...props} />
    </Hydrated>,
    { identifierPrefix: root.getAttribute(islandAttr.prefix) ?? '' },
  );
}

/** Hydrates every island on the page, each as soon as its own code has arrived. */
export function hydrateIslands(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${islandAttr.name}]`)) void hydrate(root);
}
