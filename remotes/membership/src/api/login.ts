import { login as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/login: ID + encrypted password, or without a body the login of a person this browser verified (ANYID, GUEST). */
export const login = defineMutation(descriptor);
