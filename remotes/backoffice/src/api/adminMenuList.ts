import { adminMenuList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/menus: the site's menu in tree order, paged, searched by name or address (system administrator). */
export const adminMenuList = defineQuery(descriptor, { staleTime: 0 });
