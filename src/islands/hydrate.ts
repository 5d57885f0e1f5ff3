// Hydration of a page's islands: imports React, finds each island root, loads that island's code and
// hydrates it with the props serialized beside it. Part of the islands' script (start.ts), which runs it
// once the page has been painted; React comes by import() so that the script itself stays small and a
// React that cannot be downloaded is said in each island's place.
import type { ComponentType, ReactNode } from 'react';
import { showLoadError } from './load-error.ts';
import { islandAttr } from './markup.ts';
import { islandModule } from './modules.ts';

type React = typeof import('./react-client.ts');

async function hydrate(root: HTMLElement, react: React): Promise<void> {
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
  // Marks the moment this island became interactive (browser tests and monitoring wait for it).
  function Hydrated({ children }: { children: ReactNode }) {
    react.useEffect(() => root.setAttribute(islandAttr.hydrated, 'true'), []);
    return children;
  }
  // Islands that style with Emotion use its default browser cache, whose key is the server's ("css"): it
  // adopts the page's critical <style> tags instead of injecting them again. Hydrated as a transition, which
  // React does in slices of a few milliseconds, yielding between them: a slow phone is never blocked for the
  // whole form at once, and a tap meanwhile is answered first (React hydrates what was tapped before the rest).
  react.startTransition(() => {
    react.hydrateRoot(root, react.createElement(Hydrated, null, react.createElement(Component, props)), {
      identifierPrefix: root.getAttribute(islandAttr.prefix) ?? '',
    });
  });
}

/** Hydrates every island on the page, each as soon as its own code has arrived. */
export async function hydrateIslands(): Promise<void> {
  const roots = document.querySelectorAll<HTMLElement>(`[${islandAttr.name}]`);
  let react: React;
  try {
    react = await import('./react-client.ts');
  } catch (error) {
    // Without React no island can start: each says so in its place.
    roots.forEach((root) => showLoadError(root, error));
    return;
  }
  for (const root of roots) void hydrate(root, react);
}
