import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ContentProvider } from '../../../src/app/content-context.tsx';
import { loadContent } from '../../../src/content/load.ts';
import type { ContentBundle } from '../../../src/content/types.ts';

let cached: ContentBundle | undefined;

/** The real, validated content of this project. */
export async function realContent(): Promise<ContentBundle> {
  if (cached) return cached;
  const result = await loadContent(process.cwd());
  if (!result.ok) throw new Error(`content invalid: ${result.errors.map((e) => `${e.file}:${e.line} ${e.name}`).join(', ')}`);
  cached = result.bundle;
  return cached;
}

export function renderWith(bundle: ContentBundle, ui: ReactNode) {
  return render(
    <ContentProvider bundle={bundle}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ContentProvider>,
  );
}
