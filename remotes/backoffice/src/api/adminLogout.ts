import { adminLogout as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/logout: ends the staff session only. */
export const adminLogout = defineMutation(descriptor);
