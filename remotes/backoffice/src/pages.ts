import type { PageMap } from '@portal/ui';

/** Built pages of the back office (issue 34), keyed by their /admin route (shared/contracts/src/admin/routes.ts). */
export const pages: PageMap<'backoffice'> = {};
