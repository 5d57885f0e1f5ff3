// The site's addresses as a React Router route table, generated from the content: each page file is a
// static path, each collection one dynamic segment (`/towns/:slug`, `/parties/:slug`) whose loader gives
// the entry's resolved page, and every other address is the not-found page with status 404. The build and
// `npm run dev` render through it with React Router's static rendering (renderer.tsx); nothing of it ships
// to the browser.
import { data, isRouteErrorResponse, useLoaderData, type RouteObject } from 'react-router-dom';
import type { Route } from '../content/types.ts';
import { NotFound } from '../layout/NotFound.tsx';
import { RegionsView } from '../layout/Regions.tsx';

/** A page's content (the frame around it is rendered apart, see renderer.tsx). */
export function Page({ route }: { route: Route }) {
  return <RegionsView regions={route.regions} />;
}

function LoadedPage() {
  return <Page route={useLoaderData<Route>()} />;
}

const notFound = () => data(null, { status: 404 });

/** Whether a route error is the not-found answer (anything else is a fault of the renderer). */
export const isNotFound = (error: unknown): boolean => isRouteErrorResponse(error) && error.status === 404;

export function routeTable(routes: readonly Route[]): RouteObject[] {
  const pages: RouteObject[] = [];
  // A collection's entries by slug, under the path of its folder ("/towns/:slug").
  const collections = new Map<string, Map<string, Route>>();
  for (const route of routes) {
    if (route.kind === 'page') {
      pages.push({ path: route.path, loader: () => route, Component: LoadedPage });
      continue;
    }
    const slash = route.path.lastIndexOf('/');
    const pattern = `${route.path.slice(0, slash)}/:slug`;
    const entries = collections.get(pattern) ?? collections.set(pattern, new Map()).get(pattern)!;
    entries.set(route.path.slice(slash + 1), route);
  }
  const entryRoutes: RouteObject[] = [...collections].map(([pattern, entries]) => ({
    path: pattern,
    loader: ({ params }) => {
      const route = entries.get(params.slug ?? '');
      if (!route) throw notFound();
      return route;
    },
    Component: LoadedPage,
  }));
  return [
    {
      id: 'site',
      ErrorBoundary: NotFound,
      children: [
        ...pages,
        ...entryRoutes,
        {
          path: '*',
          loader: () => {
            throw notFound();
          },
          Component: NotFound,
        },
      ],
    },
  ];
}
