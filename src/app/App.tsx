import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Blocks } from '../blocks/render.tsx';
import type { ContentBundle, RouteEntry } from '../content/types.ts';
import { NotFound } from '../layout/NotFound.tsx';
import { notFoundText } from '../layout/messages.ts';
import { Shell } from '../layout/Shell.tsx';
import { templates } from '../templates/index.ts';
import { ContentProvider } from './content-context.tsx';

/** Keeps the tab title and description right after client-side navigation (prerendered HTML has them already). */
function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

function RoutePage({ route }: { route: RouteEntry }) {
  useDocumentMeta(route.title, route.description);
  switch (route.kind) {
    case 'page':
      return <Blocks blocks={route.blocks} />;
    case 'town':
      return <templates.town entity={route.town} />;
    case 'party':
      return <templates.party entity={route.party} />;
  }
}

function NotFoundPage({ siteName }: { siteName: string }) {
  useDocumentMeta(`${notFoundText.title} | ${siteName}`, notFoundText.heading);
  return <NotFound />;
}

export function App({ bundle }: { bundle: ContentBundle }) {
  return (
    <ContentProvider bundle={bundle}>
      <Shell>
        <Routes>
          {bundle.routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<NotFoundPage siteName={bundle.site.business.name} />} />
        </Routes>
      </Shell>
    </ContentProvider>
  );
}
