import type { ShowcaseRoute } from './types';

/**
 * The /components/* routes whose page is built, without their content (the uikit remote's page map
 * reads this light list; the entries load with the examples page). The unit test checks it names
 * exactly the registry's routes. A route not listed shows the honest /ready page.
 */
export const showcaseRoutes = [
  '/components/publishing',
  '/components/colors',
  '/components/typography',
  '/components/input/input',
  '/components/input/textarea',
  '/components/input/date',
  '/components/input/file',
  '/components/select/button',
  '/components/select/check',
  '/components/select/radio',
  '/components/select/select',
  '/components/select/tooltip',
  '/components/select/tag',
  '/components/select/accordion',
  '/components/table',
  '/components/stepIndicator',
  '/components/layout/spinner',
  '/components/layout/modal',
  '/components/layout/popup',
  '/components/layout/badge',
  '/components/layout/tab',
  '/components/layout/icons',
  '/components/layout/lists',
  '/components/layout/bullList',
  '/components/layout/form',
  '/components/research/pagination',
  '/components/header',
  '/components/identity/banner',
  '/components/identity/header',
  '/components/identity/footer',
  '/components/identity/identifier',
  '/components/research/skip',
  '/components/research/breadcrumb',
  '/components/research/side',
  '/components/research/title',
  '/components/research/search',
  '/components/research/main',
] as const satisfies readonly ShowcaseRoute[];
