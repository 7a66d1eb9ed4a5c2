// Build time only (scripts/prerender.mjs loads it through Vite's SSR): the public pages rendered to
// HTML as a signed-out visitor sees them. The browser paints that HTML before any script has run;
// main.tsx then renders the same pages over it.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { buildRoutes } from './app/router';
import { FullPageSpinner } from './components/ui/spinner';
import { documentTitle } from './lib/use-document-title';

/** The prerendered pages: their path, the file the server looks for in dist/prerendered, the title. */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', title: documentTitle('Job Cost Management System') },
  { path: '/auth', file: 'auth.html', title: documentTitle('Sign In') },
] as const;

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}

/** What every other page shows until the app has started: the spinner the app itself shows. */
export function renderSpinner(): string {
  return renderToString(<FullPageSpinner />);
}
