import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';
import { componentPages } from './components';

/**
 * Built pages of this area: their routes in routes.txt. The samples each in the file its route names
 * (`/sample/password` → pages/sample/password.tsx; see @portal/router/pages); the /components/*
 * showcase from the UI kit's registry (components.ts). A route without an entry renders the honest
 * /ready page.
 */
export const pages: PageMap<'uikit'> = {
  ...routePages<keyof PageMap<'uikit'>>(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
    // the samples (issue 35): each operates the portal's real parts
    '/validateSample',
    '/sample/sampleCheckboxTest',
    '/sample/sampleRadioTest',
    '/sample/sampleComboTest',
    '/sample/password',
    '/sample/Example',
    '/sample/CustomInstall',
    '/sample/upload',
    '/sample/CaptchaSample',
    '/sample/download',
    '/sample/esign/form1',
    '/sample/esign/form2',
  ]),
  ...componentPages,
};
