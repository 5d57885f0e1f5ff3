/** @jsxImportSource react */
// Hydration of a page's islands: finds each island root, loads that island's code, hydrates it with the
// props serialized beside it. Loaded by start.ts once the page has been painted.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { showLoadError } from './load-error.ts';
import { islandAttr } from './markup.ts';
import { islandModule } from './modules.ts';

function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  // Marks the moment this island became interactive (browser tests and monitoring wait for it).
  useEffect(() => root.setAttribute(islandAttr.hydrated, 'true'), [root]);
  return children;
}

async function hydrate(root: HTMLElement): Promise<void> {
  const name = root.getAttribute(islandAttr.name) ?? '';
  const load = islandModule(name);
  if (!load) {
    showLoadError(root, new Error(`No island is called "${name}".`));
    return;
  }
  // Written by the server renderer for this very component (see src/render/renderer.tsx).
  const props = JSON.parse(root.nextElementSibling?.textContent ?? '{}') as object;
  let Component: ComponentType<object>;
  try {
    Component = (await load()).default;
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
