import { adminMenuUpdate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/admin/menus/:menuId: change one menu; citizens see it on their next page load. */
export const adminMenuUpdate = defineMutation(descriptor, { invalidates: ['adminMenuList'] });
