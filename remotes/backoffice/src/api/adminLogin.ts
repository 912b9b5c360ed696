import { adminLogin as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/login: ID and password (encrypted like the member login) → the second step (ENROL or VERIFY). */
export const adminLogin = defineMutation(descriptor);
