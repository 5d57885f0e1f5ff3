import { createContext, useContext, type ReactNode } from 'react';
import type { ContentBundle, ImageSize } from '../content/types.ts';

const ContentContext = createContext<ContentBundle | null>(null);

export function ContentProvider({ bundle, children }: { bundle: ContentBundle; children: ReactNode }) {
  return <ContentContext.Provider value={bundle}>{children}</ContentContext.Provider>;
}

export function useContent(): ContentBundle {
  const bundle = useContext(ContentContext);
  if (!bundle) throw new Error('useContent() needs a <ContentProvider> above it');
  return bundle;
}

export function useSite() {
  return useContent().site;
}

export function useImageSize(src: string | undefined): ImageSize | undefined {
  const { images } = useContent();
  return src ? images[src] : undefined;
}
