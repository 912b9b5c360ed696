import { adminPasswordSet as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/password: the first sign-in's own password, instead of the manager's initial one. */
export const adminPasswordSet = defineMutation(descriptor);
