import { showcaseRoutes } from '@portal/ui/showcase/routes';
import { lazyWith, pageModule } from '@portal/router/pages';

// the one examples page, named by its import request (the key of its files in ssr/page-assets.json)
const componentPage = pageModule<{ route: string }>('lib/ComponentPage', () => import('./lib/ComponentPage'));

/**
 * The developer showcase (issue 35): every /components/* route the registry (@portal/ui/showcase) has an
 * entry for, each the one ComponentPage with its route. Routes without an entry show the honest /ready page.
 */
export const componentPages = Object.fromEntries(showcaseRoutes.map((route) => [route, lazyWith(componentPage, { route })]));
