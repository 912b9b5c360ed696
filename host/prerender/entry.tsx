// Renders the main page (/) to HTML at build time. The server puts it inside <div id="root"> of the
// page it serves for '/', so the landing page paints before any script has run; the browser's first
// render then replaces it with the same markup (createRoot), interactive.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@portal/router/server';
import { buildRoutes } from '../src/routes';

export async function renderMainPage(): Promise<string> {
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`prerender: / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
