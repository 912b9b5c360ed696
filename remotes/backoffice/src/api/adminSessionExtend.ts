import { adminSessionExtend as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/session/extend: 15 more minutes of the staff session. */
export const adminSessionExtend = defineMutation(descriptor, { invalidates: ['adminMe'] });
